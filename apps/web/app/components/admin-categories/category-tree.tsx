// The category tree: each level a sortable list of its categories (drag by the handle, or the
// handle's keyboard dragging, or the Move up / Move down buttons), each category with its picture,
// names in both languages, address, product count and Edit; its subcategories nested under it. A
// new order is shown at once and saved in one batch of menu_order changes for that level; if the
// save fails the saved order comes back and the owner is told.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';
import { SortableList } from '../admin/sortable-list.tsx';
import { useToast } from '../admin/toast.tsx';
import { CATEGORIES_KEY, type WcCategory } from './category-types.ts';

export function CategoryTree({
  tree,
  editing,
}: {
  tree: Map<string | null, WcCategory[]>;
  editing: string | null;
}) {
  const { t } = useTranslation();
  const reorder = useReorder();
  const level = (parent: string | null, label: string) => {
    const items = tree.get(parent) ?? [];
    if (items.length === 0) return null;
    const move = (from: number, to: number) => {
      const next = [...items];
      const [moved] = next.splice(from, 1);
      if (!moved) return;
      next.splice(to, 0, moved);
      reorder.mutate(next);
    };
    return (
      <SortableList
        items={items}
        getId={(item) => item.id}
        getLabel={(item) => item.name}
        label={label}
        className="category-tree__level"
        onReorder={(next) => reorder.mutate(next)}
        renderItem={(item) => {
          const index = items.indexOf(item);
          return (
            <div className="category-tree__node">
              <div
                className={`category-tree__row${editing === item.id ? ' category-tree__row--editing' : ''}`}
              >
                {item.image ? (
                  <img
                    className="category-tree__thumb"
                    src={item.image.src}
                    alt=""
                    width={40}
                    height={40}
                  />
                ) : (
                  <span
                    className="category-tree__thumb category-tree__thumb--none"
                    aria-hidden="true"
                  />
                )}
                <div className="category-tree__names">
                  <span className="category-tree__name">{item.name}</span>
                  {item.translations.he.name ? (
                    <span className="category-tree__name-he" lang="he" dir="rtl">
                      {item.translations.he.name}
                    </span>
                  ) : null}
                  <span className="category-tree__meta">
                    <bdi dir="ltr">/category/{item.slug}</bdi> ·{' '}
                    {item.count === 1
                      ? t('categoriesAdmin.productsOne')
                      : t('categoriesAdmin.products', { count: item.count })}
                  </span>
                </div>
                <div className="category-tree__actions">
                  <button
                    type="button"
                    className="button button--quiet category-tree__move"
                    disabled={index === 0 || reorder.isPending}
                    aria-label={t('categoriesAdmin.moveUp', { name: item.name })}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="button button--quiet category-tree__move"
                    disabled={index === items.length - 1 || reorder.isPending}
                    aria-label={t('categoriesAdmin.moveDown', { name: item.name })}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <Link
                    to={`?edit=${encodeURIComponent(item.id)}`}
                    className="button button--quiet"
                  >
                    {/* The visible word starts the name (WCAG 2.5.3), in both languages. */}
                    {t('categoriesAdmin.editButton')}
                    <span className="visually-hidden"> {item.name}</span>
                  </Link>
                </div>
              </div>
              {level(item.id, item.name)}
            </div>
          );
        }}
      />
    );
  };
  return <div className="category-tree">{level(null, t('categoriesAdmin.tree'))}</div>;
}

/** Saves one level's new order: shown at once, saved as one batch, the saved order back on failure. */
function useReorder() {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const messageOf = useErrorMessage();
  return useMutation({
    mutationFn: (ordered: WcCategory[]) =>
      client.post('/wp-json/wc/v3/products/categories/batch', {
        body: {
          update: ordered.map((category, index) => ({ id: category.id, menu_order: index })),
        },
      }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: CATEGORIES_KEY });
      const position = new Map(ordered.map((category, index) => [category.id, index]));
      queryClient.setQueryData<WcCategory[]>(CATEGORIES_KEY, (current) =>
        current?.map((category) =>
          position.has(category.id)
            ? { ...category, menu_order: position.get(category.id)! }
            : category,
        ),
      );
    },
    onSuccess: (answer) => {
      const failed = (answer.update ?? []).some(
        (item) => typeof item === 'object' && item !== null && 'error' in item,
      );
      toast(t(failed ? 'categoriesAdmin.moveFailed' : 'categoriesAdmin.moved'), {
        tone: failed ? 'error' : 'success',
      });
    },
    onError: (error) =>
      toast(`${t('categoriesAdmin.moveFailed')} ${messageOf(error)}`, { tone: 'error' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
