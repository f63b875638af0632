// What happens once a visitor sends the form: the confirmation (a message in place of the form,
// one of the shop's pages, or another address, optionally in a new tab) and the notification
// mails the owner gets (to, subject, a message before the answers, reply-to a visitor's address).
// A "page of this shop" is stored as a redirect to that page's address on this origin, which is
// how it is recognised again when the form is opened.
import {
  allFields,
  type Language,
  type WebFormConfirmation,
  type WebFormDefinition,
  type WebFormNotification,
} from '@pinwheel/core';
import { useId } from 'react';
import { useTranslation } from '../../../translation.ts';
import { Field } from '../field.tsx';
import { fieldName, withWords, wordsIn } from './form-draft.ts';
import { CheckSetting, ListSetting, SelectSetting, TextSetting } from './setting-controls.tsx';

type ConfirmationKind = 'message' | 'page' | 'redirect';

/** Whether a redirect goes to a page of this shop (same origin as the dashboard). */
export function confirmationKind(
  confirmation: WebFormConfirmation,
  origin: string,
): ConfirmationKind {
  if (confirmation.type === 'message') return 'message';
  try {
    return new URL(confirmation.url).origin === origin ? 'page' : 'redirect';
  } catch {
    return 'redirect';
  }
}

export function ConfirmationEditor(props: {
  definition: WebFormDefinition;
  lang: Language;
  origin: string;
  problems: readonly string[];
  onChange: (confirmation: WebFormConfirmation) => void;
}) {
  const { t } = useTranslation();
  const { lang, origin } = props;
  const confirmation = props.definition.confirmation;
  const kind = confirmationKind(confirmation, origin);
  const pathOf = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    } catch {
      return '';
    }
  };
  const problem = props.problems.find((one) => one.startsWith('confirmation'));
  return (
    <section className="admin-card form-builder__group" aria-labelledby="form-builder-confirmation">
      <h3 id="form-builder-confirmation">{t('adminForms.confirmation.title')}</h3>
      <SelectSetting<ConfirmationKind>
        label={t('adminForms.confirmation.kind')}
        value={kind}
        options={[
          { value: 'message', label: t('adminForms.confirmation.message') },
          { value: 'page', label: t('adminForms.confirmation.page') },
          { value: 'redirect', label: t('adminForms.confirmation.redirect') },
        ]}
        onChange={(next) =>
          props.onChange(
            next === 'message'
              ? { type: 'message', message: {} }
              : {
                  type: 'redirect',
                  url: next === 'page' ? `${origin}/` : '',
                  newTab: confirmation.type === 'redirect' ? confirmation.newTab : false,
                },
          )
        }
      />
      {confirmation.type === 'message' ? (
        <TextSetting
          label={t('adminForms.confirmation.messageText')}
          hint={t('adminForms.confirmation.messageHint')}
          dir={lang === 'he' ? 'rtl' : 'ltr'}
          multiline
          value={wordsIn(confirmation.message, lang)}
          onChange={(words) =>
            props.onChange({
              ...confirmation,
              message: withWords(confirmation.message, lang, words),
            })
          }
        />
      ) : (
        <>
          {kind === 'page' ? (
            <Field
              label={t('adminForms.confirmation.pagePath')}
              hint={t('adminForms.confirmation.pagePathHint', { origin })}
              error={problem}
              required
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  dir="ltr"
                  value={pathOf(confirmation.url)}
                  onChange={(event) => {
                    const path = event.target.value.trim();
                    props.onChange({
                      ...confirmation,
                      url: `${origin}${path.startsWith('/') ? '' : '/'}${path}`,
                    });
                  }}
                />
              )}
            </Field>
          ) : (
            <Field
              label={t('adminForms.confirmation.url')}
              hint={t('adminForms.confirmation.urlHint')}
              error={problem}
              required
            >
              {(control) => (
                <input
                  {...control}
                  type="url"
                  dir="ltr"
                  inputMode="url"
                  value={confirmation.url}
                  onChange={(event) =>
                    props.onChange({ ...confirmation, url: event.target.value.trim() })
                  }
                />
              )}
            </Field>
          )}
          <CheckSetting
            label={t('adminForms.confirmation.newTab')}
            checked={confirmation.newTab}
            onChange={(newTab) => props.onChange({ ...confirmation, newTab })}
          />
        </>
      )}
    </section>
  );
}

const ADMIN_EMAIL = '{admin_email}';

export function NotificationsEditor(props: {
  definition: WebFormDefinition;
  lang: Language;
  problems: readonly string[];
  onChange: (notifications: WebFormNotification[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { definition, lang } = props;
  const notifications = definition.notifications;
  const emailFields = allFields(definition).filter((field) => field.type === 'email');
  const replace = (index: number, next: WebFormNotification) =>
    props.onChange(notifications.map((one, i) => (i === index ? next : one)));
  const general = props.problems.filter((one) => one.startsWith('notifications'));
  return (
    <section
      className="admin-card form-builder__group"
      aria-labelledby="form-builder-notifications"
    >
      <h3 id="form-builder-notifications">{t('adminForms.notification.title')}</h3>
      <p className="admin-field__hint">{t('adminForms.notification.intro')}</p>
      {general.length > 0 ? (
        <ul className="admin-notice admin-notice--error" role="alert">
          {general.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {notifications.length === 0 ? (
        <p className="admin-field__hint">{t('adminForms.notification.none')}</p>
      ) : null}
      {notifications.map((notification, index) => {
        const toOwner = notification.to.includes(ADMIN_EMAIL);
        const others = notification.to.filter((one) => one !== ADMIN_EMAIL);
        const setTo = (owner: boolean, addresses: string[]) =>
          replace(index, { ...notification, to: [...(owner ? [ADMIN_EMAIL] : []), ...addresses] });
        return (
          <fieldset key={index} className="admin-fieldset form-builder__group">
            <legend>{t('adminForms.notification.numbered', { n: index + 1 })}</legend>
            <CheckSetting
              label={t('adminForms.notification.enabled')}
              checked={notification.enabled}
              onChange={(enabled) => replace(index, { ...notification, enabled })}
            />
            <CheckSetting
              label={t('adminForms.notification.toOwner')}
              checked={toOwner}
              onChange={(owner) => setTo(owner, others)}
            />
            <ListSetting
              label={t('adminForms.notification.to')}
              hint={t('adminForms.notification.toHint')}
              inputMode="email"
              value={others}
              onChange={(addresses) => setTo(toOwner, addresses)}
            />
            <TextSetting
              label={t('adminForms.notification.subject')}
              hint={t('adminForms.notification.subjectHint')}
              dir={lang === 'he' ? 'rtl' : 'ltr'}
              value={wordsIn(notification.subject, lang)}
              onChange={(words) =>
                replace(index, {
                  ...notification,
                  subject: withWords(notification.subject, lang, words),
                })
              }
            />
            <TextSetting
              label={t('adminForms.notification.message')}
              hint={t('adminForms.notification.messageHint')}
              dir={lang === 'he' ? 'rtl' : 'ltr'}
              multiline
              value={wordsIn(notification.message, lang)}
              onChange={(words) =>
                replace(index, {
                  ...notification,
                  message: withWords(notification.message, lang, words),
                })
              }
            />
            <div className="admin-field">
              <label className="admin-field__label" htmlFor={`${id}-${index}-reply`}>
                {t('adminForms.notification.replyTo')}
              </label>
              <select
                id={`${id}-${index}-reply`}
                value={notification.replyToField ?? ''}
                onChange={(event) => {
                  const { replyToField: _old, ...rest } = notification;
                  replace(
                    index,
                    event.target.value ? { ...rest, replyToField: event.target.value } : rest,
                  );
                }}
              >
                <option value="">{t('adminForms.notification.noReplyTo')}</option>
                {emailFields.map((field) => (
                  <option key={field.id} value={field.id}>
                    {fieldName(field, lang)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <button
                type="button"
                className="button button--quiet form-builder__remove"
                onClick={() => props.onChange(notifications.filter((_, i) => i !== index))}
              >
                {t('adminForms.notification.remove', { n: index + 1 })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {notifications.length < 10 ? (
        <div>
          <button
            type="button"
            className="button button--quiet"
            onClick={() =>
              props.onChange([...notifications, { enabled: true, to: [ADMIN_EMAIL], subject: {} }])
            }
          >
            {t('adminForms.notification.add')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
