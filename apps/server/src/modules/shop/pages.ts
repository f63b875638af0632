// The shop as every page names it (apps/web/app/context/shop.ts): its settings are kept in
// memory by the shop module, so a page asks no query for them. The address comes as lines in the
// page's language (the invoice and packing slip print them under the shop's name).
import type { Language } from '@pinwheel/core';
import type { ShopPages } from '@pinwheel/web/context/shop';
import type { ShopSettingsCache } from './settings-cache.ts';
import { shopAddressLines } from './shop-address.ts';

export function shopPages(shop: ShopSettingsCache, lang: Language): ShopPages {
  const { name, languages, address } = shop.settings();
  return { name, languages, addressLines: shopAddressLines(address, lang) };
}
