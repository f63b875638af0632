// Which categories the product is in: every category of the shop as a checkbox, subcategories
// indented under their parent.
import { useTranslation } from '../../translation.ts';
import { useEditor, useSetter } from './editor-context.tsx';
import { useCategories } from './product-list-data.ts';

type Category = { id: string; name: string; parent: string | number };

/** The categories in tree order, each with its depth. */
function inTreeOrder(categories: readonly Category[]) {
  const ordered: { category: Category; depth: number }[] = [];
  const ids = new Set(categories.map((category) => category.id));
  const walk = (parent: string | null, depth: number) => {
    for (const category of categories) {
      const parentId = String(category.parent);
      const top = parentId === '0' || !ids.has(parentId);
      if ((parent === null && top) || (parent !== null && parentId === parent)) {
        ordered.push({ category, depth });
        walk(category.id, depth + 1);
      }
    }
  };
  walk(null, 0);
  return ordered;
}

export function EditorCategories() {
  const { t } = useTranslation();
  const { form, errors } = useEditor();
  const setIds = useSetter()('categoryIds');
  const categories = useCategories();
  const all = inTreeOrder(categories.data ?? []);
  return (
    <section className="editor-section" aria-labelledby="editor-categories">
      <h3 id="editor-categories" className="editor-section__title">
        {t('productsAdmin.section.categories')}
      </h3>
      <fieldset className="editor-checks">
        <legend className="visually-hidden">{t('productsAdmin.section.categories')}</legend>
        {categories.isSuccess && all.length === 0 ? (
          <p className="admin-field__hint">{t('productsAdmin.noCategories')}</p>
        ) : null}
        {all.map(({ category, depth }) => (
          <label
            key={category.id}
            className="editor-choice"
            style={{ paddingInlineStart: `${depth * 1.5}rem` }}
          >
            <input
              type="checkbox"
              checked={form.categoryIds.includes(category.id)}
              onChange={(event) =>
                setIds(
                  event.target.checked
                    ? [...form.categoryIds, category.id]
                    : form.categoryIds.filter((id) => id !== category.id),
                )
              }
            />
            {category.name}
          </label>
        ))}
      </fieldset>
      {errors.categories ? <p className="admin-field__error">{errors.categories}</p> : null}
    </section>
  );
}
