import { describe, expect, it } from 'vitest';
import {
  afterSave,
  emptyProductForm,
  newVariation,
  productWrite,
  variationErrorKey,
  type WcProduct,
  type WcVariation,
} from './product-form.ts';

const variable = () => ({
  ...emptyProductForm(),
  type: 'variable' as const,
  name: 'Harbour Hoodie',
  description: '<p></p>',
  attributes: [{ id: 'attr-color', name: 'Colour', options: ['Navy'] }],
  variations: [
    { ...newVariation({ 'attr-color': 'Navy' }, '30.00'), id: 1001, stock: '4', manageStock: true },
    newVariation({ 'attr-color': 'Sand' }, '32.00'),
  ],
  droppedVariationIds: [1002],
});

describe('the product editor’s form', () => {
  it('writes one save: deletions first, then each variation, an empty editor as no text', () => {
    const write = productWrite(variable(), false);
    expect(write.description).toBe('');
    expect(write.variations).toEqual([
      { id: 1002, delete: true },
      expect.objectContaining({
        id: 1001,
        regular_price: '30.00',
        stock_quantity: 4,
        menu_order: 0,
      }),
      expect.objectContaining({
        regular_price: '32.00',
        manage_stock: false,
        attributes: [{ id: 'attr-color', option: 'Sand' }],
      }),
    ]);
    expect(write.variations![2]).not.toHaveProperty('id');
    // A simple product carries its own price and stock instead.
    const simple = productWrite(
      { ...emptyProductForm(), name: 'Mug', regularPrice: '12.00' },
      true,
    );
    expect(simple).toMatchObject({ type: 'simple', regular_price: '12.00', manage_stock: false });
    expect(simple).not.toHaveProperty('variations');
  });

  it('puts a refused variation field on its row, counting past the deletions', () => {
    const form = variable();
    expect(variationErrorKey(form, 'variations.2.regular_price')).toBe(
      `${form.variations[1]!.key}.regular_price`,
    );
    expect(variationErrorKey(form, 'name')).toBeNull();
  });

  it('takes the ids the server gave new rows and forgets the deletions sent', () => {
    const form = variable();
    const saved = { slug: 'harbour-hoodie' } as WcProduct;
    const variations = [
      { id: 1001, attributes: [{ id: 'attr-color', option: 'Navy' }] },
      { id: 1003, attributes: [{ id: 'attr-color', option: 'sand' }] },
    ] as WcVariation[];
    const after = afterSave(form, saved, variations, [1002]);
    expect(after.variations.map((row) => row.id)).toEqual([1001, 1003]);
    expect(after.droppedVariationIds).toEqual([]);
    expect(after.slug).toBe('harbour-hoodie');
  });
});
