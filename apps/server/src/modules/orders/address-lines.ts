// An order's billing or shipping address as lines to read, in the country's own order (core's
// address-format.ts over @fragaria/address-formatter): the order-received page and the mails both
// show it through this one function, so the receipt and the page agree.
import type { Language } from '@pinwheel/core';
import { addressLines as formatAddress } from '@pinwheel/core/address-format';
import { countryName, stateName } from './address-regions.ts';
import type { Address } from './checkout-input.ts';

export function addressLines(address: Address, lang: Language): string[] {
  return formatAddress({
    name: `${address.first_name} ${address.last_name}`,
    company: address.company,
    street: address.address_1,
    street2: address.address_2,
    city: address.city,
    postcode: address.postcode,
    stateCode: address.state,
    stateName: address.state ? stateName(address.country, address.state) : '',
    countryCode: address.country,
    countryName: address.country ? countryName(address.country, lang) : '',
  });
}
