// The shop as every page names it (apps/web/app/context/shop.ts): its settings are kept in
// memory by the shop module, so a page asks no query for them.
import type { ShopPages } from '@pinwheel/web/context/shop';
import type { ShopSettingsCache } from './settings-cache.ts';

export function shopPages(shop: ShopSettingsCache): ShopPages {
  const { name, languages } = shop.settings();
  return { name, languages };
}
