// Every rule of a coupon, in the owner's words, in four groups: what it gives (code, type,
// amount, free shipping, status, dates), who and what it applies to (subtotal range, products and
// categories in or out, allowed addresses, alone or with other codes, first orders only), how
// often it may be used, and single-use codes drawn from a pattern. The API's refusal of a field is
// shown beside it and the form keeps what was typed.
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../translation.ts';
import { Field } from '../field.tsx';
import { FormFooter } from '../form-footer.tsx';
import { CheckField, FormRow } from '../form-row.tsx';
import { MoneyInput } from '../money-input.tsx';
import type { CouponDraft, DiscountType } from './coupon-draft.ts';
import { IdPicker } from './id-picker.tsx';

const TYPES: DiscountType[] = ['percent', 'fixed_cart', 'fixed_product'];

export function CouponForm(props: {
  draft: CouponDraft;
  errors: Record<string, string>;
  onChange: (draft: CouponDraft) => void;
  onSubmit: () => void;
  saving: boolean;
  submitLabel: string;
  generalError?: string | undefined;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, errors } = props;
  const set =
    <K extends keyof CouponDraft>(name: K) =>
    (value: CouponDraft[K]) =>
      props.onChange({ ...draft, [name]: value });
  const text = (name: keyof CouponDraft) => (event: { target: { value: string } }) =>
    props.onChange({ ...draft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An amount field reports what was typed when it is left: leave it before saving (Enter).
    (document.activeElement as HTMLElement | null)?.blur();
    props.onSubmit();
  };

  return (
    <form className="coupon-editor" onSubmit={submit} noValidate>
      {props.generalError ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {props.generalError}
        </p>
      ) : null}
      <section className="admin-card coupon-editor__group" aria-labelledby="coupon-general">
        <h3 id="coupon-general">{t('adminCoupons.general')}</h3>
        <Field
          label={t('adminCoupons.code')}
          hint={t('adminCoupons.codeHint')}
          error={errors.code}
          required
        >
          {(control) => (
            <input
              {...control}
              type="text"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              value={draft.code}
              onChange={text('code')}
            />
          )}
        </Field>
        <fieldset
          className="coupon-editor__types"
          aria-describedby={errors.discount_type ? 'coupon-type-error' : undefined}
        >
          <legend>{t('adminCoupons.discountType')}</legend>
          {TYPES.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="discount_type"
                value={type}
                checked={draft.discount_type === type}
                onChange={() => set('discount_type')(type)}
              />
              {t(`adminCoupons.type.${type}`)}
            </label>
          ))}
          {errors.discount_type ? (
            <p id="coupon-type-error" className="admin-field__error">
              {errors.discount_type}
            </p>
          ) : null}
        </fieldset>
        {draft.discount_type === 'percent' ? (
          <Field
            label={t('adminCoupons.percent')}
            hint={t('adminCoupons.percentHint')}
            error={errors.amount}
          >
            {(control) => (
              <span className="coupon-editor__suffixed">
                <input
                  {...control}
                  type="text"
                  inputMode="decimal"
                  dir="ltr"
                  value={draft.amount}
                  onChange={text('amount')}
                />
                <span aria-hidden="true">%</span>
              </span>
            )}
          </Field>
        ) : (
          <Field
            label={
              draft.discount_type === 'fixed_cart'
                ? t('adminCoupons.amountCart')
                : t('adminCoupons.amountProduct')
            }
            error={errors.amount}
          >
            {(control) => <MoneyInput {...control} value={draft.amount} onChange={set('amount')} />}
          </Field>
        )}
        <CheckField
          label={t('adminCoupons.freeShipping')}
          hint={t('adminCoupons.freeShippingHint')}
          checked={draft.free_shipping}
          onChange={set('free_shipping')}
        />
        <Field
          label={t('adminCoupons.description')}
          hint={t('adminCoupons.descriptionHint')}
          error={errors.description}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={2000}
              value={draft.description}
              onChange={text('description')}
            />
          )}
        </Field>
        <FormRow>
          <Field
            label={t('adminCoupons.starts')}
            hint={t('adminCoupons.startsHint')}
            error={errors.date_starts_gmt ?? errors.date_starts}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.date_starts}
                onChange={text('date_starts')}
              />
            )}
          </Field>
          <Field
            label={t('adminCoupons.expires')}
            hint={t('adminCoupons.expiresHint')}
            error={errors.date_expires_gmt ?? errors.date_expires}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                min={draft.date_starts || undefined}
                value={draft.date_expires}
                onChange={text('date_expires')}
              />
            )}
          </Field>
        </FormRow>
        <fieldset className="coupon-editor__types">
          <legend>{t('adminCoupons.status')}</legend>
          <label>
            <input
              type="radio"
              name="status"
              checked={draft.status === 'publish'}
              onChange={() => set('status')('publish')}
            />
            {t('adminCoupons.statusActive')}
          </label>
          <label>
            <input
              type="radio"
              name="status"
              checked={draft.status === 'draft'}
              onChange={() => set('status')('draft')}
            />
            {t('adminCoupons.statusDraft')}
          </label>
        </fieldset>
      </section>

      <section className="admin-card coupon-editor__group" aria-labelledby="coupon-restrictions">
        <h3 id="coupon-restrictions">{t('adminCoupons.restrictions')}</h3>
        <FormRow>
          <Field
            label={t('adminCoupons.minimum')}
            hint={t('adminCoupons.noneIfEmpty')}
            error={errors.minimum_amount}
          >
            {(control) => (
              <MoneyInput
                {...control}
                value={draft.minimum_amount}
                onChange={set('minimum_amount')}
              />
            )}
          </Field>
          <Field
            label={t('adminCoupons.maximum')}
            hint={t('adminCoupons.noneIfEmpty')}
            error={errors.maximum_amount}
          >
            {(control) => (
              <MoneyInput
                {...control}
                value={draft.maximum_amount}
                onChange={set('maximum_amount')}
              />
            )}
          </Field>
        </FormRow>
        <IdPicker
          kind="products"
          label={t('adminCoupons.products')}
          hint={t('adminCoupons.productsHint')}
          error={errors.product_ids}
          value={draft.product_ids}
          onChange={set('product_ids')}
        />
        <IdPicker
          kind="products"
          label={t('adminCoupons.excludedProducts')}
          error={errors.excluded_product_ids}
          value={draft.excluded_product_ids}
          onChange={set('excluded_product_ids')}
        />
        <IdPicker
          kind="categories"
          label={t('adminCoupons.categories')}
          hint={t('adminCoupons.categoriesHint')}
          error={errors.product_categories}
          value={draft.product_categories}
          onChange={set('product_categories')}
        />
        <IdPicker
          kind="categories"
          label={t('adminCoupons.excludedCategories')}
          error={errors.excluded_product_categories}
          value={draft.excluded_product_categories}
          onChange={set('excluded_product_categories')}
        />
        <Field
          label={t('adminCoupons.emails')}
          hint={t('adminCoupons.emailsHint')}
          error={errors.email_restrictions}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              dir="ltr"
              value={draft.email_restrictions}
              onChange={text('email_restrictions')}
            />
          )}
        </Field>
        <CheckField
          label={t('adminCoupons.individualUse')}
          hint={t('adminCoupons.individualUseHint')}
          checked={draft.individual_use}
          onChange={set('individual_use')}
        />
        <CheckField
          label={t('adminCoupons.firstOrderOnly')}
          hint={t('adminCoupons.firstOrderOnlyHint')}
          checked={draft.first_order_only}
          onChange={set('first_order_only')}
        />
      </section>

      <section className="admin-card coupon-editor__group" aria-labelledby="coupon-limits">
        <h3 id="coupon-limits">{t('adminCoupons.limits')}</h3>
        <FormRow>
          <Field
            label={t('adminCoupons.usageLimit')}
            hint={t('adminCoupons.noLimitIfEmpty')}
            error={errors.usage_limit}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={draft.usage_limit}
                onChange={text('usage_limit')}
              />
            )}
          </Field>
          <Field
            label={t('adminCoupons.usageLimitPerUser')}
            hint={t('adminCoupons.noLimitIfEmpty')}
            error={errors.usage_limit_per_user}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={draft.usage_limit_per_user}
                onChange={text('usage_limit_per_user')}
              />
            )}
          </Field>
        </FormRow>
      </section>

      <section className="admin-card coupon-editor__group" aria-labelledby="coupon-unique">
        <h3 id="coupon-unique">{t('adminCoupons.uniqueCodes')}</h3>
        <Field
          label={t('adminCoupons.pattern')}
          hint={t('adminCoupons.patternHint')}
          error={errors.unique_code_pattern}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              placeholder="WELCOME-XXXXXX"
              value={draft.unique_code_pattern}
              onChange={text('unique_code_pattern')}
            />
          )}
        </Field>
      </section>

      <div className="coupon-editor__footer">
        <FormFooter
          saving={props.saving}
          saveLabel={props.submitLabel}
          savingLabel={t('adminCoupons.saving')}
        >
          {props.extra}
        </FormFooter>
      </div>
    </form>
  );
}
