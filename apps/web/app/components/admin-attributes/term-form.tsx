// A term's form: its names and descriptions in both languages, its address part, and its swatch:
// a colour (the browser's colour picker and the code typed, kept in step) for an attribute shown as
// colours, a library picture for one shown as pictures. Delete confirmed. A saved term is edited
// with its version; a refused save keeps what was typed, the field named.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../translation.ts';
import { DeleteButton } from '../admin/delete-button.tsx';
import { EditConflict } from '../admin/edit-conflict.tsx';
import { useEditableResource } from '../admin/editable-resource.ts';
import { Field, fieldErrorsOf } from '../admin/field.tsx';
import { FormFooter } from '../admin/form-footer.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { ErrorState, LoadingState, useErrorMessage } from '../admin/page-states.tsx';
import { useToast } from '../admin/toast.tsx';
import { useUnsavedChangesPrompt } from '../admin/unsaved-changes.ts';
import { PictureField } from '../admin-library/picture-field.tsx';
import { HEX_COLOR, termsKey, type WcAttribute, type WcTerm } from './attribute-types.ts';

interface TermFields {
  name: string;
  nameHe: string;
  slug: string;
  description: string;
  descriptionHe: string;
  color: string;
  image: string | null;
}

const fieldsOf = (term: WcTerm | null): TermFields => ({
  name: term?.name ?? '',
  nameHe: term?.translations.he.name ?? '',
  slug: term?.slug ?? '',
  description: term?.description ?? '',
  descriptionHe: term?.translations.he.description ?? '',
  color: term?.color ?? '',
  image: term?.image?.id ?? null,
});

function bodyOf(fields: TermFields, kind: WcAttribute['swatch_kind']) {
  return {
    name: fields.name.trim(),
    ...(fields.slug.trim() ? { slug: fields.slug.trim() } : {}),
    description: fields.description,
    translations: {
      he: { name: fields.nameHe.trim() || null, description: fields.descriptionHe || null },
    },
    ...(kind === 'color' ? { color: fields.color.trim() || null } : {}),
    ...(kind === 'image' ? { image: fields.image ? { id: fields.image } : null } : {}),
  };
}
type Body = ReturnType<typeof bodyOf>;

export function EditTerm({
  attribute,
  id,
  onDone,
}: {
  attribute: WcAttribute;
  id: string;
  onDone: () => void;
}) {
  const resource = useEditableResource(
    '/wp-json/wc/v3/products/attributes/{attribute_id}/terms/{id}',
    { attribute_id: attribute.id, id },
  );
  const [generation, setGeneration] = useState(0);
  const term = resource.data as WcTerm | undefined;
  if (resource.isLoading) return <LoadingState />;
  if (!term) return <ErrorState error={resource.loadError} onRetry={resource.refetch} />;
  return (
    <TermForm
      key={`${id}-${generation}`}
      attribute={attribute}
      term={term}
      save={(body) => resource.save(body as never) as Promise<WcTerm>}
      saving={resource.isSaving}
      saveError={resource.saveError}
      conflict={
        resource.conflict
          ? {
              onReload: () => void resource.reload().then(() => setGeneration((n) => n + 1)),
              onOverwrite: () => void resource.overwrite(),
            }
          : null
      }
      onDone={onDone}
    />
  );
}

export function NewTerm({ attribute, onDone }: { attribute: WcAttribute; onDone: () => void }) {
  const client = useOwnerClient();
  const create = useMutation({
    mutationFn: (body: Body) =>
      client.post('/wp-json/wc/v3/products/attributes/{attribute_id}/terms', {
        params: { attribute_id: attribute.id },
        body,
      }) as Promise<WcTerm>,
  });
  return (
    <TermForm
      attribute={attribute}
      term={null}
      save={(body) => create.mutateAsync(body)}
      saving={create.isPending}
      saveError={create.error}
      conflict={null}
      onDone={onDone}
    />
  );
}

function TermForm({
  attribute,
  term,
  save,
  saving,
  saveError,
  conflict,
  onDone,
}: {
  attribute: WcAttribute;
  term: WcTerm | null;
  save: (body: Body) => Promise<WcTerm>;
  saving: boolean;
  saveError: unknown;
  conflict: { onReload: () => void; onOverwrite: () => void } | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const pickerId = useId();
  const [fields, setFields] = useState(() => fieldsOf(term));
  const [baseline, setBaseline] = useState(fields);
  useUnsavedChangesPrompt(JSON.stringify(fields) !== JSON.stringify(baseline));
  const set = <K extends keyof TermFields>(name: K, value: TermFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const errors = fieldErrorsOf(saveError);
  const [colorProblem, setColorProblem] = useState(false);
  const colorError = colorProblem ? t('attributesAdmin.colorHint') : errors.color;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const badColor =
      attribute.swatch_kind === 'color' &&
      fields.color.trim() !== '' &&
      !HEX_COLOR.test(fields.color.trim());
    setColorProblem(badColor);
    if (badColor) return;
    try {
      const saved = await save(bodyOf(fields, attribute.swatch_kind));
      setBaseline(fields);
      toast(t('attributesAdmin.termSaved', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: termsKey(attribute.id) });
      onDone();
    } catch {
      // Shown beside the fields; what was typed stays.
    }
  };
  return (
    <form className="term-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="term-form__title">
        {term ? t('attributesAdmin.editTerm', { name: term.name }) : t('attributesAdmin.newTerm')}
      </h3>
      {conflict ? (
        <EditConflict
          onReload={conflict.onReload}
          onOverwrite={conflict.onOverwrite}
          busy={saving}
        />
      ) : null}
      {saveError && !conflict ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {Object.keys(errors).length ? t('attributesAdmin.saveFailed') : messageOf(saveError)}
        </p>
      ) : null}
      <Field label={t('attributesAdmin.name')} required error={errors.name}>
        {(control) => (
          <input
            {...control}
            lang="en"
            dir="ltr"
            value={fields.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('attributesAdmin.nameHe')} error={errors['translations.he.name']}>
        {(control) => (
          <input
            {...control}
            lang="he"
            dir="rtl"
            value={fields.nameHe}
            onChange={(e) => set('nameHe', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('attributesAdmin.slug')} error={errors.slug}>
        {(control) => (
          <input
            {...control}
            dir="ltr"
            value={fields.slug}
            onChange={(e) => set('slug', e.target.value)}
          />
        )}
      </Field>
      {attribute.swatch_kind === 'color' ? (
        <div className="term-form__color">
          <label htmlFor={pickerId} className="admin-field__label">
            {t('attributesAdmin.color')}
          </label>
          <input
            id={pickerId}
            type="color"
            className="term-form__picker"
            value={HEX_COLOR.test(fields.color) ? fields.color.toLowerCase() : '#000000'}
            onChange={(e) => set('color', e.target.value)}
          />
          <Field
            label={t('attributesAdmin.colorHex')}
            hint={t('attributesAdmin.colorHint')}
            error={colorError}
          >
            {(control) => (
              <input
                {...control}
                dir="ltr"
                className="term-form__hex"
                value={fields.color}
                placeholder="#1f3a5f"
                onChange={(e) => set('color', e.target.value)}
              />
            )}
          </Field>
        </div>
      ) : null}
      {attribute.swatch_kind === 'image' ? (
        <PictureField
          label={t('attributesAdmin.picture')}
          value={fields.image}
          onChange={(id) => set('image', id)}
          error={errors.image}
          labels={{
            choose: t('attributesAdmin.choosePicture'),
            change: t('attributesAdmin.choosePicture'),
            remove: t('attributesAdmin.removePicture'),
            none: t('categoriesAdmin.noPicture'),
          }}
        />
      ) : null}
      <Field label={t('attributesAdmin.termDescription')} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            lang="en"
            dir="ltr"
            value={fields.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('attributesAdmin.termDescriptionHe')}
        error={errors['translations.he.description']}
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            lang="he"
            dir="rtl"
            value={fields.descriptionHe}
            onChange={(e) => set('descriptionHe', e.target.value)}
          />
        )}
      </Field>
      <FormFooter
        saving={saving}
        savingLabel={t('attributesAdmin.saving')}
        saveLabel={t(term ? 'attributesAdmin.saveTerm' : 'attributesAdmin.createTerm')}
        onCancel={onDone}
        cancelLabel={t('attributesAdmin.cancel')}
      >
        {term ? (
          <DeleteButton
            label={t('attributesAdmin.deleteTerm')}
            confirmTitle={t('attributesAdmin.deleteTermTitle', { name: term.name })}
            confirmBody={t('attributesAdmin.deleteTermBody')}
            deletedMessage={t('attributesAdmin.termDeleted', { name: term.name })}
            remove={() =>
              client.delete('/wp-json/wc/v3/products/attributes/{attribute_id}/terms/{id}', {
                params: { attribute_id: attribute.id, id: term.id },
                query: { force: true },
              })
            }
            refresh={termsKey(attribute.id)}
            onDeleted={onDone}
          />
        ) : null}
      </FormFooter>
    </form>
  );
}
