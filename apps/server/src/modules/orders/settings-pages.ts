// The owner's "Cart & checkout" settings page (apps/web/app/context/settings.ts): the order
// settings and the cart's redirect-after-add, read from and saved through their services — the
// same calls the owner API makes — so a save shows on the storefront at once. Money fields are
// amounts in the shop's currency; every post is checked with the owner API's schemas before
// anything is written.
import {
  attributionFieldNames,
  postedSettings,
  refusedSettings,
  type Language,
} from '@pinwheel/core';
import type { CheckoutSettingsPages } from '@pinwheel/web/context/settings';
import type { AppCart } from '../cart/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import { countries } from './address-regions.ts';
import type { OrdersService } from './service.ts';
import { checkoutSettingsFromForm, checkoutSettingsValues } from './settings-form.ts';

export function checkoutSettingsPages(
  services: { orders: OrdersService; cart: AppCart; catalog: CatalogService },
  lang: Language,
): CheckoutSettingsPages {
  const { orders, cart, catalog } = services;
  const currency = async () => (await catalog.settings()).currency;
  return {
    async form() {
      const [orderSettings, cartSettings, shopCurrency] = await Promise.all([
        orders.settings(),
        cart.settings(),
        currency(),
      ]);
      return {
        values: {
          ...checkoutSettingsValues(orderSettings, shopCurrency),
          redirect_after_add: cartSettings.redirect_after_add ? 'on' : '',
        },
        currency: shopCurrency,
        countries: countries(lang).map(({ code, name }) => ({ code, name })),
        attributionFields: attributionFieldNames,
      };
    },
    async save(form) {
      const posted = postedSettings(form);
      const read = checkoutSettingsFromForm(posted, await orders.settings(), await currency());
      if (!read.ok) return refusedSettings(lang, read.problems, form);
      // Both checked before either is written: a refused field leaves every setting as it was.
      await orders.saveSettings(read.settings);
      await cart.saveSettings({ redirect_after_add: posted.checked('redirect_after_add') });
      return { ok: true };
    },
  };
}
