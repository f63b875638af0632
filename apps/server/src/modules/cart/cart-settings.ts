// The cart's settings, one JSON row: whether adding to the cart takes the shopper to the cart page
// (WooCommerce's "redirect to the cart page after successful addition"). A stored row missing a
// field takes the default, so reading never fails on a field added later.
import { z } from 'zod';

export const cartSettingsSchema = z.object({
  redirect_after_add: z.boolean().catch(false),
});

export type CartSettings = z.infer<typeof cartSettingsSchema>;

export function readCartSettings(json: string | undefined): CartSettings {
  try {
    return cartSettingsSchema.parse(json ? JSON.parse(json) : {});
  } catch {
    return cartSettingsSchema.parse({});
  }
}

/** What the owner sends: every setting, each required (unknown fields are dropped). */
export const cartSettingsInput = z.object({ redirect_after_add: z.boolean() });
