// The dashboard's sections, grouped as a shop owner thinks of them: a column beside the page on a
// wide screen, and behind a "Menu" button on a phone (the button says whether the menu is open;
// choosing a section or pressing Escape closes it and gives focus back to the button).
import type { MessageKey } from '@pinwheel/core';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../translation.ts';

interface Section {
  to: string;
  label: MessageKey;
  /** Only this address, not the ones below it (the overview). */
  end?: boolean;
}

export const ADMIN_SECTIONS: ReadonlyArray<{ group: MessageKey | null; sections: Section[] }> = [
  { group: null, sections: [{ to: '/admin', label: 'adminNav.overview', end: true }] },
  {
    group: 'adminNav.group.sales',
    sections: [
      { to: '/admin/orders', label: 'adminNav.orders' },
      { to: '/admin/coupons', label: 'adminNav.coupons' },
      { to: '/admin/customers', label: 'customersAdmin.nav' },
    ],
  },
  {
    group: 'adminNav.group.catalog',
    sections: [
      { to: '/admin/products', label: 'adminNav.products' },
      { to: '/admin/categories', label: 'adminNav.categories' },
      { to: '/admin/attributes', label: 'adminNav.attributes' },
      { to: '/admin/media', label: 'adminNav.media' },
    ],
  },
  {
    group: 'adminNav.group.content',
    sections: [
      { to: '/admin/posts', label: 'adminNav.posts' },
      { to: '/admin/forms', label: 'adminNav.forms' },
      { to: '/admin/reviews', label: 'adminNav.reviews' },
    ],
  },
  {
    group: 'adminNav.group.marketing',
    sections: [
      { to: '/admin/sites', label: 'adminNav.sites' },
      { to: '/admin/popups', label: 'adminNav.popups' },
      { to: '/admin/analytics', label: 'adminNav.analytics' },
      { to: '/admin/notices', label: 'noticesAdmin.nav' },
      { to: '/admin/leads', label: 'adminNav.leads' },
      { to: '/admin/subscribers', label: 'adminNav.subscribers' },
      { to: '/admin/messages', label: 'adminNav.messages' },
      { to: '/admin/privacy', label: 'privacyAdmin.nav' },
    ],
  },
  {
    group: 'adminNav.group.shop',
    sections: [
      { to: '/admin/integrations', label: 'adminNav.integrations' },
      { to: '/admin/settings', label: 'adminNav.settings' },
    ],
  },
];

export function AdminNavigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A section chosen: the phone menu closes.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav
      className={`admin-nav${open ? ' admin-nav--open' : ''}`}
      aria-label={t('adminNav.label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="admin-nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <span aria-hidden="true" className="admin-nav__toggle-icon">
          {open ? '×' : '☰'}
        </span>
        {t(open ? 'adminNav.closeMenu' : 'adminNav.menu')}
      </button>
      <div id={menuId} className="admin-nav__menu">
        {ADMIN_SECTIONS.map(({ group, sections }) => (
          <NavGroup key={group ?? 'top'} group={group} sections={sections} />
        ))}
      </div>
    </nav>
  );
}

function NavGroup({ group, sections }: { group: MessageKey | null; sections: Section[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div className="admin-nav__group">
      {group ? (
        <p id={headingId} className="admin-nav__group-title">
          {t(group)}
        </p>
      ) : null}
      <ul className="admin-nav__list" aria-labelledby={group ? headingId : undefined}>
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end={section.end} className="admin-nav__link">
              {t(section.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
