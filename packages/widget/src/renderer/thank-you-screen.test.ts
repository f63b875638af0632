// The thank-you screen's blocks with the popup's coupon as the lead got it: the code the
// conversion answered takes the place of the coupon's own in the blocks naming it, shows under the
// default words when the design has none, and a per-lead coupon without an issued code shows none.
import type { DesignDocument } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { thankYouBlocks } from './thank-you-screen.tsx';

const withThanks: DesignDocument = {
  blocks: [],
  thank_you: [
    { type: 'heading', text: 'Here is your code', level: 2 },
    { type: 'coupon', code: 'picks5', caption: '5% off' },
    { type: 'coupon', code: 'OTHER' },
  ],
};

describe('thankYouBlocks', () => {
  it('puts the lead’s code where the blocks name the popup’s coupon, any case', () => {
    expect(
      thankYouBlocks(withThanks, { code: 'PICKS5', coupon_type: 'unique' }, 'PICKS-ABC234'),
    ).toEqual([
      { type: 'heading', text: 'Here is your code', level: 2 },
      { type: 'coupon', code: 'PICKS-ABC234', caption: '5% off' },
      { type: 'coupon', code: 'OTHER' },
    ]);
  });

  it('shows a shared code as it is, and a per-lead one not at all without an issued code', () => {
    const shared = thankYouBlocks(withThanks, { code: 'PICKS5', coupon_type: 'shared' }, undefined);
    expect(shared?.[1]).toEqual({ type: 'coupon', code: 'PICKS5', caption: '5% off' });
    const preview = thankYouBlocks(
      withThanks,
      { code: 'PICKS5', coupon_type: 'unique' },
      undefined,
    );
    expect(preview?.map((block) => block.type)).toEqual(['heading', 'coupon']);
  });

  it('adds the code under the default words when the design has no thank-you blocks', () => {
    expect(
      thankYouBlocks({ blocks: [] }, { code: 'WELCOME10', coupon_type: 'shared' }, 'WELCOME10'),
    ).toEqual([{ type: 'coupon', code: 'WELCOME10' }]);
    expect(thankYouBlocks(undefined, undefined, undefined)).toBeNull();
    expect(thankYouBlocks(withThanks, undefined, undefined)).toEqual(withThanks.thank_you);
  });
});
