// /admin: the owner's first view, naming the parts of the shop the dashboard looks after.
// Its title comes from the /admin layout.
import type { MessageKey } from '@pinwheel/core';
import { Link } from 'react-router';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';

const sections: ReadonlyArray<{
  name: MessageKey;
  about: MessageKey;
  /** The section's page, once it has one. */
  page?: { to: string; label: MessageKey };
}> = [
  { name: 'admin.products', about: 'admin.productsAbout' },
  {
    name: 'admin.popups',
    about: 'admin.popupsAbout',
    page: { to: '/admin/popups', label: 'admin.popupsOpen' },
  },
  { name: 'admin.leads', about: 'admin.leadsAbout' },
];

// Nothing to load, but a loader makes a client-side navigation here ask the server, so it passes
// the /admin guard (a middleware runs only on requests that reach the server): an owner signed out
// in another tab is sent to sign in rather than shown the page.
export async function loader() {
  return null;
}

export default function AdminOverview() {
  const { t } = useTranslation();
  const shopName = useShellData()?.shopName ?? '';
  return (
    <section className="admin-overview" aria-labelledby="admin-overview-title">
      <h2 id="admin-overview-title">{t('admin.overview')}</h2>
      <p>{t('admin.overviewWelcome', { shop: shopName })}</p>
      <p>{t('admin.overviewIntro')}</p>
      <ManagedSections />
    </section>
  );
}

function ManagedSections() {
  const { t } = useTranslation();
  return (
    <ul className="admin-overview__sections">
      {sections.map(({ name, about, page }) => (
        <li key={name} className="admin-overview__section">
          <h3>{t(name)}</h3>
          <p>{t(about)}</p>
          {page ? (
            <p className="admin-overview__open">
              <Link to={page.to}>{t(page.label)}</Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
