// The add-to-cart form of a product: the hidden selects the swatches set (spec §4 "Selecting a
// swatch sets the hidden select"), the chosen variation's id, quantity, deposit choice, and the
// button, whose label becomes the pre-order label for a pre-order variation. A choice that names
// no variation says so and adds nothing. It posts to /cart/add without JavaScript; with it, the
// submit button (which carries the product id) adds in the background (use-add-to-cart.ts).
import {
  attributeField,
  stockLeftLabel,
  type Choice,
  type PageVariation,
  type ProductPage,
} from '@pinwheel/core';
import { useState, type FormEvent } from 'react';
import { useAddToCart } from '../../cart/use-add-to-cart.ts';
import { useTranslation } from '../../translation.ts';
import { AddToCartButton, AddToCartOutcome } from '../cart/add-to-cart-button.tsx';
import { NonceField } from '../nonce-field.tsx';
import { QuantityInput } from './quantity-input.tsx';

export function PurchaseForm({
  product,
  choice,
  variation,
}: {
  product: ProductPage;
  choice: Choice;
  /** The chosen variation; undefined while the choice is incomplete or names none. */
  variation: PageVariation | undefined;
}) {
  const { t } = useTranslation();
  const complete = product.attributes.every((attribute) => choice[attribute.slug]);
  const noSuchCombination = product.type === 'variable' && complete && !variation;
  const buyable = variation && variation.is_in_stock && variation.enabled;
  const stockLeft = stockLeftLabel(variation, product.swatchOptions);
  const maxQuantity = variation
    ? Math.min(variation.max_qty ?? Infinity, variation.variation_stock_left ?? Infinity)
    : Infinity;
  const label =
    variation?.is_pre_order === 'yes' && variation.pre_order_label
      ? variation.pre_order_label
      : t('product.addToCart');
  const { state, error, announcement, add } = useAddToCart();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!variation || !(submitter instanceof HTMLElement) || !submitter.dataset.product_id) return;
    event.preventDefault();
    const quantity = Number(new FormData(event.currentTarget).get('quantity'));
    void add({ id: variation.id, quantity, productId: product.id, title: product.title });
  };
  return (
    <form
      method="post"
      action="/cart/add"
      className="purchase-form"
      data-product_id={product.id}
      onSubmit={onSubmit}
    >
      <NonceField />
      <input type="hidden" name="product_id" value={product.id} />
      {variation ? <input type="hidden" name="id" value={variation.id} /> : null}
      {product.attributes.map((attribute) => (
        <select
          key={attribute.slug}
          name={attributeField(attribute.slug)}
          value={choice[attribute.slug] ?? ''}
          onChange={() => {}}
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-attribute_name={attributeField(attribute.slug)}
        >
          <option value="" />
          {attribute.terms.map((term) => (
            <option key={term.slug} value={term.slug}>
              {term.name}
            </option>
          ))}
        </select>
      ))}
      <div className="purchase-form__status" role="status" aria-live="polite">
        {noSuchCombination ? (
          <p className="notice notice--warning">{t('product.combinationUnavailable')}</p>
        ) : product.type === 'variable' && !complete ? (
          <p className="purchase-form__hint">{t('product.selectOptions')}</p>
        ) : variation && !variation.is_in_stock ? (
          <p className="stock stock--out">{t('product.outOfStock')}</p>
        ) : stockLeft !== null ? (
          <p className="stock stock--low">{t('product.stockLeft', { count: stockLeft })}</p>
        ) : variation ? (
          <p className="stock stock--in">{t('product.inStock')}</p>
        ) : null}
      </div>
      {product.depositsEnabled && product.depositPlans.length ? (
        <DepositChoice product={product} />
      ) : null}
      <div className="purchase-form__row">
        <QuantityInput
          id="quantity"
          name="quantity"
          min={1}
          max={Number.isFinite(maxQuantity) ? maxQuantity : undefined}
          label={t('product.quantity')}
        />
        <AddToCartButton
          state={state}
          productId={product.id}
          label={label}
          disabled={!buyable}
          className="purchase-form__button"
          extra={{ 'data-pre-order': variation?.is_pre_order === 'yes' ? 'yes' : undefined }}
        />
      </div>
      <div className="purchase-form__outcome">
        <AddToCartOutcome state={state} announcement={announcement} error={error} />
      </div>
    </form>
  );
}

/** Deposit yes/no (spec §4): "yes" shows the payment plans and their descriptions, "no" hides them. */
function DepositChoice({ product }: { product: ProductPage }) {
  const { t } = useTranslation();
  const [deposit, setDeposit] = useState<'yes' | 'no'>('no');
  return (
    <fieldset className="deposit">
      <legend>{t('deposit.title')}</legend>
      <div className="deposit__choice">
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="deposit__option">
            <input
              type="radio"
              name="deposit"
              value={value}
              checked={deposit === value}
              onChange={() => setDeposit(value)}
            />
            {t(value === 'yes' ? 'deposit.yes' : 'deposit.no')}
          </label>
        ))}
      </div>
      {/* Shown by CSS when "yes" is checked, so it works before JavaScript too. */}
      <div className="deposit__plans" data-open={deposit === 'yes' ? 'true' : 'false'}>
        <p className="deposit__plans-title">{t('deposit.plans')}</p>
        {product.depositPlans.map((plan, index) => (
          <label key={plan.id} className="deposit__plan">
            <input type="radio" name="deposit_plan" value={plan.id} defaultChecked={index === 0} />
            <span>
              <strong>{plan.name}</strong>{' '}
              <span className="deposit__terms">
                {t('deposit.plan', {
                  percent: plan.depositPercent,
                  installments: plan.installments,
                })}
              </span>
              <span className="deposit__description">{plan.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
