// The frame of an owner settings form: the outcome of the last save (a notice once saved, or a
// summary of what was refused with links to each field), the fields, and the save button. A plain
// POST with the nonce: without JavaScript the server redirects back with the notice; with it the
// same happens without a reload. A refused save is drawn again from what the owner posted.
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import type { MessageKey, SettingsFormValues } from '@pinwheel/core';
import { NonceField } from '../nonce-field.tsx';
import { useTranslation } from '../../translation.ts';
import { SettingsFormProvider, fieldIds } from './settings-form-state.tsx';

export function SettingsForm(props: {
  labelledBy: string;
  values: SettingsFormValues;
  errors: Record<string, string>;
  /** Each field's label, for the summary's links to the fields refused. */
  labels: Record<string, MessageKey>;
  saved: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // From the click until the page is back (the action, then its redirect's loaders).
  const busy = navigation.state !== 'idle' && navigation.formData !== undefined;
  const summary = useRef<HTMLDivElement>(null);
  const refused = Object.keys(props.errors).length > 0;
  const savedShown = props.saved && !refused && !busy;
  // After a refused save without a reload, bring the keyboard to the summary (a reload lands at
  // the top of the page, where it is the first thing after the heading).
  useEffect(() => {
    if (refused) summary.current?.focus();
  }, [refused, props.errors]);
  return (
    <>
      {/* Emptied while a save runs, so a second save in a row is announced again. */}
      <div role="status" className={savedShown ? 'settings-saved' : 'visually-hidden'}>
        {savedShown ? t('settings.saved') : ''}
      </div>
      {refused ? (
        <div
          ref={summary}
          className="settings-refused"
          role="alert"
          tabIndex={-1}
          aria-labelledby="settings-refused-title"
        >
          <p id="settings-refused-title" className="settings-refused__title">
            {t('settings.refused')}
          </p>
          <ul>
            {Object.entries(props.errors).map(([name, message]) => (
              <li key={name}>
                {props.labels[name] ? (
                  <a href={`#${fieldIds(name).input}`}>
                    {t(props.labels[name])}: {message}
                  </a>
                ) : (
                  message
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form
        method="post"
        className="settings-form"
        aria-labelledby={props.labelledBy}
        noValidate
        // Drawn afresh when the values change (a save, or a refused post), so the inputs, which
        // keep their own state, show them.
        key={JSON.stringify(props.values)}
      >
        <NonceField />
        <SettingsFormProvider values={props.values} errors={props.errors}>
          {props.children}
        </SettingsFormProvider>
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('settings.saving') : t('settings.save')}
          </button>
        </div>
      </Form>
    </>
  );
}
