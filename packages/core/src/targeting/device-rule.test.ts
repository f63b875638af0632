import { describe, expect, it } from 'vitest';
import type { DeviceTarget } from '../popup/targeting-fields.ts';
import { deviceRulePasses, deviceTargetOf } from './device-rule.ts';

describe('deviceRulePasses', () => {
  it.each([
    ['all', 'mobile', true],
    ['all', 'desktop', true],
    ['mobile', 'mobile', true],
    ['mobile', 'desktop', false],
    ['desktop', 'desktop', true],
    ['desktop', 'mobile', false],
    ['tablet', 'mobile', false],
  ] as const)('popup for %s, %s visitor: %s', (target, device, expected) => {
    expect(deviceRulePasses(target as DeviceTarget, device).passed).toBe(expected);
  });
});

describe('deviceTargetOf', () => {
  it.each([
    [{ poptin_type: 'lightbox' }, 'all'],
    [{ poptin_type: 'mobile' }, 'mobile'],
    [{ poptin_type: 'mobile', display_on_device: 'all' }, 'all'],
    [{ poptin_type: 'bar', display_on_device: 'desktop' }, 'desktop'],
  ] as const)('%j targets %s', (popup, expected) => {
    expect(deviceTargetOf(popup)).toBe(expected);
  });
});
