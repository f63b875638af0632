// The local instalments provider answers in the provider's apiData shape from the shop's settings.
import { describe, expect, it } from 'vitest';
import { localInstalmentsProvider } from './instalments-provider.ts';
import { readOrderSettings } from './order-settings.ts';

describe('the local instalments provider', () => {
  it('is enabled for the configured key while the shop offers instalments', async () => {
    const settings = readOrderSettings('{}');
    const provider = localInstalmentsProvider(async () => settings);
    expect(await provider.availability({ key: 'local', currency: 'USD' })).toEqual({
      status: 200,
      data: { enabled: true },
      new_widget_design_enabled: true,
    });
    expect((await provider.availability({ key: 'other', currency: 'USD' })).data.enabled).toBe(
      false,
    );
    const off = localInstalmentsProvider(async () => ({
      ...settings,
      instalments: { ...settings.instalments, enabled: false },
    }));
    expect((await off.availability({ key: 'local', currency: 'USD' })).data.enabled).toBe(false);
  });
});
