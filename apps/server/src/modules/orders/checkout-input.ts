// What a shopper submits at checkout, read and judged the same way from the page's form post and
// from the API's JSON: WooCommerce's field names (billing_first_name, shipping_method, …), each
// error a message key on the field it belongs to, so the page shows it beside that field and the
// API answers it in its error shape. Nothing here trusts the browser: the state must be one of the
// country's, the methods ones the shop offers, and prices are never read at all.
import {
  isNameText,
  isShopEmail,
  isShopPhone,
  MULTI_LINE_TEXT,
  type MessageKey,
} from '@pinwheel/core';
import { isCountry, statesOf } from './address-regions.ts';

export interface Address {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

export interface CheckoutDetails {
  email: string;
  phone: string;
  billing: Address;
  /** Where the parcel goes: the billing address unless the shopper gave another. */
  shipping: Address;
  shipToDifferentAddress: boolean;
  shippingMethod: string;
  paymentMethod: string;
  note: string;
}

export type FieldErrors = Record<string, MessageKey>;

const addressFields: Array<{ name: keyof Address; required: boolean; max: number }> = [
  { name: 'first_name', required: true, max: 100 },
  { name: 'last_name', required: true, max: 100 },
  { name: 'company', required: false, max: 100 },
  { name: 'country', required: true, max: 2 },
  { name: 'address_1', required: true, max: 200 },
  { name: 'address_2', required: false, max: 200 },
  { name: 'city', required: true, max: 100 },
  { name: 'state', required: false, max: 10 },
  { name: 'postcode', required: false, max: 20 },
];

/** The form's field names, in the order the page lays them out. */
export const checkoutFieldNames = [
  'billing_email',
  'billing_phone',
  ...addressFields.map((field) => `billing_${field.name}`),
  'ship_to_different_address',
  ...addressFields.map((field) => `shipping_${field.name}`),
  'shipping_method',
  'payment_method',
  'order_comments',
] as const;

const POSTCODE = /^[A-Za-z0-9 -]{2,20}$/;

function readAddress(
  read: (name: string) => string,
  prefix: 'billing' | 'shipping',
  errors: FieldErrors,
): Address {
  const address = {} as Address;
  for (const field of addressFields) {
    const name = `${prefix}_${field.name}`;
    const value = read(name).trim();
    address[field.name] = value;
    if (value.length > field.max) errors[name] = 'checkout.error.tooLong';
    else if (!isNameText(value)) errors[name] = 'checkout.error.invalid';
    else if (field.required && value === '') errors[name] = 'checkout.error.required';
  }
  const countryName = `${prefix}_country`;
  if (!errors[countryName] && !isCountry(address.country)) {
    errors[countryName] = 'checkout.error.country';
  }
  const states = statesOf(address.country);
  const stateName = `${prefix}_state`;
  if (states === null) {
    // A country without states: whatever the (disabled) input held is dropped.
    address.state = '';
    delete errors[stateName];
  } else if (!errors[stateName]) {
    if (address.state === '') errors[stateName] = 'checkout.error.state';
    else if (!states.some((state) => state.code === address.state)) {
      errors[stateName] = 'checkout.error.state';
    }
  }
  const postcodeName = `${prefix}_postcode`;
  if (!errors[postcodeName] && address.postcode !== '' && !POSTCODE.test(address.postcode)) {
    errors[postcodeName] = 'checkout.error.postcode';
  }
  return address;
}

/** Reads a checkout submission; `read` answers a field's text ('' when absent). */
export function readCheckout(
  read: (name: string) => string,
  offered: { shippingMethods: readonly string[]; paymentMethods: readonly string[] },
): { ok: true; details: CheckoutDetails } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const email = read('billing_email').trim();
  if (email === '') errors.billing_email = 'checkout.error.required';
  else if (email.length > 200 || !isShopEmail(email)) errors.billing_email = 'checkout.error.email';
  const phone = read('billing_phone').trim();
  if (phone === '') errors.billing_phone = 'checkout.error.required';
  else if (phone.length > 40 || !isShopPhone(phone)) errors.billing_phone = 'checkout.error.phone';

  const billing = readAddress(read, 'billing', errors);
  const different = ['1', 'on', 'true', 'yes'].includes(read('ship_to_different_address'));
  const shipping = different ? readAddress(read, 'shipping', errors) : billing;

  const shippingMethod = read('shipping_method');
  if (!offered.shippingMethods.includes(shippingMethod)) {
    errors.shipping_method = 'checkout.error.shippingMethod';
  }
  const paymentMethod = read('payment_method');
  if (!offered.paymentMethods.includes(paymentMethod)) {
    errors.payment_method = 'checkout.error.paymentMethod';
  }
  const note = read('order_comments').trim();
  if (note.length > 1000) errors.order_comments = 'checkout.error.tooLong';
  else if (!MULTI_LINE_TEXT.test(note)) {
    errors.order_comments = 'checkout.error.invalid';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    details: {
      email,
      phone,
      billing,
      shipping,
      shipToDifferentAddress: different,
      shippingMethod,
      paymentMethod,
      note,
    },
  };
}
