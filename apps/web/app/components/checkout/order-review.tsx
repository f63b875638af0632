// The order's side of the checkout form: the lines and totals as they stand with the shipping
// chosen, the shipping and payment choices, the hidden attribution inputs and the button that
// places the order (busy while the post is on its way).
import { useNavigation } from 'react-router';
import type { CheckoutPageData } from '../../context/checkout.ts';
import { useTranslation } from '../../translation.ts';
import { AttributionInputs } from './attribution-inputs.tsx';
import type { CheckoutState } from './checkout-state.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentChoice } from './payment-choice.tsx';
import { ShippingChoice } from './shipping-choice.tsx';

export function OrderReview({ page, state }: { page: CheckoutPageData; state: CheckoutState }) {
  const { t } = useTranslation();
  const placing = useNavigation().state === 'submitting';
  const { shipping, errors } = state;
  return (
    <div className="checkout__review">
      <OrderSummary
        caption={t('checkout.review')}
        lines={page.lines}
        currency={page.currency}
        subtotal={page.subtotal}
        discounts={page.coupons.filter((coupon) => !coupon.refusal)}
        shipping={shipping ? { label: shipping.label, cost: shipping.cost } : undefined}
        total={state.total}
        dueNow={state.dueNow}
      />
      <ShippingChoice
        page={page}
        chosen={state.choices.shippingId}
        error={errors.shipping_method}
        onChoose={state.chooseShipping}
      />
      <PaymentChoice
        page={page}
        chosen={state.values.payment_method}
        total={state.total}
        error={errors.payment_method}
      />
      <AttributionInputs attribution={page.attribution} />
      <button type="submit" className="button button--primary checkout__submit" disabled={placing}>
        {placing ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </div>
  );
}
