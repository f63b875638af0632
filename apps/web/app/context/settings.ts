// The owner's server-rendered settings page (/admin/settings): cart and checkout
// (modules/orders/settings-pages.ts). The other settings pages save through the platform API.
import type { SettingsFormValues } from '@pinwheel/core';

/** A settings form's save: done, or refused with a message per field and the owner's input. */
export type SettingsSaveResult =
  { ok: true } | { ok: false; errors: Record<string, string>; values: SettingsFormValues };

export interface CheckoutSettingsPages {
  /** Cart and checkout: the form's current values and what its choices offer. */
  form(): Promise<{
    values: SettingsFormValues;
    /** The shop's currency: money fields are amounts in it. */
    currency: string;
    countries: Array<{ code: string; name: string }>;
    attributionFields: readonly string[];
  }>;
  save(form: FormData): Promise<SettingsSaveResult>;
}
