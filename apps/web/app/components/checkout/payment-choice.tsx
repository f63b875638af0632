// The payment methods, each with its description, and the pay-in-instalments message for the
// order's total when a method offers it.
import type { CheckoutPageData } from '../../context/checkout.ts';
import { useTranslation } from '../../translation.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { InstalmentsMessage } from './instalments-message.tsx';

export function PaymentChoice(props: {
  page: Pick<CheckoutPageData, 'paymentMethods' | 'instalments' | 'currency'>;
  chosen: string | undefined;
  total: number;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const { page } = props;
  return (
    <ChoiceGroup name="payment_method" legend={t('checkout.payment')} error={props.error}>
      {page.paymentMethods.map((method) => (
        <label key={method.id} className="checkout-choice checkout-choice--boxed">
          <input
            type="radio"
            name="payment_method"
            value={method.id}
            defaultChecked={props.chosen === method.id}
          />
          <span>
            <span className="checkout-choice__title">{method.title}</span>
            <span className="checkout-choice__help">{method.description}</span>
          </span>
        </label>
      ))}
      <InstalmentsMessage
        offer={page.instalments}
        amount={props.total}
        currency={page.currency}
        target="checkout-instalments"
      />
    </ChoiceGroup>
  );
}
