// /admin/privacy: the owner's privacy requests (pinwheel/v1/privacy). The owner types a person's
// email address and sees how many records of each kind the shop keeps about it, with a link to
// where each kind is kept; downloads the export (every record, as JSON); or erases it, after a
// dialog that says what goes and what stays for the books, and then reads what was done per kind.
// The address travels in request bodies only, never in this page's address (request logs).
import {
  PERSONAL_DATA_KINDS,
  translate,
  type ErasureAnswer,
  type MessageKey,
  type PersonalDataFound,
  type PersonalDataKind,
} from '@pinwheel/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/admin-privacy';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { useErrorMessage } from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { pageTitle } from '../page-title.ts';
import privacyStyles from '../styles/admin-privacy.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyStyles }];

// The title only: what is kept is asked in the browser through the typed client.
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'privacyAdmin.title'), context.shop.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

const FOUND = '/wp-json/pinwheel/v1/privacy/found';
const EXPORT = '/wp-json/pinwheel/v1/privacy/export';
const ERASE = '/wp-json/pinwheel/v1/privacy/erase';

const kindLabel = (kind: PersonalDataKind) => `privacyAdmin.kind.${kind}` as MessageKey;

/** Where the owner reads each kind; the leads and orders pages filter by the address. */
function kindHref(kind: PersonalDataKind, email: string): string | null {
  switch (kind) {
    case 'leads':
      return `/admin/leads?${new URLSearchParams({ q: email })}`;
    case 'orders':
      return `/admin/orders?${new URLSearchParams({ customer: email })}`;
    case 'subscribers':
      return '/admin/subscribers';
    case 'messages':
      return '/admin/messages';
    case 'formEntries':
      return '/admin/forms';
    case 'customer':
      return '/admin/customers';
    case 'reviews':
      return '/admin/reviews';
    case 'couponCodes':
      return '/admin/coupons';
    default:
      return null;
  }
}

/** Saves the export as a file, as the API's Content-Disposition would have named it. */
function download(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'personal-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file's bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function AdminPrivacy() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const messageOf = useErrorMessage();
  const [typed, setTyped] = useState('');
  const [erased, setErased] = useState<ErasureAnswer | null>(null);
  const find = useMutation({
    mutationFn: (email: string) =>
      client.post(FOUND, { body: { email } }) as Promise<PersonalDataFound>,
  });
  return (
    <AdminPage title={t('privacyAdmin.title')} description={t('privacyAdmin.intro')}>
      <form
        role="search"
        className="admin-search-row privacy-search"
        onSubmit={(event) => {
          event.preventDefault();
          setErased(null);
          find.mutate(typed.trim());
        }}
      >
        <label htmlFor="privacy-email">{t('privacyAdmin.email')}</label>
        <input
          id="privacy-email"
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button" disabled={find.isPending}>
          {find.isPending ? t('privacyAdmin.finding') : t('privacyAdmin.find')}
        </button>
      </form>
      <div aria-live="polite">
        {find.isError ? (
          <p className="privacy-error" role="alert">
            {t('privacyAdmin.failed', { reason: messageOf(find.error) })}
          </p>
        ) : null}
        {erased ? (
          <ErasureResult answer={erased} />
        ) : find.data ? (
          <FoundRecords found={find.data} onErased={setErased} />
        ) : null}
      </div>
    </AdminPage>
  );
}

function FoundRecords({
  found,
  onErased,
}: {
  found: PersonalDataFound;
  onErased: (answer: ErasureAnswer) => void;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const { email } = found;
  const total = found.kinds.reduce((sum, one) => sum + one.count, 0);
  const exporting = useMutation({
    mutationFn: () => client.post(EXPORT, { body: { email } }),
    onSuccess: (data) => {
      download(data);
      toast(t('privacyAdmin.exported', { email }));
    },
    onError: (error) => toast(t('privacyAdmin.failed', { reason: messageOf(error) })),
  });
  const erasing = useMutation({
    mutationFn: () => client.post(ERASE, { body: { email } }) as Promise<ErasureAnswer>,
    onSuccess: onErased,
    onError: (error) => toast(t('privacyAdmin.failed', { reason: messageOf(error) })),
  });
  return (
    <section className="privacy-found" aria-labelledby="privacy-found-title">
      <h3 id="privacy-found-title">
        {t('privacyAdmin.foundTitle', { email: '' })}
        <bdi dir="ltr">{email}</bdi>
      </h3>
      {total === 0 ? (
        <p>{t('privacyAdmin.nothing', { email })}</p>
      ) : (
        <>
          <div className="admin-table-scroll privacy-table-wrap">
            <table className="admin-table privacy-table">
              <caption className="visually-hidden">{t('privacyAdmin.caption', { email })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('privacyAdmin.colKind')}</th>
                  <th scope="col" className="admin-table__number">
                    {t('privacyAdmin.colCount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {PERSONAL_DATA_KINDS.map((kind) => {
                  const count = found.kinds.find((one) => one.kind === kind)?.count ?? 0;
                  const href = count > 0 ? kindHref(kind, email) : null;
                  return (
                    <tr key={kind} data-kind={kind}>
                      <th scope="row">
                        {href ? <Link to={href}>{t(kindLabel(kind))}</Link> : t(kindLabel(kind))}
                      </th>
                      <td className="admin-table__number">{count}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="privacy-actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={exporting.isPending}
              onClick={() => exporting.mutate()}
            >
              {t('privacyAdmin.export')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={erasing.isPending}
              onClick={async () => {
                const sure = await confirm({
                  title: t('privacyAdmin.eraseTitle', { email }),
                  body: (
                    <>
                      <p>{t('privacyAdmin.eraseGoes')}</p>
                      <p>{t('privacyAdmin.eraseKept')}</p>
                      <p>{t('privacyAdmin.eraseCopies')}</p>
                    </>
                  ),
                  confirmLabel: t('privacyAdmin.eraseConfirm'),
                  danger: true,
                });
                if (sure) erasing.mutate();
              }}
            >
              {t('privacyAdmin.erase')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function ErasureResult({ answer }: { answer: ErasureAnswer }) {
  const { t } = useTranslation();
  return (
    <section className="privacy-found" aria-labelledby="privacy-erased-title">
      <h3 id="privacy-erased-title">{t('privacyAdmin.erasedTitle', { email: answer.email })}</h3>
      <div className="admin-table-scroll privacy-table-wrap">
        <table className="admin-table privacy-table">
          <caption>{t('privacyAdmin.erasedCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('privacyAdmin.colKind')}</th>
              <th scope="col" className="admin-table__number">
                {t('privacyAdmin.colRemoved')}
              </th>
              <th scope="col" className="admin-table__number">
                {t('privacyAdmin.colAnonymised')}
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.kinds.map((part) => (
              <tr key={part.kind} data-kind={part.kind}>
                <th scope="row">{t(kindLabel(part.kind))}</th>
                <td className="admin-table__number">{part.removed}</td>
                <td className="admin-table__number">{part.anonymised}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
