import { describe, expect, it } from 'vitest';
import { addressLines, type AddressParts } from './address-format.ts';

const base: AddressParts = {
  name: 'Dana Levi',
  company: '',
  street: '',
  street2: '',
  city: '',
  postcode: '',
  stateCode: '',
  stateName: '',
  countryCode: '',
  countryName: '',
};

describe('an address as its country writes it', () => {
  it('writes a US address city, state code and ZIP on one line', () => {
    expect(
      addressLines({
        ...base,
        street: '500 Howard St',
        street2: 'Suite 4',
        city: 'San Francisco',
        postcode: '94105',
        stateCode: 'CA',
        stateName: 'California',
        countryCode: 'US',
        countryName: 'United States (US)',
      }),
    ).toEqual([
      'Dana Levi',
      '500 Howard St',
      'Suite 4',
      'San Francisco, CA 94105',
      'United States (US)',
    ]);
  });

  it('writes an Israeli or German address postcode first, a British one postcode last', () => {
    expect(
      addressLines({
        ...base,
        company: 'Acme',
        street: 'Herzl 1',
        city: 'Tel Aviv',
        postcode: '6100000',
        countryCode: 'IL',
        countryName: 'ישראל',
      }),
    ).toEqual(['Dana Levi', 'Acme', 'Herzl 1', '6100000 Tel Aviv', 'ישראל']);
    expect(
      addressLines({
        ...base,
        street: 'Unter den Linden 5',
        city: 'Berlin',
        postcode: '10117',
        countryCode: 'DE',
        countryName: 'Germany',
      }).slice(1, 3),
    ).toEqual(['Unter den Linden 5', '10117 Berlin']);
    expect(
      addressLines({
        ...base,
        street: '10 Downing Street',
        city: 'London',
        postcode: 'SW1A 2AA',
        countryCode: 'GB',
        countryName: 'United Kingdom (UK)',
      }),
    ).toEqual(['Dana Levi', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom (UK)']);
  });

  it('leaves no empty line for parts not given', () => {
    expect(
      addressLines({ ...base, city: 'Haifa', countryCode: 'IL', countryName: 'Israel' }),
    ).toEqual(['Dana Levi', 'Haifa', 'Israel']);
  });
});
