// /admin/subscribers: every mailing list with its subscribers (address, name, status, when they
// agreed, where they signed up) and a CSV download of each; double opt-in switched on or off per
// list, and a subscriber unsubscribed or removed for good by the owner (subscriber-actions.tsx).
// On a phone each subscriber is a card (admin.css), not a row to scroll sideways.
import { translate } from '@pinwheel/core';
import type { Route } from './+types/admin-subscribers';
import type { MailingListOverview } from '../context/mailing-list.ts';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';
import {
  DoubleOptInSwitch,
  SubscriberActions,
} from '../components/admin-subscribers/subscriber-actions.tsx';
import { EmailText } from '../components/email-text.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'admin.subscribers'), context.shop.name),
    lists: await context.mailingList.overview(),
  };
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="admin-subscribers" aria-labelledby="admin-subscribers-title">
      <h2 id="admin-subscribers-title">{t('admin.subscribers')}</h2>
      <p className="admin-messages__intro">{t('subscribers.intro')}</p>
      {loaderData.lists.map((list) => (
        <ListSubscribers key={list.id} list={list} />
      ))}
    </section>
  );
}

function ListSubscribers({ list }: { list: MailingListOverview }) {
  const { t, lang } = useTranslation();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const captionId = `list-${list.id}-caption`;
  // Sources the shop knows are named in the page's language; another module's own stays as given.
  const sourceName = (source: string) =>
    ['storefront', 'embed', 'popup'].includes(source)
      ? t(`subscriberSource.${source}` as 'subscriberSource.popup')
      : source;
  return (
    <div className="admin-subscribers__list">
      <div className="admin-subscribers__header">
        <DoubleOptInSwitch list={list} />
        <a href={list.csvHref} download className="button button--quiet">
          {t('subscribers.download', { list: list.name })}
        </a>
      </div>
      <div
        className="admin-table-scroll admin-table-scroll--cards admin-subscribers__table"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table className="admin-table">
          <caption id={captionId}>
            {t('subscribers.caption', { list: list.name, count: list.subscribers.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('subscribers.email')}</th>
              <th scope="col">{t('subscribers.name')}</th>
              <th scope="col">{t('subscribers.status')}</th>
              <th scope="col">{t('subscribers.consentedAt')}</th>
              <th scope="col">{t('subscribers.source')}</th>
              <th scope="col">{t('subscribers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.subscribers.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('subscribers.none')}</td>
              </tr>
            ) : (
              list.subscribers.map((one) => (
                <tr key={one.id}>
                  <th scope="row" className="admin-table__name admin-subscribers__email">
                    <EmailText email={one.email} />
                  </th>
                  <td data-label={t('subscribers.name')}>
                    <bdi>{one.name}</bdi>
                  </td>
                  <td data-label={t('subscribers.status')}>
                    <span className={`status-badge status-badge--subscriber-${one.status}`}>
                      {t(`subscriberStatus.${one.status}`)}
                    </span>
                  </td>
                  <td data-label={t('subscribers.consentedAt')}>
                    {date.format(new Date(one.consentedAt))}
                  </td>
                  <td data-label={t('subscribers.source')}>{sourceName(one.source)}</td>
                  <td>
                    <SubscriberActions list={list} subscriber={one} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
