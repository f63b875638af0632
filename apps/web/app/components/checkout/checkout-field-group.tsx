// One of the checkout's field groups, billing or shipping, with WooCommerce's names
// (billing_first_name, shipping_city, …): the group's name decides the names' prefix, the
// autocomplete section, its legend and which fields it has beyond the address both share
// (billing's email and phone, in a Contact fieldset of their own before the address). The
// country select decides the state field: a list of the country's states, or a disabled, empty
// input for a country whose addresses have none (spec §4). Without JavaScript the page renders the
// state field for the country it was given; a changed country is judged again by the server,
// which answers with the right list and the values kept.
import type { MessageKey } from '@pinwheel/core';
import { useState } from 'react';
import type { CheckoutCountry } from '../../context/checkout.ts';
import { useTranslation } from '../../translation.ts';
import { CheckoutField } from './checkout-field.tsx';
import { describedByError, FieldError } from './field-error.tsx';

export type CheckoutFieldGroupName = 'billing' | 'shipping';

interface InputField {
  label: MessageKey;
  /** The autocomplete token; address fields get the group's section before it. */
  autoComplete: string;
  required?: boolean;
  type?: 'email' | 'tel';
}

/**
 * Fields a group asks for before its address. Billing's email and phone are the shopper's own,
 * so their autocomplete tokens carry no billing section.
 */
const contactFields: Record<CheckoutFieldGroupName, Array<InputField & { key: string }>> = {
  billing: [
    { key: 'email', label: 'checkout.email', autoComplete: 'email', type: 'email', required: true },
    { key: 'phone', label: 'checkout.phone', autoComplete: 'tel', type: 'tel', required: true },
  ],
  shipping: [],
};

const addressInputs = {
  first_name: { label: 'checkout.firstName', autoComplete: 'given-name', required: true },
  last_name: { label: 'checkout.lastName', autoComplete: 'family-name', required: true },
  company: { label: 'checkout.company', autoComplete: 'organization' },
  address_1: { label: 'checkout.address1', autoComplete: 'address-line1', required: true },
  address_2: { label: 'checkout.address2', autoComplete: 'address-line2' },
  city: { label: 'checkout.city', autoComplete: 'address-level2', required: true },
  postcode: { label: 'checkout.postcode', autoComplete: 'postal-code' },
} satisfies Record<string, InputField>;

const legends: Record<CheckoutFieldGroupName, MessageKey> = {
  billing: 'checkout.billing',
  shipping: 'checkout.shippingAddress',
};

export function CheckoutFieldGroup(props: {
  group: CheckoutFieldGroupName;
  countries: CheckoutCountry[];
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { group, values, errors } = props;
  const name = (field: string) => `${group}_${field}`;
  const [country, setCountry] = useState(values[name('country')] ?? '');
  const states = props.countries.find((candidate) => candidate.code === country)?.states ?? null;
  const input = (key: string, field: InputField, autoComplete: string) => (
    <CheckoutField
      key={key}
      name={name(key)}
      type={field.type}
      label={t(field.label)}
      value={values[name(key)] ?? ''}
      error={errors[name(key)]}
      autoComplete={autoComplete}
      required={field.required ?? false}
    />
  );
  const address = (key: keyof typeof addressInputs) => {
    const field: InputField = addressInputs[key];
    return input(key, field, `${group} ${field.autoComplete}`);
  };
  const contact = contactFields[group];
  return (
    <>
      {contact.length ? (
        <fieldset className="checkout__group">
          <legend>{t('checkout.contact')}</legend>
          {contact.map((field) => input(field.key, field, field.autoComplete))}
        </fieldset>
      ) : null}
      {/* The shipping group is shown by CSS while its box is ticked (checkout.css, :has), so it
          follows the box before JavaScript too; the server reads it only when the box is ticked. */}
      <fieldset
        className={`checkout__group${group === 'shipping' ? ' checkout__shipping-address' : ''}`}
      >
        <legend>{t(legends[group])}</legend>
        <div className="checkout-address">
          <div className="checkout-address__pair">
            {address('first_name')}
            {address('last_name')}
          </div>
          {address('company')}
          <div className="checkout-field">
            <label htmlFor={name('country')}>{t('checkout.country')}</label>
            <select
              id={name('country')}
              name={name('country')}
              value={country}
              required
              autoComplete={`${group} country`}
              aria-invalid={errors[name('country')] ? true : undefined}
              aria-describedby={describedByError(name('country'), errors[name('country')])}
              onChange={(event) => setCountry(event.target.value)}
            >
              {props.countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
            <FieldError name={name('country')} error={errors[name('country')]} />
          </div>
          {address('address_1')}
          {address('address_2')}
          <div className="checkout-address__pair">
            {address('city')}
            <div className="checkout-field">
              <label htmlFor={name('state')}>{t('checkout.state')}</label>
              {states ? (
                <select
                  // A new list for a new country: the old country's choice must not linger.
                  key={country}
                  id={name('state')}
                  name={name('state')}
                  defaultValue={values[name('state')] ?? ''}
                  required
                  autoComplete={`${group} address-level1`}
                  aria-invalid={errors[name('state')] ? true : undefined}
                  aria-describedby={describedByError(name('state'), errors[name('state')])}
                >
                  <option value="">{t('checkout.stateChoose')}</option>
                  {states.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={name('state')}
                  name={name('state')}
                  value=""
                  disabled
                  placeholder={t('checkout.stateNone')}
                  readOnly
                />
              )}
              <FieldError name={name('state')} error={errors[name('state')]} />
            </div>
          </div>
          {address('postcode')}
        </div>
      </fieldset>
    </>
  );
}
