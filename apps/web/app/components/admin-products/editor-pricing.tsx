// A simple product's price and stock: price and sale price in the shop's currency, SKU, counted
// stock with its low-stock threshold, availability (in stock, out of stock, pre-order with its
// label in both languages) and the most one order may buy. A variable product prices and stocks
// each variation in the grid instead.
import { useTranslation } from '../../translation.ts';
import { Field } from '../admin/field.tsx';
import { MoneyInput } from '../admin/money-input.tsx';
import { useEditor, useSetter } from './editor-context.tsx';
import type { StockStatus } from './product-form.ts';

const AVAILABILITY: StockStatus[] = ['instock', 'outofstock', 'onbackorder'];

export function EditorPricing() {
  const { t } = useTranslation();
  const { form, errors } = useEditor();
  const set = useSetter();
  return (
    <section className="editor-section" aria-labelledby="editor-pricing">
      <h3 id="editor-pricing" className="editor-section__title">
        {t('productsAdmin.section.pricing')}
      </h3>
      <div className="editor-grid">
        <Field label={t('productsAdmin.regularPrice')} required error={errors.regular_price}>
          {(control) => (
            <MoneyInput {...control} value={form.regularPrice} onChange={set('regularPrice')} />
          )}
        </Field>
        <Field
          label={t('productsAdmin.salePrice')}
          hint={t('productsAdmin.salePriceHint')}
          error={errors.sale_price}
        >
          {(control) => (
            <MoneyInput {...control} value={form.salePrice} onChange={set('salePrice')} />
          )}
        </Field>
        <Field label={t('productsAdmin.sku')} error={errors.sku}>
          {(control) => (
            <input
              {...control}
              type="text"
              dir="ltr"
              value={form.sku}
              maxLength={64}
              onChange={(event) => set('sku')(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('productsAdmin.stockStatus')} error={errors.stock_status}>
          {(control) => (
            <select
              {...control}
              value={form.stockStatus}
              onChange={(event) => set('stockStatus')(event.target.value as StockStatus)}
            >
              {AVAILABILITY.map((status) => (
                <option key={status} value={status}>
                  {t(`productsAdmin.stock.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className="editor-choice">
        <input
          type="checkbox"
          checked={form.manageStock}
          onChange={(event) => set('manageStock')(event.target.checked)}
        />
        {t('productsAdmin.manageStock')}
      </label>
      <div className="editor-grid">
        {form.manageStock ? (
          <>
            <Field label={t('productsAdmin.stockQuantity')} error={errors.stock_quantity}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={form.stock}
                  onChange={(event) => set('stock')(event.target.value)}
                />
              )}
            </Field>
            <Field
              label={t('productsAdmin.lowStockAmount')}
              hint={t('productsAdmin.lowStockHint')}
              error={errors.low_stock_amount}
            >
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={form.lowStockAmount}
                  onChange={(event) => set('lowStockAmount')(event.target.value)}
                />
              )}
            </Field>
          </>
        ) : null}
        <Field
          label={t('productsAdmin.maxQuantity')}
          hint={t('productsAdmin.maxQuantityHint')}
          error={errors['pinwheel.max_quantity']}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={form.maxQuantity}
              onChange={(event) => set('maxQuantity')(event.target.value)}
            />
          )}
        </Field>
      </div>
      {form.stockStatus === 'onbackorder' ? (
        <div className="editor-grid">
          <Field
            label={t('productsAdmin.preOrderLabel')}
            hint={t('productsAdmin.preOrderHint')}
            error={errors['pinwheel.pre_order_label']}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                dir="auto"
                maxLength={60}
                value={form.preOrderLabel}
                onChange={(event) => set('preOrderLabel')(event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t('productsAdmin.preOrderLabelHe')}
            error={errors['pinwheel.pre_order_label_he']}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                dir="rtl"
                lang="he"
                maxLength={60}
                value={form.preOrderLabelHe}
                onChange={(event) => set('preOrderLabelHe')(event.target.value)}
              />
            )}
          </Field>
        </div>
      ) : null}
    </section>
  );
}
