// /admin/popups: every popup of every site, with its type, status, views and conversions, and a Preview link
// that opens the storefront with that popup shown at once (`?pinwheel_preview=`, which the widget
// on our pages reads).
import { translate, type Language } from '@pinwheel/core';
import type { Route } from './+types/admin-popups';
import type { PopupSummary } from '../context/popups.ts';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const [popups, widget] = await Promise.all([context.popups.list(), context.widget]);
  return {
    title: pageTitle(translate(context.lang, 'admin.popups'), context.shop.name),
    popups,
    // Our storefront's pages load only the shop's own site, so only its popups preview there.
    storefrontClientId: widget?.clientId ?? null,
  };
}

/** The storefront's home page showing this popup at once, whatever its status and rules. */
function previewAddress(popupId: string): string {
  return `/?${new URLSearchParams({ pinwheel_preview: popupId })}`;
}

export default function AdminPopups({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { popups, storefrontClientId } = loaderData;
  return (
    <section className="admin-popups" aria-labelledby="admin-popups-title">
      <h2 id="admin-popups-title">{t('admin.popups')}</h2>
      <p className="admin-popups__intro">{t('popups.intro')}</p>
      {popups.length === 0 ? (
        <EmptyState />
      ) : (
        <PopupTable popups={popups} storefrontClientId={storefrontClientId} />
      )}
    </section>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  return (
    <div className="admin-empty">
      <h3 className="admin-empty__title">{t('popups.emptyTitle')}</h3>
      <p>{t('popups.emptyBody')}</p>
    </div>
  );
}

function PopupTable({
  popups,
  storefrontClientId,
}: {
  popups: PopupSummary[];
  storefrontClientId: string | null;
}) {
  const { t, lang } = useTranslation();
  return (
    <>
      {/* A named, focusable region: on a phone the table scrolls sideways, by keyboard too. */}
      <div
        className="admin-table-scroll"
        role="region"
        aria-labelledby="popups-caption"
        tabIndex={0}
      >
        <table className="admin-table">
          <caption id="popups-caption">{t('popups.caption', { count: popups.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('popups.name')}</th>
              <th scope="col">{t('popups.site')}</th>
              <th scope="col">{t('popups.type')}</th>
              <th scope="col">{t('popups.status')}</th>
              <th scope="col" className="admin-table__number">
                {t('popups.viewsThisMonth')}
              </th>
              <th scope="col" className="admin-table__number">
                {t('popups.viewsInAll')}
              </th>
              <th scope="col" className="admin-table__number">
                {t('popups.conversions')}
              </th>
              <th scope="col">{t('popups.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {popups.map((popup) => (
              <PopupRow
                key={popup.id}
                popup={popup}
                lang={lang}
                previewable={popup.siteClientId === storefrontClientId}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-popups__note">{t('popups.monthNote')}</p>
    </>
  );
}

function PopupRow({
  popup,
  lang,
  previewable,
}: {
  popup: PopupSummary;
  lang: Language;
  previewable: boolean;
}) {
  const { t } = useTranslation();
  const count = new Intl.NumberFormat(lang);
  return (
    <tr>
      {/* bdi: an owner's English name in the Hebrew page keeps its own direction ("Still looking?"). */}
      <th scope="row" className="admin-table__name">
        <bdi>{popup.name}</bdi>
      </th>
      <td>
        <bdi>{popup.siteName}</bdi>
      </td>
      <td>{t(`popupType.${popup.type}`)}</td>
      <td>
        <span className={`status-badge status-badge--${popup.status}`}>
          {t(`popupStatus.${popup.status}`)}
        </span>
      </td>
      <td className="admin-table__number">{count.format(popup.viewsThisMonth)}</td>
      <td className="admin-table__number">{count.format(popup.viewsInAll)}</td>
      <td className="admin-table__number">{count.format(popup.conversions)}</td>
      <td>
        {previewable ? (
          <a
            href={previewAddress(popup.id)}
            target="_blank"
            rel="noopener"
            className="admin-table__action"
            aria-label={t('popups.previewLabel', { name: popup.name })}
          >
            {t('popups.preview')}
          </a>
        ) : (
          <span className="admin-table__unavailable">{t('popups.previewElsewhere')}</span>
        )}
      </td>
    </tr>
  );
}
