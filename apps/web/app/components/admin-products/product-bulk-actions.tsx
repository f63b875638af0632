// What the owner does to the products they ticked: publish, move to drafts, move to a category,
// move to the trash (confirmed, undoable: the toast's Undo puts each back in its status) and, in
// the trash, restore or delete for good (confirmed; not undoable). Each product is one call, a
// few at a time, with a progress bar; the ones refused are named after.
import type { ProductWrite, WcProduct } from './product-form.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../translation.ts';
import { useConfirm } from '../admin/confirm-dialog.tsx';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { useErrorMessage } from '../admin/page-states.tsx';
import { useToast } from '../admin/toast.tsx';
import { runEach } from './bulk-run.ts';
import { PRODUCTS_KEY, useCategories } from './product-list-data.ts';

type Action = 'publish' | 'draft' | 'category' | 'trash' | 'restore' | 'delete';

export function ProductBulkActions({
  selected,
  inTrash,
  onDone,
}: {
  /** The ticked products as the list shows them (their names and statuses). */
  selected: WcProduct[];
  inTrash: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const messageOf = useErrorMessage();
  const categories = useCategories();
  const actionId = useId();
  const categoryId = useId();
  const [action, setAction] = useState<Action | ''>('');
  const [category, setCategory] = useState('');
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const [problem, setProblem] = useState('');
  const actions: Action[] = inTrash
    ? ['restore', 'delete']
    : ['publish', 'draft', 'category', 'trash'];

  const update = (id: string, body: ProductWrite) =>
    client.put('/wp-json/wc/v3/products/{id}', { params: { id }, body });

  /** Runs one call per product with the progress bar, then refreshes every list. */
  const run = async (work: (product: WcProduct) => Promise<unknown>) => {
    const items = [...selected];
    setProgress({ done: 0, count: items.length });
    const outcome = await runEach(items, work, (done) =>
      setProgress({ done, count: items.length }),
    );
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
    if (outcome.failed.length > 0) {
      const failed = outcome.failed
        .map(({ item, error }) => `${item.name} (${messageOf(error)})`)
        .join(', ');
      setProblem(
        t('productsAdmin.bulkPartly', { done: outcome.done.length, count: items.length, failed }),
      );
    } else onDone();
    return outcome;
  };

  const apply = async () => {
    setProblem('');
    if (action === '') return;
    if (action === 'category' && !category) {
      setProblem(t('productsAdmin.bulkCategoryNeeded'));
      return;
    }
    const count = selected.length;
    if (action === 'trash') {
      const yes = await confirm({
        title: t('productsAdmin.trashTitle', { count }),
        body: t('productsAdmin.trashBody'),
        confirmLabel: t('productsAdmin.trashConfirm'),
        danger: true,
      });
      if (!yes) return;
      const outcome = await run((product) =>
        client.delete('/wp-json/wc/v3/products/{id}', { params: { id: product.id } }),
      );
      if (outcome.done.length === 0) return;
      // Undo is cheap: each product goes back to the status it had.
      toast(t('productsAdmin.trashed', { count: outcome.done.length }), {
        action: {
          label: t('productsAdmin.undo'),
          onAction: () => {
            void runEach(
              outcome.done,
              (product) =>
                update(product.id, {
                  status: product.status === 'trash' ? 'draft' : product.status,
                }),
              () => {},
            ).then(async () => {
              await queryClient.invalidateQueries({ queryKey: [PRODUCTS_KEY] });
              toast(t('productsAdmin.restored'));
            });
          },
        },
      });
      return;
    }
    if (action === 'delete') {
      const yes = await confirm({
        title: t('productsAdmin.deleteTitle', { count }),
        body: t('productsAdmin.deleteBody'),
        confirmLabel: t('productsAdmin.deleteConfirm'),
        danger: true,
      });
      if (!yes) return;
      const outcome = await run((product) =>
        client.delete('/wp-json/wc/v3/products/{id}', {
          params: { id: product.id },
          query: { force: 'true' },
        }),
      );
      if (outcome.done.length) toast(t('productsAdmin.bulkDone', { count: outcome.done.length }));
      return;
    }
    const body: ProductWrite =
      action === 'publish'
        ? { status: 'publish' }
        : action === 'category'
          ? { categories: [{ id: category }] }
          : { status: 'draft' };
    const outcome = await run((product) => update(product.id, body));
    if (outcome.done.length) toast(t('productsAdmin.bulkDone', { count: outcome.done.length }));
  };

  return (
    <div className="product-bulk" role="region" aria-label={t('productsAdmin.bulk')}>
      <p className="product-bulk__count" aria-live="polite">
        {t('productsAdmin.selected', { count: selected.length })}
      </p>
      <div className="product-bulk__field">
        <label htmlFor={actionId}>{t('productsAdmin.bulkAction')}</label>
        <select
          id={actionId}
          value={action}
          onChange={(event) => setAction(event.target.value as Action | '')}
        >
          <option value="">{t('productsAdmin.bulk.choose')}</option>
          {actions.map((one) => (
            <option key={one} value={one}>
              {t(`productsAdmin.bulk.${one}`)}
            </option>
          ))}
        </select>
      </div>
      {action === 'category' ? (
        <div className="product-bulk__field">
          <label htmlFor={categoryId}>{t('productsAdmin.bulkCategory')}</label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="" />
            {(categories.data ?? []).map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={action === '' || progress !== null}
        onClick={() => void apply()}
      >
        {t('productsAdmin.apply')}
      </button>
      <div className="product-bulk__status" role="status">
        {progress ? (
          <>
            <progress value={progress.done} max={progress.count} />
            <span>{t('productsAdmin.bulkWorking', progress)}</span>
          </>
        ) : null}
      </div>
      {problem ? (
        <p className="admin-notice admin-notice--error product-bulk__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
