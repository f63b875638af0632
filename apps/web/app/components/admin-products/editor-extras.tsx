// Bulk discounts (from a quantity, a percentage off; for every variation or one) and deposit
// plans (a share paid now, the rest in instalments; names and descriptions in both languages),
// as the product page's discount table and deposit choice show them.
import { useTranslation } from '../../translation.ts';
import { Field } from '../admin/field.tsx';
import { useEditor, useSetter } from './editor-context.tsx';
import { rowKey, type BulkTierValues, type DepositPlanValues } from './product-form.ts';
import { combinationLabel } from './variation-combinations.ts';

export function EditorBulkTiers() {
  const { t } = useTranslation();
  const { form, errors } = useEditor();
  const setTiers = useSetter()('bulkTiers');
  const update = (key: string, patch: Partial<BulkTierValues>) =>
    setTiers(form.bulkTiers.map((tier) => (tier.key === key ? { ...tier, ...patch } : tier)));
  const saved = form.variations.filter((row) => row.id !== undefined);
  return (
    <section className="editor-section" aria-labelledby="editor-tiers">
      <h3 id="editor-tiers" className="editor-section__title">
        {t('productsAdmin.section.tiers')}
      </h3>
      {form.bulkTiers.map((tier, index) => {
        const field = (name: string) => errors[`pinwheel.bulk_tiers.${index}.${name}`];
        return (
          <fieldset key={tier.key} className="editor-row">
            <legend>{t('productsAdmin.tier', { position: index + 1 })}</legend>
            {form.type === 'variable' ? (
              <Field label={t('productsAdmin.tierAppliesTo')} error={field('variation_id')}>
                {(control) => (
                  <select
                    {...control}
                    value={tier.variationId ?? ''}
                    onChange={(event) =>
                      update(tier.key, {
                        variationId: event.target.value ? Number(event.target.value) : null,
                      })
                    }
                  >
                    <option value="">{t('productsAdmin.tierWholeProduct')}</option>
                    {saved.map((row) => (
                      <option key={row.id} value={row.id}>
                        {combinationLabel(form.attributes, row.options)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : null}
            <Field label={t('productsAdmin.tierMinQuantity')} error={field('min_quantity')}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={2}
                  step={1}
                  inputMode="numeric"
                  value={tier.minQuantity}
                  onChange={(event) => update(tier.key, { minQuantity: event.target.value })}
                />
              )}
            </Field>
            <Field label={t('productsAdmin.tierDiscount')} error={field('discount_percent')}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={1}
                  max={90}
                  step={1}
                  inputMode="numeric"
                  value={tier.discountPercent}
                  onChange={(event) => update(tier.key, { discountPercent: event.target.value })}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setTiers(form.bulkTiers.filter((one) => one.key !== tier.key))}
            >
              {t('productsAdmin.removeTier', { position: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() =>
          setTiers([
            ...form.bulkTiers,
            { key: rowKey('tier'), variationId: null, minQuantity: '', discountPercent: '' },
          ])
        }
      >
        {t('productsAdmin.addTier')}
      </button>
    </section>
  );
}

const PLAN_TEXTS = [
  ['name', 'planName', 'ltr', 80],
  ['nameHe', 'planNameHe', 'rtl', 80],
  ['description', 'planDescription', 'ltr', 400],
  ['descriptionHe', 'planDescriptionHe', 'rtl', 400],
] as const;

const API_NAME: Record<(typeof PLAN_TEXTS)[number][0], string> = {
  name: 'name',
  nameHe: 'name_he',
  description: 'description',
  descriptionHe: 'description_he',
};

export function EditorDeposits() {
  const { t } = useTranslation();
  const { form, errors } = useEditor();
  const set = useSetter();
  const update = (key: string, patch: Partial<DepositPlanValues>) =>
    set('depositPlans')(
      form.depositPlans.map((plan) => (plan.key === key ? { ...plan, ...patch } : plan)),
    );
  return (
    <section className="editor-section" aria-labelledby="editor-deposits">
      <h3 id="editor-deposits" className="editor-section__title">
        {t('productsAdmin.section.deposits')}
      </h3>
      <label className="editor-choice">
        <input
          type="checkbox"
          checked={form.depositsEnabled}
          onChange={(event) => set('depositsEnabled')(event.target.checked)}
        />
        {t('productsAdmin.depositsEnabled')}
      </label>
      {form.depositsEnabled ? (
        <>
          {form.depositPlans.map((plan, index) => {
            const field = (name: string) => errors[`pinwheel.deposit_plans.${index}.${name}`];
            return (
              <fieldset key={plan.key} className="editor-row editor-row--plan">
                <legend>{t('productsAdmin.plan', { position: index + 1 })}</legend>
                {PLAN_TEXTS.map(([name, label, dir, max]) => (
                  <Field
                    key={name}
                    label={t(`productsAdmin.${label}`)}
                    required={name === 'name'}
                    error={field(API_NAME[name])}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="text"
                        dir={dir}
                        maxLength={max}
                        value={plan[name]}
                        onChange={(event) => update(plan.key, { [name]: event.target.value })}
                      />
                    )}
                  </Field>
                ))}
                <Field label={t('productsAdmin.planDeposit')} error={field('deposit_percent')}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      min={1}
                      max={99}
                      inputMode="numeric"
                      value={plan.depositPercent}
                      onChange={(event) => update(plan.key, { depositPercent: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={t('productsAdmin.planInstallments')} error={field('installments')}>
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      min={1}
                      max={24}
                      inputMode="numeric"
                      value={plan.installments}
                      onChange={(event) => update(plan.key, { installments: event.target.value })}
                    />
                  )}
                </Field>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() =>
                    set('depositPlans')(form.depositPlans.filter((one) => one.key !== plan.key))
                  }
                >
                  {t('productsAdmin.removePlan', { position: index + 1 })}
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="button"
            onClick={() =>
              set('depositPlans')([
                ...form.depositPlans,
                {
                  key: rowKey('plan'),
                  name: '',
                  nameHe: '',
                  description: '',
                  descriptionHe: '',
                  depositPercent: '',
                  installments: '',
                },
              ])
            }
          >
            {t('productsAdmin.addPlan')}
          </button>
        </>
      ) : null}
    </section>
  );
}
