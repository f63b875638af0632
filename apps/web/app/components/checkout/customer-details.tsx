// The shopper's side of the checkout form: contact and billing address, the box that asks for a
// different shipping address and that address, and the order notes.
import type { CheckoutCountry } from '../../context/checkout.ts';
import { useTranslation } from '../../translation.ts';
import { CheckoutFieldGroup } from './checkout-field-group.tsx';

export function CustomerDetails(props: {
  countries: CheckoutCountry[];
  values: Record<string, string>;
  errors: Record<string, string>;
  shipElsewhere: boolean;
  onShipElsewhere(checked: boolean): void;
}) {
  const { t } = useTranslation();
  const { countries, values, errors } = props;
  return (
    <div className="checkout__details">
      <CheckoutFieldGroup group="billing" countries={countries} values={values} errors={errors} />
      <div className="checkout__group checkout__group--plain">
        <label className="checkout-choice">
          <input
            type="checkbox"
            name="ship_to_different_address"
            value="1"
            checked={props.shipElsewhere}
            onChange={(event) => props.onShipElsewhere(event.target.checked)}
          />
          <span>{t('checkout.shipToDifferent')}</span>
        </label>
      </div>
      <CheckoutFieldGroup group="shipping" countries={countries} values={values} errors={errors} />
      <div className="checkout-field">
        <label htmlFor="order_comments">{t('checkout.notes')}</label>
        <textarea
          id="order_comments"
          name="order_comments"
          rows={3}
          maxLength={1000}
          defaultValue={values.order_comments ?? ''}
        />
      </div>
    </div>
  );
}
