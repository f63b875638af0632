// What a Products block shows (shopify_product_settings, spec §3 "Shop product selection"): the
// products the visitor last looked at, those in their cart, ones the owner picks from the catalog,
// or a category's; how many (the block draws at most 3) and what each product's button does.
import type { ShopProductSelection } from '@pinwheel/core';
import { useQuery } from '@tanstack/react-query';
import { Field } from '../../admin/field.tsx';
import { FormRow } from '../../admin/form-row.tsx';
import { useOwnerClient } from '../../admin/owner-api.tsx';
import { useTranslation } from '../../../translation.ts';
import type { ErrorAt } from './block-fields.tsx';
import { DEFAULT_PRODUCT_SELECTION, PRODUCTS_SHOWN_MAX, type PopupDraft } from './popup-draft.ts';

const SOURCES = ['last_visited', 'product_in_cart', 'manual', 'product_collection'] as const;
const BUTTON_ACTIONS = [
  'add_to_cart',
  'add_to_cart_redirect',
  'redirect',
  'redirect_blank',
  'no_buttons',
] as const;
/** The API keeps up to 50 picked products. */
const MANUAL_MAX = 50;

export function ProductFields(props: {
  draft: PopupDraft;
  onChange: (draft: PopupDraft) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  const { draft, onChange } = props;
  const selection = draft.popup.shopify_product_settings ?? DEFAULT_PRODUCT_SELECTION;
  const at = (name: string) => props.errorAt(`popup.shopify_product_settings.${name}`);
  const set = (changes: Partial<ShopProductSelection>) => {
    const next: ShopProductSelection = { ...selection, ...changes };
    // Only the chosen source's own setting is kept.
    if (next.category !== 'manual') delete next.manual_products;
    if (next.category !== 'product_collection') delete next.collection;
    onChange({ ...draft, popup: { ...draft.popup, shopify_product_settings: next } });
  };
  return (
    <>
      <FormRow>
        <Field label={t('popupEditor.productsSource')} error={at('category')}>
          {(control) => (
            <select
              {...control}
              value={selection.category}
              onChange={(event) =>
                set({ category: event.target.value as ShopProductSelection['category'] })
              }
            >
              {SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`popupEditor.productsSource.${source}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('popupEditor.productsCount')}
          hint={t('popupEditor.productsCountHint', { max: PRODUCTS_SHOWN_MAX })}
          error={at('count')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={PRODUCTS_SHOWN_MAX}
              inputMode="numeric"
              value={selection.count || PRODUCTS_SHOWN_MAX}
              onChange={(event) => {
                const count = Math.floor(Number(event.target.value));
                if (Number.isFinite(count) && count >= 1) {
                  set({ count: Math.min(count, PRODUCTS_SHOWN_MAX) });
                }
              }}
            />
          )}
        </Field>
      </FormRow>
      {selection.category === 'manual' ? (
        <ManualProducts
          chosen={selection.manual_products ?? []}
          error={at('manual_products')}
          onChange={(manual_products) => set({ manual_products })}
        />
      ) : null}
      {selection.category === 'product_collection' ? (
        <CategoryChoice
          value={selection.collection ?? ''}
          error={at('collection')}
          onChange={(collection) => set({ collection: collection || undefined })}
        />
      ) : null}
      <Field label={t('popupEditor.productsButtons')} error={at('buttons_action')}>
        {(control) => (
          <select
            {...control}
            value={selection.buttons_action}
            onChange={(event) =>
              set({ buttons_action: event.target.value as ShopProductSelection['buttons_action'] })
            }
          >
            {BUTTON_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`popupEditor.productsButtons.${action}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** The catalog's published products as boxes to tick; at most 50 may be chosen. */
function ManualProducts(props: {
  chosen: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const { t, lang } = useTranslation();
  const client = useOwnerClient();
  const products = useQuery({
    queryKey: ['products', 'published-for-popups'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products', {
        query: { per_page: 100, status: 'publish' },
        signal,
      }),
  });
  const chosen = new Set(props.chosen);
  const nameOf = (product: { name: string; translations?: { he?: { name?: string } } }) =>
    (lang === 'he' ? product.translations?.he?.name : undefined) || product.name;
  return (
    <fieldset className={`popup-products${props.error ? ' admin-field--invalid' : ''}`}>
      <legend>{t('popupEditor.productsManual')}</legend>
      {products.isPending ? (
        <p className="admin-field__hint">{t('popupEditor.productsLoading')}</p>
      ) : products.isError ? (
        <p className="admin-field__error">{t('popupEditor.productsFailed')}</p>
      ) : (
        <ul className="popup-products__list">
          {(products.data ?? []).map((product) => (
            <li key={product.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(String(product.id))}
                  disabled={!chosen.has(String(product.id)) && chosen.size >= MANUAL_MAX}
                  onChange={(event) =>
                    props.onChange(
                      event.target.checked
                        ? [...props.chosen, String(product.id)]
                        : props.chosen.filter((id) => id !== String(product.id)),
                    )
                  }
                />{' '}
                <bdi>{nameOf(product as never)}</bdi>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="admin-field__hint">
        {t('popupEditor.productsChosen', { count: props.chosen.length })}
      </p>
      {props.error ? <p className="admin-field__error">{props.error}</p> : null}
    </fieldset>
  );
}

/** One of the shop's categories, by its id. */
function CategoryChoice(props: {
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const client = useOwnerClient();
  const categories = useQuery({
    queryKey: ['product-categories', 'for-popups'],
    queryFn: ({ signal }) =>
      client.get('/wp-json/wc/v3/products/categories', { query: { per_page: 100 }, signal }),
  });
  return (
    <Field
      label={t('popupEditor.productsCategory')}
      error={props.error}
      hint={categories.isError ? t('popupEditor.productsFailed') : undefined}
      required
    >
      {(control) => (
        <select
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">
            {categories.isPending
              ? t('popupEditor.productsLoading')
              : t('popupEditor.productsChooseCategory')}
          </option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
