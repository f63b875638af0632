// One entry of a form as the owner reads it: when it came, every answer under its field's label
// (in the form's order; a field the entry has no answer for is left out), the payment total the
// server computed, and its files, each a download through the owner-only file route.
import { formatMoney } from '@pinwheel/core';
import { useTranslation } from '../../../translation.ts';
import { useShopMoney } from '../money-input.tsx';
import { gmtDate, minorOf } from '../orders/order-shape.ts';
import { useOwnerClient } from '../owner-api.tsx';
import { entryFileHref, type OwnerEntry } from './form-draft.ts';
import { useCurrencyFormat } from '../../../money.ts';

export function EntryDetails({ entry }: { entry: OwnerEntry }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const client = useOwnerClient();
  const money = useShopMoney();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const size = (bytes: number) =>
    new Intl.NumberFormat(lang, {
      style: 'unit',
      unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes >= 1024 * 1024 ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
  const headingId = `entry-${entry.id}`;
  return (
    <article className="admin-card form-entry" aria-labelledby={headingId}>
      <h3 id={headingId} className="form-entry__when">
        {when.format(gmtDate(entry.date_created_gmt))}
      </h3>
      <dl className="form-entry__answers">
        {entry.answers.map((answer) => (
          <div key={answer.field_id} className="form-entry__answer">
            <dt>
              <bdi>{answer.label}</bdi>
            </dt>
            <dd>
              <bdi>{answer.value}</bdi>
            </dd>
          </div>
        ))}
        {entry.payment_total !== null ? (
          <div className="form-entry__answer">
            <dt>{t('adminForms.paymentTotal')}</dt>
            <dd>
              {formatMoney(
                minorOf(entry.payment_total, money.currency),
                money.currency,
                lang,
                currencyFormat,
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {entry.files.length > 0 ? (
        <div className="form-entry__files">
          <h4>{t('adminForms.files')}</h4>
          <ul>
            {entry.files.map((file) => (
              <li key={file.index}>
                <a href={entryFileHref(client, entry.id, file.index)} download={file.name}>
                  <bdi>{file.name}</bdi>
                </a>{' '}
                <span className="form-entry__size">
                  ({size(file.size)}
                  {file.field_label ? (
                    <>
                      , <bdi>{file.field_label}</bdi>
                    </>
                  ) : null}
                  )
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
