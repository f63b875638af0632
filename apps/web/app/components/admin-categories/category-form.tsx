// A category's form, beside the tree: names and descriptions in English and Hebrew, the address,
// the parent (any category but itself and those below it: the tree never loops), the picture from
// the media library, Save, and Delete (confirmed; its subcategories move up, its products stay). A
// saved category is edited with its version (a save after someone else's shows the conflict
// choice); a refused save keeps what was typed and names the field.
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
import { PictureField } from '../admin-library/picture-field.tsx';
import {
  CATEGORIES_KEY,
  idsAtOrBelow,
  parentOf,
  treeOrder,
  type WcCategory,
} from './category-types.ts';

interface CategoryFields {
  name: string;
  slug: string;
  description: string;
  nameHe: string;
  descriptionHe: string;
  parent: string;
  image: string | null;
}

const blank: CategoryFields = {
  name: '',
  slug: '',
  description: '',
  nameHe: '',
  descriptionHe: '',
  parent: '',
  image: null,
};

const fieldsOf = (category: WcCategory): CategoryFields => ({
  name: category.name,
  slug: category.slug,
  description: category.description,
  nameHe: category.translations.he.name ?? '',
  descriptionHe: category.translations.he.description ?? '',
  parent: parentOf(category) ?? '',
  image: category.image?.id ? String(category.image.id) : null,
});

const bodyOf = (fields: CategoryFields) => ({
  name: fields.name.trim(),
  ...(fields.slug.trim() ? { slug: fields.slug.trim() } : {}),
  description: fields.description,
  parent: fields.parent || 0,
  image: fields.image ? { id: fields.image } : null,
  translations: {
    he: { name: fields.nameHe.trim() || null, description: fields.descriptionHe || null },
  },
});

type Body = ReturnType<typeof bodyOf>;

export function EditCategory({
  id,
  tree,
  onDone,
}: {
  id: string;
  tree: Map<string | null, WcCategory[]>;
  onDone: () => void;
}) {
  const resource = useEditableResource('/wp-json/wc/v3/products/categories/{id}', { id });
  const [generation, setGeneration] = useState(0);
  const category = resource.data as WcCategory | undefined;
  if (resource.isLoading) return <LoadingState />;
  if (!category) return <ErrorState error={resource.loadError} onRetry={resource.refetch} />;
  return (
    <CategoryForm
      key={`${id}-${generation}`}
      category={category}
      initial={fieldsOf(category)}
      tree={tree}
      save={(body) => resource.save(body as never) as Promise<WcCategory>}
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

export function NewCategory({
  tree,
  onDone,
}: {
  tree: Map<string | null, WcCategory[]>;
  onDone: () => void;
}) {
  const client = useOwnerClient();
  const create = useMutation({
    mutationFn: (body: Body) =>
      client.post('/wp-json/wc/v3/products/categories', { body }) as Promise<WcCategory>,
  });
  return (
    <CategoryForm
      category={null}
      initial={blank}
      tree={tree}
      save={(body) => create.mutateAsync(body)}
      saving={create.isPending}
      saveError={create.error}
      conflict={null}
      onDone={onDone}
    />
  );
}

function CategoryForm({
  category,
  initial,
  tree,
  save,
  saving,
  saveError,
  conflict,
  onDone,
}: {
  category: WcCategory | null;
  initial: CategoryFields;
  tree: Map<string | null, WcCategory[]>;
  save: (body: Body) => Promise<WcCategory>;
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
  const [fields, setFields] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const dirty = JSON.stringify(fields) !== JSON.stringify(baseline);
  useUnsavedChangesPrompt(dirty);
  const set = <K extends keyof CategoryFields>(name: K, value: CategoryFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));
  const errors = fieldErrorsOf(saveError);
  const below = category ? idsAtOrBelow(category.id, tree) : new Set<string>();
  const parents = treeOrder(tree).filter(({ category: one }) => !below.has(one.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await save(bodyOf(fields));
      setBaseline(fields);
      toast(
        t(category ? 'categoriesAdmin.saved' : 'categoriesAdmin.created', { name: saved.name }),
      );
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      onDone();
    } catch {
      // Shown beside the fields; what was typed stays.
    }
  };

  return (
    <form className="category-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="category-form__title">
        {category
          ? t('categoriesAdmin.editTitle', { name: category.name })
          : t('categoriesAdmin.newTitle')}
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
          {Object.keys(errors).length ? t('categoriesAdmin.saveFailed') : messageOf(saveError)}
        </p>
      ) : null}
      <fieldset className="category-form__language">
        <legend>{t('categoriesAdmin.english')}</legend>
        <Field label={t('categoriesAdmin.name')} required error={errors.name}>
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
        <Field label={t('categoriesAdmin.descriptionField')} error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              lang="en"
              dir="ltr"
              value={fields.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="category-form__language" lang="he" dir="rtl">
        <legend>{t('categoriesAdmin.hebrew')}</legend>
        <Field label={t('categoriesAdmin.nameHe')} error={errors['translations.he.name']}>
          {(control) => (
            <input
              {...control}
              value={fields.nameHe}
              onChange={(e) => set('nameHe', e.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('categoriesAdmin.descriptionHe')}
          error={errors['translations.he.description']}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={fields.descriptionHe}
              onChange={(e) => set('descriptionHe', e.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <Field
        label={t('categoriesAdmin.slug')}
        hint={t('categoriesAdmin.slugHint')}
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
      <Field label={t('categoriesAdmin.parent')} error={errors.parent}>
        {(control) => (
          <select
            {...control}
            value={fields.parent}
            onChange={(e) => set('parent', e.target.value)}
          >
            <option value="">{t('categoriesAdmin.topLevel')}</option>
            {parents.map(({ category: one, depth }) => (
              <option key={one.id} value={one.id}>
                {`${'— '.repeat(depth)}${one.name}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PictureField
        label={t('categoriesAdmin.picture')}
        value={fields.image}
        onChange={(id) => set('image', id)}
        error={errors.image}
        labels={{
          choose: t('categoriesAdmin.choosePicture'),
          change: t('categoriesAdmin.changePicture'),
          remove: t('categoriesAdmin.removePicture'),
          none: t('categoriesAdmin.noPicture'),
        }}
      />
      <FormFooter
        saving={saving}
        savingLabel={t('categoriesAdmin.saving')}
        saveLabel={t(category ? 'categoriesAdmin.save' : 'categoriesAdmin.create')}
        onCancel={onDone}
        cancelLabel={t('categoriesAdmin.cancel')}
      >
        {category ? (
          <DeleteButton
            label={t('categoriesAdmin.delete')}
            confirmTitle={t('categoriesAdmin.deleteTitle', { name: category.name })}
            confirmBody={t('categoriesAdmin.deleteBody')}
            deletedMessage={t('categoriesAdmin.deleted', { name: category.name })}
            remove={() =>
              client.delete('/wp-json/wc/v3/products/categories/{id}', {
                params: { id: category.id },
                query: { force: true },
              })
            }
            refresh={CATEGORIES_KEY}
            onDeleted={onDone}
          />
        ) : null}
      </FormFooter>
      {category ? (
        <p className="category-form__view">
          <a href={`/category/${category.slug}`} target="_blank" rel="noopener">
            {t('categoriesAdmin.viewOnShop')}
          </a>
        </p>
      ) : null}
    </form>
  );
}
