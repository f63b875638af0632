// The variations grid: one row per combination, priced, stocked and pictured in place (price,
// sale price, SKU, counted stock — empty: not counted —, pre-order, picture, on sale or not),
// more per row (most per order, pre-order label in both languages) behind a disclosure, and
// "set for all" helpers above it. The API's refusals show in the cell they are about.
import { useId, useState } from 'react';
import { useTranslation } from '../../translation.ts';
import { MoneyInput } from '../admin/money-input.tsx';
import { useEditor } from './editor-context.tsx';
import type { VariationValues } from './product-form.ts';
import { combinationLabel } from './variation-combinations.ts';

export function EditorVariations() {
  const { t } = useTranslation();
  const { form, change } = useEditor();
  const updateRow = (key: string, patch: Partial<VariationValues>) =>
    change((current) => ({
      ...current,
      variations: current.variations.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));
  const removeRow = (row: VariationValues) =>
    change((current) => ({
      ...current,
      variations: current.variations.filter((one) => one.key !== row.key),
      droppedVariationIds:
        row.id === undefined
          ? current.droppedVariationIds
          : [...current.droppedVariationIds, row.id],
    }));
  return (
    <section className="editor-section" aria-labelledby="editor-variations">
      <h3 id="editor-variations" className="editor-section__title">
        {t('productsAdmin.section.variations')}
      </h3>
      {form.droppedVariationIds.length > 0 ? (
        <p className="admin-notice admin-notice--error" role="status">
          {t('productsAdmin.dropped', { count: form.droppedVariationIds.length })}
        </p>
      ) : null}
      {form.variations.length === 0 ? (
        <p className="admin-field__hint">{t('productsAdmin.noVariations')}</p>
      ) : (
        <>
          <SetForAll />
          <div className="variation-grid-scroll" tabIndex={0} aria-labelledby="editor-variations">
            <table className="admin-table variation-grid">
              <thead>
                <tr>
                  <th scope="col">{t('productsAdmin.variation')}</th>
                  <th scope="col">{t('productsAdmin.regularPrice')}</th>
                  <th scope="col">{t('productsAdmin.salePrice')}</th>
                  <th scope="col">{t('productsAdmin.sku')}</th>
                  <th scope="col">{t('productsAdmin.stockQuantity')}</th>
                  <th scope="col">{t('productsAdmin.preOrder')}</th>
                  <th scope="col">{t('productsAdmin.pictureOf')}</th>
                  <th scope="col">{t('productsAdmin.enabled')}</th>
                  <th scope="col">
                    <span className="visually-hidden">
                      {t('productsAdmin.removeVariation', { name: t('productsAdmin.variation') })}
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {form.variations.map((row) => (
                  <VariationRow
                    key={row.key}
                    row={row}
                    onChange={(patch) => updateRow(row.key, patch)}
                    onRemove={() => removeRow(row)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function VariationRow({
  row,
  onChange,
  onRemove,
}: {
  row: VariationValues;
  onChange: (patch: Partial<VariationValues>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { form, errors } = useEditor();
  const name =
    combinationLabel(form.attributes, row.options) || Object.values(row.options).join(' / ');
  const nameId = `${row.key}-name`;
  const error = (field: string) => errors[`${row.key}.${field}`];
  const cellError = (field: string) => {
    const message = error(field);
    return message ? (
      <span id={`${row.key}-${field}-error`} className="admin-field__error">
        {message}
      </span>
    ) : null;
  };
  const described = (field: string) =>
    error(field)
      ? { 'aria-describedby': `${row.key}-${field}-error`, 'aria-invalid': true as const }
      : {};
  const label = (what: string) => `${what}, ${name}`;
  return (
    <tr>
      <th scope="row" id={nameId}>
        <bdi>{name}</bdi>
        <details className="variation-more">
          <summary>{t('productsAdmin.variationMore', { name })}</summary>
          <label>
            {t('productsAdmin.maxQuantity')}
            <input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={row.maxQuantity}
              onChange={(event) => onChange({ maxQuantity: event.target.value })}
              {...described('pinwheel.max_quantity')}
            />
          </label>
          {cellError('pinwheel.max_quantity')}
          <label>
            {t('productsAdmin.preOrderLabel')}
            <input
              type="text"
              dir="auto"
              maxLength={60}
              value={row.preOrderLabel}
              onChange={(event) => onChange({ preOrderLabel: event.target.value })}
            />
          </label>
          <label>
            {t('productsAdmin.preOrderLabelHe')}
            <input
              type="text"
              dir="rtl"
              lang="he"
              maxLength={60}
              value={row.preOrderLabelHe}
              onChange={(event) => onChange({ preOrderLabelHe: event.target.value })}
            />
          </label>
        </details>
      </th>
      <td>
        <MoneyInput
          aria-label={label(t('productsAdmin.regularPrice'))}
          value={row.regularPrice}
          onChange={(regularPrice) => onChange({ regularPrice })}
          required
          {...described('regular_price')}
        />
        {cellError('regular_price')}
      </td>
      <td>
        <MoneyInput
          aria-label={label(t('productsAdmin.salePrice'))}
          value={row.salePrice}
          onChange={(salePrice) => onChange({ salePrice })}
          {...described('sale_price')}
        />
        {cellError('sale_price')}
      </td>
      <td>
        <input
          type="text"
          dir="ltr"
          className="variation-grid__sku"
          aria-label={label(t('productsAdmin.sku'))}
          maxLength={64}
          value={row.sku}
          onChange={(event) => onChange({ sku: event.target.value })}
          {...described('sku')}
        />
        {cellError('sku')}
      </td>
      <td>
        <input
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className="variation-grid__stock"
          aria-label={label(t('productsAdmin.stockQuantity'))}
          value={row.stock}
          onChange={(event) =>
            onChange({ stock: event.target.value, manageStock: event.target.value !== '' })
          }
          {...described('stock_quantity')}
        />
        {cellError('stock_quantity')}
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={label(t('productsAdmin.preOrder'))}
          checked={row.preOrder}
          onChange={(event) => onChange({ preOrder: event.target.checked })}
        />
      </td>
      <td>
        <select
          aria-label={label(t('productsAdmin.pictureOf'))}
          value={row.image?.id ?? ''}
          onChange={(event) =>
            onChange({ image: form.images.find((one) => one.id === event.target.value) ?? null })
          }
          {...described('image.id')}
        >
          <option value="">{t('productsAdmin.noVariationPicture')}</option>
          {form.images.map((picture, index) => (
            <option key={picture.id} value={picture.id}>
              {picture.alt || t('productsAdmin.picture', { position: index + 1 })}
            </option>
          ))}
          {row.image && !form.images.some((one) => one.id === row.image!.id) ? (
            <option value={row.image.id}>{row.image.alt || row.image.id}</option>
          ) : null}
        </select>
        {cellError('image.id')}
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={label(t('productsAdmin.enabled'))}
          checked={row.enabled}
          onChange={(event) => onChange({ enabled: event.target.checked })}
        />
      </td>
      <td>
        <button type="button" className="button button--quiet" onClick={onRemove}>
          {t('productsAdmin.removeVariation', { name })}
        </button>
      </td>
    </tr>
  );
}

/** Price, sale price or stock typed once for every variation. */
function SetForAll() {
  const { t } = useTranslation();
  const { change } = useEditor();
  const priceId = useId();
  const saleId = useId();
  const stockId = useId();
  const [price, setPrice] = useState('');
  const [sale, setSale] = useState('');
  const [stock, setStock] = useState('');
  const apply = () =>
    change((current) => ({
      ...current,
      variations: current.variations.map((row) => ({
        ...row,
        ...(price !== '' && { regularPrice: price }),
        ...(sale !== '' && { salePrice: sale }),
        ...(stock !== '' && { stock, manageStock: true }),
      })),
    }));
  return (
    <fieldset className="variation-set-all">
      <legend>{t('productsAdmin.setAll')}</legend>
      <div className="admin-field">
        <label htmlFor={priceId} className="admin-field__label">
          {t('productsAdmin.setAllPrice')}
        </label>
        <MoneyInput id={priceId} value={price} onChange={setPrice} />
      </div>
      <div className="admin-field">
        <label htmlFor={saleId} className="admin-field__label">
          {t('productsAdmin.setAllSale')}
        </label>
        <MoneyInput id={saleId} value={sale} onChange={setSale} />
      </div>
      <div className="admin-field">
        <label htmlFor={stockId} className="admin-field__label">
          {t('productsAdmin.setAllStock')}
        </label>
        <input
          id={stockId}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={stock}
          onChange={(event) => setStock(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="button"
        disabled={price === '' && sale === '' && stock === ''}
        onClick={apply}
      >
        {t('productsAdmin.setAllApply')}
      </button>
    </fieldset>
  );
}
