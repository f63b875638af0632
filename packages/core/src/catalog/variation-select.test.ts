// The one reading of a chosen variation that the product page and the server share.
import { describe, expect, it } from 'vitest';
import type { PageVariation, ProductAttribute } from './storefront-records.ts';
import {
  attributeField,
  choiceFromFields,
  choiceOf,
  selectedVariation,
} from './variation-select.ts';

const attribute = (slug: string, terms: string[]): ProductAttribute => ({
  slug,
  name: slug,
  kind: 'label',
  terms: terms.map((term) => ({ slug: term, name: term, color: null, image: null })),
});

const variation = (id: number, attributes: Record<string, string>): PageVariation => ({
  id,
  attributes,
  is_in_stock: true,
  max_qty: null,
  variation_stock_left: null,
  is_pre_order: 'no',
  pre_order_label: '',
  enabled: true,
  sku: `SKU-${id}`,
  price: 1000,
  compare_at_price: null,
  imageIndex: null,
});

const attributes = [attribute('color', ['navy', 'sand']), attribute('size', ['s', 'm'])];
const tee = {
  type: 'variable' as const,
  attributes,
  variations: [
    variation(1, { color: 'navy', size: 's' }),
    variation(2, { color: 'sand', size: '' }),
  ],
};

describe('the variation a request selects', () => {
  it('reads attribute_<slug> fields, dropping terms and attributes the product does not have', () => {
    const fields = new URLSearchParams('attribute_color=navy&attribute_size=xl&attribute_fit=slim');
    expect(choiceFromFields(attributes, fields)).toEqual({ color: 'navy' });
    expect(attributeField('color')).toBe('attribute_color');
  });

  it('selects the variation a whole choice names, none while the choice is partial', () => {
    expect(selectedVariation(tee, { color: 'navy', size: 's' })?.id).toBe(1);
    expect(selectedVariation(tee, { color: 'sand', size: 'm' })?.id).toBe(2);
    expect(selectedVariation(tee, { color: 'navy' })).toBeUndefined();
  });

  it("selects a simple product's only variation whatever is sent", () => {
    const mug = { type: 'simple' as const, attributes: [], variations: [variation(7, {})] };
    expect(
      selectedVariation(
        mug,
        choiceOf([], () => 'anything'),
      )?.id,
    ).toBe(7);
  });
});
