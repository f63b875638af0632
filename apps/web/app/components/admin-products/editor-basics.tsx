// The editor's first sections: the kind of product (chosen once), its status, its name and texts
// in English and Hebrew (rich text, sanitised by the server), and its address.
import { useTranslation } from '../../translation.ts';
import { Field } from '../admin/field.tsx';
import { RichTextField } from '../admin/rich-text-field.tsx';
import { useEditor, useSetter } from './editor-context.tsx';
import type { ProductStatus } from './product-form.ts';

const STATUSES: ProductStatus[] = ['draft', 'publish', 'pending', 'private'];

export function EditorBasics() {
  const { t } = useTranslation();
  const { form, errors, existing } = useEditor();
  const set = useSetter();
  return (
    <section className="editor-section" aria-labelledby="editor-basics">
      <h3 id="editor-basics" className="editor-section__title">
        {t('productsAdmin.section.basics')}
      </h3>
      <fieldset className="editor-type" disabled={existing}>
        <legend>{t('productsAdmin.type')}</legend>
        {existing ? <p className="admin-field__hint">{t('productsAdmin.typeFixed')}</p> : null}
        {(['simple', 'variable'] as const).map((type) => (
          <label key={type} className="editor-choice">
            <input
              type="radio"
              name="product-type"
              value={type}
              checked={form.type === type}
              onChange={() => set('type')(type)}
            />
            {t(`productsAdmin.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="editor-grid">
        <Field label={t('productsAdmin.name')} required error={errors.name}>
          {(control) => (
            <input
              {...control}
              type="text"
              dir="auto"
              value={form.name}
              maxLength={200}
              onChange={(event) => set('name')(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('productsAdmin.nameHe')}
          hint={t('productsAdmin.heHint')}
          error={errors['translations.he.name'] ?? errors.translations}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              dir="rtl"
              lang="he"
              value={form.nameHe}
              maxLength={200}
              onChange={(event) => set('nameHe')(event.target.value)}
            />
          )}
        </Field>
        <Field
          label={t('productsAdmin.slug')}
          hint={t('productsAdmin.slugHint', { slug: form.slug || '…' })}
          error={errors.slug}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              dir="ltr"
              value={form.slug}
              maxLength={200}
              onChange={(event) => set('slug')(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('productsAdmin.statusField')} error={errors.status}>
          {(control) => (
            <select
              {...control}
              value={form.status}
              onChange={(event) => set('status')(event.target.value as ProductStatus)}
            >
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`productsAdmin.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="editor-grid editor-grid--texts">
        <RichTextField
          label={t('productsAdmin.shortDescription')}
          value={form.shortDescription}
          onChange={set('shortDescription')}
          error={errors.short_description}
        />
        <RichTextField
          label={t('productsAdmin.shortDescriptionHe')}
          value={form.shortDescriptionHe}
          onChange={set('shortDescriptionHe')}
          dir="rtl"
          hint={t('productsAdmin.heHint')}
          error={errors['translations.he.short_description']}
        />
        <RichTextField
          label={t('productsAdmin.descriptionField')}
          value={form.description}
          onChange={set('description')}
          error={errors.description}
        />
        <RichTextField
          label={t('productsAdmin.descriptionHe')}
          value={form.descriptionHe}
          onChange={set('descriptionHe')}
          dir="rtl"
          hint={t('productsAdmin.heHint')}
          error={errors['translations.he.description']}
        />
      </div>
    </section>
  );
}
