// The products shown under this one on its page ("You may also like"): found by name and added,
// put in order, removed.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../translation.ts';
import { useOwnerClient } from '../admin/owner-api.tsx';
import { SortableList } from '../admin/sortable-list.tsx';
import { useEditor, useSetter } from './editor-context.tsx';
import { PRODUCTS_KEY } from './product-list-data.ts';

export function EditorRelated({ productId }: { productId: string | null }) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const { form, errors } = useEditor();
  const setIds = useSetter()('upsellIds');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const chosen = useQuery({
    queryKey: [PRODUCTS_KEY, 'names', form.upsellIds],
    queryFn: ({ signal }) =>
      form.upsellIds.length
        ? client.get('/wp-json/wc/v3/products', {
            query: { include: form.upsellIds, per_page: 100 },
            signal,
          })
        : Promise.resolve([]),
    placeholderData: (previous) => previous,
  });
  const found = useQuery({
    queryKey: [PRODUCTS_KEY, 'related-search', search],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products', {
        query: { search, per_page: 8 },
        signal,
      }),
    enabled: search.trim().length >= 2,
  });
  const nameOf = (id: string) => chosen.data?.find((product) => product.id === id)?.name ?? id;
  const offers = (found.data ?? []).filter(
    (product) => product.id !== productId && !form.upsellIds.includes(product.id),
  );
  return (
    <section className="editor-section" aria-labelledby="editor-related">
      <h3 id="editor-related" className="editor-section__title">
        {t('productsAdmin.section.related')}
      </h3>
      <p className="admin-field__hint">{t('productsAdmin.relatedHint')}</p>
      {form.upsellIds.length === 0 ? (
        <p>{t('productsAdmin.relatedNone')}</p>
      ) : (
        <SortableList
          items={form.upsellIds}
          getId={(id) => id}
          getLabel={nameOf}
          label={t('productsAdmin.section.related')}
          className="editor-related"
          onReorder={setIds}
          renderItem={(id) => (
            <div className="editor-related__item">
              <bdi>{nameOf(id)}</bdi>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => setIds(form.upsellIds.filter((one) => one !== id))}
              >
                {t('productsAdmin.relatedRemove', { name: nameOf(id) })}
              </button>
            </div>
          )}
        />
      )}
      {errors.upsell_ids ? <p className="admin-field__error">{errors.upsell_ids}</p> : null}
      <div className="admin-field">
        <label htmlFor={searchId} className="admin-field__label">
          {t('productsAdmin.relatedSearch')}
        </label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {search.trim().length >= 2 && found.isSuccess ? (
        offers.length === 0 ? (
          <p role="status">{t('productsAdmin.relatedNoMatch')}</p>
        ) : (
          <ul className="editor-related__offers" role="status">
            {offers.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => setIds([...form.upsellIds, product.id])}
                >
                  {t('productsAdmin.relatedAdd', { name: product.name })}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
