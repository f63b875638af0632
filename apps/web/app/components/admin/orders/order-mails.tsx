// The mails an order sent: its confirmation, the owner's notice and customer notes, each with
// whether the SMTP server took it, openable to read exactly what went out.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../translation.ts';
import { useOwnerClient } from '../owner-api.tsx';
import { ErrorState, LoadingState } from '../page-states.tsx';
import { gmtDate } from './order-shape.ts';

export function OrderMails(props: { orderId: string }) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const mails = useQuery({
    queryKey: ['order', props.orderId, 'emails'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/pinwheel/v1/orders/{id}/emails', {
        params: { id: props.orderId },
        signal,
      }),
  });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="admin-card order-mails" aria-labelledby="order-mails-title">
      <h3 id="order-mails-title">{t('orders.mails')}</h3>
      {mails.isPending ? (
        <LoadingState />
      ) : mails.isError ? (
        <ErrorState error={mails.error} onRetry={() => void mails.refetch()} />
      ) : mails.data.length === 0 ? (
        <p className="order-card__empty">{t('adminOrders.noMails')}</p>
      ) : (
        <ul className="order-mails__list">
          {mails.data.map((mail) => (
            <li key={mail.id}>
              <details>
                <summary>
                  <span className="order-mails__subject">
                    <bdi>{mail.subject}</bdi>
                  </span>
                  <span className="order-mails__meta">
                    <bdi>{mail.recipient}</bdi> ·{' '}
                    <time dateTime={gmtDate(mail.date_created_gmt).toISOString()}>
                      {when.format(gmtDate(mail.date_created_gmt))}
                    </time>{' '}
                    <span className={`status-badge status-badge--mail-${mail.state}`}>
                      {t(`orders.mail.${mail.state}`)}
                    </span>
                  </span>
                </summary>
                <pre className="order-mails__body">
                  <bdi>{mail.body}</bdi>
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
