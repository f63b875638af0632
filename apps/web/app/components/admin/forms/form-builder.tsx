// The form builder: the form's title, the language its words are being written in, its pages and
// fields (pages-editor.tsx), what happens after sending (after-sending-editor.tsx) and its
// settings, beside the form as visitors will see it, in the language being written
// (form-preview.tsx: the real form component, following the edits).
// Whatever the API refuses shows beside the field, page or part it names; the rest above the form.
import type { Language, WebFormDefinition } from '@pinwheel/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../translation.ts';
import { Field } from '../field.tsx';
import { ConfirmationEditor, NotificationsEditor } from './after-sending-editor.tsx';
import { FormPreview, type PreviewPlaces } from './form-preview.tsx';
import { FormSettingsEditor } from './form-settings-editor.tsx';
import type { DraftProblems, FormDraft } from './form-draft.ts';
import { PagesEditor } from './pages-editor.tsx';
import { SelectSetting } from './setting-controls.tsx';

export function FormBuilder(props: {
  draft: FormDraft;
  onChange: (draft: FormDraft) => void;
  onSubmit: () => void;
  saving: boolean;
  /** Nothing to save (or a conflict to settle first). */
  submitDisabled?: boolean;
  submitLabel: string;
  problems: DraftProblems;
  titleError?: string | undefined;
  generalError?: string | undefined;
  /** Beside the save button (delete, open the form's page). */
  extra?: ReactNode;
  /** Above the save button: where the form's changes stand (saved as a draft, unpublished…). */
  status?: ReactNode;
  /** The preview's address countries. */
  places: PreviewPlaces;
}) {
  const { t, lang: ownerLang } = useTranslation();
  const { draft, problems } = props;
  // The owner writes the form's words one language at a time; the preview speaks that language.
  const [lang, setLang] = useState<Language>(ownerLang);
  const [openField, setOpenField] = useState<string | null>(null);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const setDefinition = (definition: WebFormDefinition) => props.onChange({ ...draft, definition });
  const editingPage = openField
    ? draft.definition.pages.findIndex((page) => page.fields.some((one) => one.id === openField))
    : -1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const general = [
    ...(props.generalError ? [props.generalError] : []),
    ...problems.general.filter(
      (one) => !one.startsWith('confirmation') && !one.startsWith('notifications'),
    ),
  ];

  return (
    <div className="form-builder">
      <div className="form-builder__grid">
        <form className="form-builder__editor" onSubmit={submit} noValidate>
          {general.length > 0 ? (
            <ul className="admin-notice admin-notice--error" role="alert">
              {general.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <section className="admin-card form-builder__group" aria-labelledby="form-builder-about">
            <h3 id="form-builder-about">{t('adminForms.builder.about')}</h3>
            <Field
              label={t('adminForms.builder.title')}
              hint={t('adminForms.builder.titleHint')}
              error={props.titleError}
              required
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={200}
                  value={draft.title}
                  onChange={(event) => props.onChange({ ...draft, title: event.target.value })}
                />
              )}
            </Field>
            <SelectSetting<Language>
              label={t('adminForms.builder.language')}
              hint={t('adminForms.builder.languageHint')}
              value={lang}
              options={[
                { value: 'en', label: 'English' },
                { value: 'he', label: 'עברית' },
              ]}
              onChange={setLang}
            />
          </section>
          <PagesEditor
            definition={draft.definition}
            lang={lang}
            problems={problems}
            onChange={setDefinition}
            openField={openField}
            onOpenField={setOpenField}
          />
          <ConfirmationEditor
            definition={draft.definition}
            lang={lang}
            origin={origin}
            problems={problems.general}
            onChange={(confirmation) => setDefinition({ ...draft.definition, confirmation })}
          />
          <NotificationsEditor
            definition={draft.definition}
            lang={lang}
            problems={problems.general}
            onChange={(notifications) => setDefinition({ ...draft.definition, notifications })}
          />
          <FormSettingsEditor definition={draft.definition} lang={lang} onChange={setDefinition} />
          <div className="admin-form__actions form-builder__actions">
            {props.status}
            <button
              type="submit"
              className="button button--primary"
              disabled={props.saving || props.submitDisabled === true}
            >
              {props.saving ? t('adminForms.builder.saving') : props.submitLabel}
            </button>
            {props.extra}
          </div>
        </form>
        <aside className="form-builder__preview" aria-labelledby="form-builder-preview">
          <h3 id="form-builder-preview">{t('adminForms.builder.preview')}</h3>
          <p className="admin-field__hint">{t('adminForms.builder.previewHint')}</p>
          <FormPreview
            definition={draft.definition}
            lang={lang}
            places={props.places}
            editingPage={editingPage >= 0 ? editingPage : null}
          />
        </aside>
      </div>
    </div>
  );
}
