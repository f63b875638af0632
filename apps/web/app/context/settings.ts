// The owner's settings pages (/admin/settings/…): cart and checkout (modules/orders/pages.ts),
// search and catalog (modules/catalog/pages.ts).
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

export interface CatalogSettingsPages {
  /** Search and catalog: the form's current values and the categories the overlay may offer. */
  form(): Promise<{
    values: SettingsFormValues;
    categories: Array<{ slug: string; name: string }>;
  }>;
  save(form: FormData): Promise<SettingsSaveResult>;
}
