// The attribute's form: its names in both languages, its address part, and how its terms' swatches
// are shown (colours, pictures or labels); Delete confirmed (its terms go with it). A saved
// attribute is edited with its version; a refused save keeps what was typed, the field named.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
import { ATTRIBUTES_KEY, bareSlug, type SwatchKind, type WcAttribute } from './attribute-types.ts';

interface AttributeFields {
  name: string;
  nameHe: string;
  slug: string;
  swatchKind: SwatchKind;
}

const fieldsOf = (attribute: WcAttribute | null): AttributeFields => ({
  name: attribute?.name ?? '',
  nameHe: attribute?.translations.he.name ?? '',
  slug: attribute ? bareSlug(attribute.slug) : '',
  swatchKind: attribute?.swatch_kind ?? 'label',
});

const bodyOf = (fields: AttributeFields) => ({
  name: fields.name.trim(),
  ...(fields.slug.trim() ? { slug: fields.slug.trim() } : {}),
  swatch_kind: fields.swatchKind,
  translations: { he: { name: fields.nameHe.trim() || null } },
});
type Body = ReturnType<typeof bodyOf>;

export function EditAttribute({ id, onDone }: { id: string; onDone: () => void }) {
  const resource = useEditableResource('/wp-json/wc/v3/products/attributes/{id}', { id });
  const [generation, setGeneration] = useState(0);
  const attribute = resource.data as WcAttribute | undefined;
  if (resource.isLoading) return <LoadingState />;
  if (!attribute) return <ErrorState error={resource.loadError} onRetry={resource.refetch} />;
  return (
    <AttributeForm
      key={`${id}-${generation}`}
      attribute={attribute}
      save={(body) => resource.save(body as never) as Promise<WcAttribute>}
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

export function NewAttribute({ onDone }: { onDone: (created?: WcAttribute) => void }) {
  const client = useOwnerClient();
  const create = useMutation({
    mutationFn: (body: Body) =>
      client.post('/wp-json/wc/v3/products/attributes', { body }) as Promise<WcAttribute>,
  });
  return (
    <AttributeForm
      attribute={null}
      save={(body) => create.mutateAsync(body)}
      saving={create.isPending}
      saveError={create.error}
      conflict={null}
      onDone={onDone}
    />
  );
}

function AttributeForm({
  attribute,
  save,
  saving,
  saveError,
  conflict,
  onDone,
}: {
  attribute: WcAttribute | null;
  save: (body: Body) => Promise<WcAttribute>;
  saving: boolean;
  saveError: unknown;
  conflict: { onReload: () => void; onOverwrite: () => void } | null;
  onDone: (saved?: WcAttribute) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const messageOf = useErrorMessage();
  const [fields, setFields] = useState(() => fieldsOf(attribute));
  const [baseline, setBaseline] = useState(fields);
  useUnsavedChangesPrompt(JSON.stringify(fields) !== JSON.stringify(baseline));
  const set = <K extends keyof AttributeFields>(name: K, value: AttributeFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const errors = fieldErrorsOf(saveError);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save(bodyOf(fields));
      setBaseline(fields);
      toast(t('attributesAdmin.attributeSaved', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: ATTRIBUTES_KEY });
      onDone(saved);
    } catch {
      // Shown beside the fields; what was typed stays.
    }
  };
  const kinds: SwatchKind[] = ['color', 'image', 'label'];
  return (
    <form className="attribute-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="attribute-form__title">
        {attribute
          ? t('attributesAdmin.editAttribute', { name: attribute.name })
          : t('attributesAdmin.new')}
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
      <Field
        label={t('attributesAdmin.slug')}
        hint={t('attributesAdmin.slugHint')}
        error={errors.slug}
      >
        {(control) => (
          <input
            {...control}
            dir="ltr"
            value={fields.slug}
            onChange={(e) => set('slug', e.target.value)}
          />
        )}
      </Field>
      <Field label={t('attributesAdmin.swatchKind')} error={errors.swatch_kind}>
        {(control) => (
          <select
            {...control}
            value={fields.swatchKind}
            onChange={(e) => set('swatchKind', e.target.value as SwatchKind)}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`attributesAdmin.swatch.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormFooter
        saving={saving}
        savingLabel={t('attributesAdmin.saving')}
        saveLabel={t(
          attribute ? 'attributesAdmin.saveAttribute' : 'attributesAdmin.createAttribute',
        )}
        onCancel={() => onDone()}
        cancelLabel={t('attributesAdmin.cancel')}
      >
        {attribute ? (
          <DeleteButton
            label={t('attributesAdmin.deleteAttribute')}
            confirmTitle={t('attributesAdmin.deleteAttributeTitle', { name: attribute.name })}
            confirmBody={t('attributesAdmin.deleteAttributeBody')}
            deletedMessage={t('attributesAdmin.attributeDeleted', { name: attribute.name })}
            remove={() =>
              client.delete('/wp-json/wc/v3/products/attributes/{id}', {
                params: { id: attribute.id },
                query: { force: true },
              })
            }
            refresh={ATTRIBUTES_KEY}
            onDeleted={() => onDone()}
          />
        ) : null}
      </FormFooter>
    </form>
  );
}
