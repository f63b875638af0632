// The instalments message's option checks, with the provider widget's messages and codes.
import { describe, expect, it } from 'vitest';
import { checkAffordabilityOptions, instalmentAmounts } from './affordability-widget.ts';

const good = { key: 'local', amount: 12_000, target: 'instalments-1' };

function failure(options: Parameters<typeof checkAffordabilityOptions>[0]) {
  try {
    checkAffordabilityOptions(options);
  } catch (error) {
    return { message: (error as Error).message, code: (error as { code: unknown }).code };
  }
  return null;
}

describe('the affordability message options', () => {
  it('accepts a key, a numeric amount (numbers or numeric text) and a target', () => {
    expect(checkAffordabilityOptions(good)).toMatchObject({
      amount: 12_000,
      target: 'instalments-1',
    });
    expect(checkAffordabilityOptions({ ...good, amount: '99' }).amount).toBe(99);
  });

  it('answers each wrong option with the provider’s message and code', () => {
    expect(failure({ ...good, key: '' })).toEqual({ message: 'Invalid key passed', code: 1003 });
    expect(failure({ ...good, key: undefined })).toEqual({
      message: 'Invalid key passed',
      code: 1003,
    });
    expect(failure({ ...good, amount: 'ten' })).toEqual({
      message: 'Invalid amount passed',
      code: 1001,
    });
    expect(failure({ ...good, amount: Number.NaN })?.code).toBe(1001);
    expect(failure({ ...good, target: '' })).toEqual({
      message: 'Invalid target passed',
      code: 1002,
    });
    expect(failure({ ...good, target: '"><script>' })?.code).toBe(1002);
    expect(failure({ ...good, affordabilityWidgetPrefill: 'x' })).toEqual({
      message: 'Invalid affordabilityWidgetPrefill',
      code: null,
    });
    expect(failure({ ...good, affordabilityWidgetPrefill: { email: 3 } })?.message).toBe(
      'Invalid affordabilityWidgetPrefill',
    );
    expect(failure({ ...good, checkoutOptions: [] })?.message).toBe('Invalid checkout options');
  });

  it('splits a total into equal payments, the odd cents first, summing to the total', () => {
    expect(instalmentAmounts(10_000, 4)).toEqual([2500, 2500, 2500, 2500]);
    expect(instalmentAmounts(1001, 4)).toEqual([251, 250, 250, 250]);
    expect(instalmentAmounts(1001, 4).reduce((a, b) => a + b)).toBe(1001);
  });
});
