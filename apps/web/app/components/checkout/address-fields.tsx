// One address's fields with WooCommerce's names (billing_first_name, …). The country select
// decides the state field: a list of the country's states, or a disabled, empty input for a
// country whose addresses have none (spec §4). Without JavaScript the page renders the state
// field for the country it was given; a changed country is judged again by the server, which
// answers with the right list and the values kept.
import { useState } from 'react';
import type { CheckoutCountry } from '../../load-context.ts';
import { useTranslation } from '../../translation.ts';
import { CheckoutField } from './checkout-field.tsx';

export function AddressFields(props: {
  prefix: 'billing' | 'shipping';
  countries: CheckoutCountry[];
  values: Record<string, string>;
  errors: Record<string, string>;
  /** false for a shipping address not asked for: its inputs are left out of the form. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { prefix, values, errors } = props;
  const name = (field: string) => `${prefix}_${field}`;
  const [country, setCountry] = useState(values[name('country')] ?? '');
  const states = props.countries.find((candidate) => candidate.code === country)?.states ?? null;
  const field = (
    key: string,
    label: string,
    options: { autoComplete: string; required?: boolean },
  ) => (
    <CheckoutField
      name={name(key)}
      label={label}
      value={values[name(key)] ?? ''}
      error={errors[name(key)]}
      autoComplete={`${prefix} ${options.autoComplete}`}
      required={options.required ?? false}
    />
  );
  return (
    <div className="checkout-address">
      <div className="checkout-address__pair">
        {field('first_name', t('checkout.firstName'), {
          autoComplete: 'given-name',
          required: true,
        })}
        {field('last_name', t('checkout.lastName'), {
          autoComplete: 'family-name',
          required: true,
        })}
      </div>
      {field('company', t('checkout.company'), { autoComplete: 'organization' })}
      <div className="checkout-field">
        <label htmlFor={name('country')}>{t('checkout.country')}</label>
        <select
          id={name('country')}
          name={name('country')}
          value={country}
          required
          autoComplete={`${prefix} country`}
          aria-invalid={errors[name('country')] ? true : undefined}
          aria-describedby={errors[name('country')] ? `${name('country')}-error` : undefined}
          onChange={(event) => setCountry(event.target.value)}
        >
          {props.countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {errors[name('country')] ? (
          <p id={`${name('country')}-error`} className="checkout-field__error">
            {errors[name('country')]}
          </p>
        ) : null}
      </div>
      {field('address_1', t('checkout.address1'), {
        autoComplete: 'address-line1',
        required: true,
      })}
      {field('address_2', t('checkout.address2'), { autoComplete: 'address-line2' })}
      <div className="checkout-address__pair">
        {field('city', t('checkout.city'), { autoComplete: 'address-level2', required: true })}
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
              autoComplete={`${prefix} address-level1`}
              aria-invalid={errors[name('state')] ? true : undefined}
              aria-describedby={errors[name('state')] ? `${name('state')}-error` : undefined}
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
          {errors[name('state')] ? (
            <p id={`${name('state')}-error`} className="checkout-field__error">
              {errors[name('state')]}
            </p>
          ) : null}
        </div>
      </div>
      {field('postcode', t('checkout.postcode'), { autoComplete: 'postal-code' })}
    </div>
  );
}
