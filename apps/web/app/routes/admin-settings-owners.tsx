// /admin/settings/owners: the signed-in owner's own account (email, password; the current
// password asked), everyone who runs the shop (remove another owner, never the last or oneself),
// inviting another owner (the link mailed, or shown here when no mail went out, honestly said)
// and the invitations still open. Everything goes through pinwheel/v1 with the dashboard kit.
import { translate } from '@pinwheel/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Route } from './+types/admin-settings-owners';
import { AdminPage } from '../components/admin/admin-page.tsx';
import { useConfirm } from '../components/admin/confirm-dialog.tsx';
import { Field, fieldErrorsOf } from '../components/admin/field.tsx';
import { FormFooter } from '../components/admin/form-footer.tsx';
import { FormSection } from '../components/admin/form-section.tsx';
import { SaveProblem } from '../components/admin/save-problem.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  useErrorMessage,
} from '../components/admin/page-states.tsx';
import { useToast } from '../components/admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../components/admin/unsaved-changes.ts';
import { pageTitle } from '../page-title.ts';
import ownersStyles from '../styles/admin-owners.css?url';
import { useTranslation } from '../translation.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownersStyles }];

// The title only: the data is fetched in the browser through the typed client.
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'owners.title'), context.shop.name) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

const OWNERS_KEY = ['pinwheel/v1/owners'];
const INVITES_KEY = ['pinwheel/v1/owner-invites'];

/** A WordPress date (UTC, no zone) as a date in the owner's language. */
function useDate() {
  const { lang } = useTranslation();
  const format = new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: 'medium',
  });
  return (wpDate: string) => format.format(new Date(`${wpDate}Z`));
}

export default function AdminSettingsOwners() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('owners.title')} description={t('owners.intro')}>
      <OwnAccount />
      <OwnersList />
      <InviteOwner />
      <OpenInvites />
    </AdminPage>
  );
}

function OwnAccount() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const me = useQuery({
    queryKey: [...OWNERS_KEY, 'me'],
    queryFn: ({ signal }) => client.get('/wp-json/pinwheel/v1/owners/me', { signal }),
  });
  return (
    <FormSection title={t('owners.accountTitle')} intro={t('owners.accountIntro')}>
      {me.isPending ? (
        <LoadingState />
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <AccountForm key={me.data.email} email={me.data.email} />
      )}
    </FormSection>
  );
}

function AccountForm({ email: loadedEmail }: { email: string }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [email, setEmail] = useState(loadedEmail);
  const [password, setPassword] = useState('');
  const [current, setCurrent] = useState('');
  const save = useMutation({
    mutationFn: () =>
      client.put('/wp-json/pinwheel/v1/owners/me', {
        body: {
          current_password: current,
          ...(email !== loadedEmail ? { email } : {}),
          ...(password ? { password } : {}),
        },
      }),
    onSuccess: (saved) => {
      toast(t(password ? 'owners.passwordSaved' : 'owners.accountSaved'));
      setPassword('');
      setCurrent('');
      queryClient.setQueryData([...OWNERS_KEY, 'me'], saved);
      void queryClient.invalidateQueries({ queryKey: OWNERS_KEY });
    },
  });
  useUnsavedChangesPrompt((email !== loadedEmail || password !== '') && !save.isPending);
  const errors = fieldErrorsOf(save.error);
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <SaveProblem error={save.error} />
      <Field label={t('owners.email')} required error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="username"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('owners.newPassword')}
        hint={t('owners.newPasswordHint')}
        error={errors.password}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('owners.currentPassword')} required error={errors.current_password}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        )}
      </Field>
      <FormFooter saving={save.isPending} saveLabel={t('owners.saveAccount')} />
    </form>
  );
}

function OwnersList() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const dateOf = useDate();
  const owners = useQuery({
    queryKey: OWNERS_KEY,
    queryFn: ({ signal }) => client.get('/wp-json/pinwheel/v1/owners', { signal }),
  });
  const remove = useMutation({
    mutationFn: (owner: { id: string; email: string }) =>
      client.delete('/wp-json/pinwheel/v1/owners/{id}', { params: { id: owner.id } }),
    onSuccess: (_, owner) => {
      toast(t('owners.removed', { email: owner.email }));
      void queryClient.invalidateQueries({ queryKey: OWNERS_KEY });
    },
    onError: (error) =>
      toast(t('adminKit.saveFailed', { reason: messageOf(error) }), { tone: 'error' }),
  });
  return (
    <FormSection title={t('owners.listTitle')}>
      {owners.isPending ? (
        <LoadingState />
      ) : owners.isError ? (
        <ErrorState error={owners.error} onRetry={() => void owners.refetch()} />
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table owners-table">
            <caption>{t('owners.listCaption', { count: owners.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('owners.colEmail')}</th>
                <th scope="col">{t('owners.colSince')}</th>
                <th scope="col">{t('owners.colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {owners.data.map((owner) => (
                <tr key={owner.id}>
                  <td>
                    <bdi>{owner.email}</bdi>
                    {owner.is_current ? (
                      <span className="owners-you">({t('owners.you')})</span>
                    ) : null}
                  </td>
                  <td>{dateOf(owner.created)}</td>
                  <td>
                    {owner.is_current ? null : (
                      <button
                        type="button"
                        className="button button--quiet"
                        aria-label={t('owners.removeLabel', { email: owner.email })}
                        disabled={remove.isPending}
                        onClick={async () => {
                          const sure = await confirm({
                            title: t('owners.removeTitle', { email: owner.email }),
                            body: t('owners.removeBody'),
                            confirmLabel: t('owners.remove'),
                            danger: true,
                          });
                          if (sure) remove.mutate(owner);
                        }}
                      >
                        {t('owners.remove')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FormSection>
  );
}

type InviteResult = { email: string; mail: 'sent' | 'not_configured' | 'failed'; link?: string };

function InviteOwner() {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<InviteResult | null>(null);
  const invite = useMutation({
    mutationFn: () => client.post('/wp-json/pinwheel/v1/owner-invites', { body: { email, lang } }),
    onSuccess: (sent) => {
      setResult(sent);
      setEmail('');
      if (sent.mail === 'sent') toast(t('owners.inviteSent', { email: sent.email }));
      void queryClient.invalidateQueries({ queryKey: INVITES_KEY });
    },
  });
  const errors = fieldErrorsOf(invite.error);
  const failedWhole = invite.isError && Object.keys(errors).length === 0;
  return (
    <FormSection title={t('owners.inviteTitle')} intro={t('owners.inviteIntro')}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setResult(null);
          invite.mutate();
        }}
      >
        {failedWhole ? (
          <p className="admin-notice admin-notice--error" role="alert">
            {t('adminKit.saveFailed', { reason: messageOf(invite.error) })}
          </p>
        ) : null}
        <Field label={t('owners.inviteEmail')} required error={errors.email}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <FormFooter saving={invite.isPending} saveLabel={t('owners.inviteSend')} />
      </form>
      {result?.link ? <InviteLink result={result} /> : null}
    </FormSection>
  );
}

/** The invitation link, when no mail carried it: said plainly, with a way to copy it. */
function InviteLink({ result }: { result: InviteResult }) {
  const { t } = useTranslation();
  const toast = useToast();
  const message = result.mail === 'failed' ? 'owners.inviteMailFailed' : 'owners.inviteNoMail';
  return (
    <div className="owners-link" role="status">
      <p>{t(message, { email: result.email })}</p>
      <div className="owners-link__row">
        <input
          type="text"
          readOnly
          value={result.link}
          aria-label={t(message, { email: result.email })}
          onFocus={(event) => event.target.select()}
        />
        <button
          type="button"
          className="button"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(result.link ?? '')
              .then(() => toast(t('owners.linkCopied')))
          }
        >
          {t('owners.copyLink')}
        </button>
      </div>
    </div>
  );
}

function OpenInvites() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const dateOf = useDate();
  const invites = useQuery({
    queryKey: INVITES_KEY,
    queryFn: ({ signal }) => client.get('/wp-json/pinwheel/v1/owner-invites', { signal }),
  });
  const withdraw = useMutation({
    mutationFn: (invite: { id: string; email: string }) =>
      client.delete('/wp-json/pinwheel/v1/owner-invites/{id}', { params: { id: invite.id } }),
    onSuccess: (_, invite) => {
      toast(t('owners.withdrawn', { email: invite.email }));
      void queryClient.invalidateQueries({ queryKey: INVITES_KEY });
    },
    onError: (error) =>
      toast(t('adminKit.saveFailed', { reason: messageOf(error) }), { tone: 'error' }),
  });
  return (
    <FormSection title={t('owners.pendingTitle')}>
      {invites.isPending ? (
        <LoadingState />
      ) : invites.isError ? (
        <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
      ) : invites.data.length === 0 ? (
        <EmptyState title={t('owners.pendingNone')} />
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table owners-table">
            <caption>{t('owners.pendingCaption', { count: invites.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('owners.colEmail')}</th>
                <th scope="col">{t('owners.colExpires')}</th>
                <th scope="col">{t('owners.colInvitedBy')}</th>
                <th scope="col">{t('owners.colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {invites.data.map((invite) => (
                <tr key={invite.id}>
                  <td>
                    <bdi>{invite.email}</bdi>
                  </td>
                  <td>{dateOf(invite.expires)}</td>
                  <td>
                    <bdi>{invite.invited_by ?? ''}</bdi>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={t('owners.withdrawLabel', { email: invite.email })}
                      disabled={withdraw.isPending}
                      onClick={async () => {
                        const sure = await confirm({
                          title: t('owners.withdrawLabel', { email: invite.email }),
                          confirmLabel: t('owners.withdraw'),
                          danger: true,
                        });
                        if (sure) withdraw.mutate(invite);
                      }}
                    >
                      {t('owners.withdraw')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FormSection>
  );
}
