import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { defaultSwatchDisplayOptions as defaults } from './swatch-options.ts';
import {
  chooseTerm,
  chosenVariation,
  stockLeftLabel,
  swatchClickable,
  swatchState,
  type FormVariation,
} from './variation-choice.ts';

function variation(
  id: number,
  attributes: Record<string, string>,
  extra: Partial<FormVariation> = {},
) {
  return {
    id,
    attributes,
    is_in_stock: true,
    max_qty: null,
    variation_stock_left: null,
    is_pre_order: 'no',
    pre_order_label: '',
    enabled: true,
    ...extra,
  } satisfies FormVariation;
}

// Red in S and M; blue in M only, and M blue is sold out; green L exists but is switched off.
const variations = [
  variation(1, { color: 'red', size: 's' }, { variation_stock_left: 3 }),
  variation(2, { color: 'red', size: 'm' }, { variation_stock_left: 12 }),
  variation(3, { color: 'blue', size: 'm' }, { is_in_stock: false, variation_stock_left: 0 }),
  variation(4, { color: 'green', size: 'l' }, { enabled: false }),
];
const attributes = ['color', 'size'];

describe('the variations form rules', () => {
  it('names a variation only once every attribute is chosen; empty attributes match any', () => {
    expect(chosenVariation(variations, attributes, { color: 'red' })).toBeUndefined();
    expect(chosenVariation(variations, attributes, { color: 'red', size: 'm' })?.id).toBe(2);
    expect(chosenVariation(variations, attributes, { color: 'green', size: 'l' })).toBeUndefined();
    const anySize = [variation(9, { color: 'red', size: '' })];
    expect(chosenVariation(anySize, attributes, { color: 'red', size: 'xl' })?.id).toBe(9);
  });

  it('marks swatches available, out of stock or unavailable given the other choices', () => {
    expect(swatchState(variations, {}, 'color', 'red')).toBe('available');
    expect(swatchState(variations, {}, 'color', 'blue')).toBe('out_of_stock');
    expect(swatchState(variations, {}, 'color', 'green')).toBe('unavailable');
    expect(swatchState(variations, { color: 'red' }, 'size', 'l')).toBe('unavailable');
    expect(swatchState(variations, { color: 'blue' }, 'size', 's')).toBe('unavailable');
  });

  it('lets out-of-stock swatches be clicked only as the options say', () => {
    expect(swatchClickable('out_of_stock', defaults)).toBe(false);
    expect(swatchClickable('out_of_stock', { ...defaults, clickable_out_of_stock: true })).toBe(
      true,
    );
    expect(swatchClickable('out_of_stock', { ...defaults, disable_out_of_stock: false })).toBe(
      true,
    );
    expect(swatchClickable('unavailable', { ...defaults, deselect_unavailable: false })).toBe(
      false,
    );
  });

  it('clears a reselected swatch only with clear_on_reselect', () => {
    expect(chooseTerm(variations, { color: 'red' }, 'color', 'red', defaults)).toEqual({});
    const keep = { ...defaults, clear_on_reselect: false };
    expect(chooseTerm(variations, { color: 'red' }, 'color', 'red', keep)).toEqual({
      color: 'red',
    });
  });

  it('clears the other choices when a choice leaves nothing in stock, with deselect_unavailable', () => {
    expect(chooseTerm(variations, { size: 's' }, 'color', 'blue', defaults)).toEqual({
      color: 'blue',
    });
    const keep = { ...defaults, deselect_unavailable: false };
    expect(chooseTerm(variations, { size: 's' }, 'color', 'blue', keep)).toEqual({
      size: 's',
      color: 'blue',
    });
    expect(chooseTerm(variations, { size: 's' }, 'color', 'red', defaults)).toEqual({
      size: 's',
      color: 'red',
    });
  });

  it('shows the stock left only at or below the threshold', () => {
    expect(stockLeftLabel(variations[0], defaults)).toBe(3);
    expect(stockLeftLabel(variations[1], defaults)).toBeNull();
    expect(stockLeftLabel(variations[1], { ...defaults, stock_label_threshold: 12 })).toBe(12);
    expect(stockLeftLabel(variations[0], { ...defaults, show_variation_stock: false })).toBeNull();
  });

  it('formats minor units in the shop currency', () => {
    expect(formatMoney(2450, 'USD', 'en')).toBe('$24.50');
    expect(formatMoney(2450, 'USD', 'he')).toContain('24.50');
  });
});
