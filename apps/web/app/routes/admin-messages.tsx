// /admin/messages: what visitors sent through the shop's contact forms, newest first, each with its
// fields (the sender's address a mailto: link, a consent box said in words), its files
// (downloaded as attachments through the owner API) and what became of its mail; one deleted for
// good with its files (confirmed).
// Visitors' words are shown as text (React escapes them), never as markup.
import { translate, type Language } from '@pinwheel/core';
import type { Route } from './+types/admin-messages';
import type { ContactMessage } from '../context/contact-forms.ts';
import { DeleteRecordButton } from '../components/admin/delete-record-button.tsx';
import { useOwnerClient } from '../components/admin/owner-api.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    title: pageTitle(translate(context.lang, 'admin.messages'), context.shop.name),
    messages: await context.contactForms.messages(),
  };
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { messages } = loaderData;
  return (
    <section className="admin-messages" aria-labelledby="admin-messages-title">
      <h2 id="admin-messages-title">{t('admin.messages')}</h2>
      <p className="admin-messages__intro">{t('messages.intro')}</p>
      {messages.length === 0 ? (
        <div className="admin-empty">
          <h3 className="admin-empty__title">{t('messages.emptyTitle')}</h3>
          <p>{t('messages.emptyBody')}</p>
        </div>
      ) : (
        <>
          <p className="admin-messages__count">{t('messages.count', { count: messages.length })}</p>
          <ol className="admin-messages__list">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function sizeText(bytes: number, lang: Language): string {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}

/** An address the owner can write to: one address, nothing a mailto: link would read as more. */
const MAILABLE = /^[^\s@?&#%]+@[^\s@?&#%]+$/;

/** A field's answer as the owner reads it: consent in words, an address as a mailto: link. */
function FieldValue({ field }: { field: ContactMessage['fields'][number] }) {
  const { t } = useTranslation();
  if (field.kind === 'consent') {
    return <>{t(field.values.length ? 'messages.consentGiven' : 'messages.consentNotGiven')}</>;
  }
  // An empty answer (none, or only blanks) shows a dash, so the row does not look broken.
  const values = field.values.filter((value) => value.trim() !== '');
  if (values.length === 0) return <>—</>;
  if (field.kind === 'email') {
    return (
      <>
        {values.map((value, index) => (
          <span key={value}>
            {index > 0 ? ', ' : null}
            {MAILABLE.test(value) ? (
              <a href={`mailto:${value}`} dir="ltr">
                {value}
              </a>
            ) : (
              <bdi>{value}</bdi>
            )}
          </span>
        ))}
      </>
    );
  }
  return <bdi>{values.join(', ')}</bdi>;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const sent = new Date(message.createdAt);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    sent,
  );
  const [before = '', after = ''] = t('messages.from').split('{form}');
  return (
    <article className="admin-message" aria-labelledby={`message-${message.id}`}>
      <header className="admin-message__header">
        <h3 className="admin-message__title" id={`message-${message.id}`}>
          {before}
          <bdi>{message.formName}</bdi>
          {after}
        </h3>
        <time dateTime={sent.toISOString()} className="admin-message__time">
          {when}
        </time>
        <span className={`status-badge status-badge--mail-${message.mailState}`}>
          {t(`messages.mail.${message.mailState}`)}
        </span>
      </header>
      <dl className="admin-message__fields">
        {message.fields.map((field) => (
          <div key={field.label} className="admin-message__field">
            <dt>{field.label}</dt>
            <dd>
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
        {message.files.length > 0 ? (
          <div className="admin-message__field">
            <dt>{t('messages.files')}</dt>
            <dd>
              <ul className="admin-message__files">
                {message.files.map((file) => (
                  <li key={file.href}>
                    <a href={file.href} download>
                      {t('messages.download', {
                        name: file.name,
                        size: sizeText(file.size, lang),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {message.pageUrl ? (
          <div className="admin-message__field">
            <dt>{t('messages.page')}</dt>
            <dd className="admin-message__url">
              <bdi>{message.pageUrl}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <DeleteRecordButton
        label={t('messages.delete')}
        confirmTitle={t('messages.deleteTitle', { form: message.formName })}
        confirmBody={t('messages.deleteBody')}
        confirmLabel={t('messages.deleteConfirm')}
        deletedMessage={t('messages.deleted')}
        remove={() =>
          client.delete('/wp-json/pinwheel/v1/contact-forms/messages/{id}', {
            params: { id: message.id },
            query: { force: true },
          })
        }
      />
    </article>
  );
}
