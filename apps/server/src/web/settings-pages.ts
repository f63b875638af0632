// The owner's settings pages (apps/web/app/load-context.ts OwnerSettingsPages): the cart's, the
// checkout's and the catalog's settings, each read from and saved through its own module's
// service — the same calls the owner API makes — so a save shows on the storefront at once (the
// catalog service forgets its cached settings when it saves). Money fields are amounts in the
// shop's currency; every post is checked with the owner API's schemas before anything is written.
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import {
  attributionFieldNames,
  postedSettings,
  postedValues,
  translate,
  type Language,
  type SettingsFieldProblem,
} from '@pinwheel/core';
import { catalogSettingsFromForm, catalogSettingsValues } from '../modules/catalog/index.ts';
import {
  checkoutSettingsFromForm,
  checkoutSettingsValues,
  countries,
} from '../modules/orders/index.ts';

const refused = (
  lang: Language,
  problems: Record<string, SettingsFieldProblem>,
  form: FormData,
) => ({
  ok: false as const,
  errors: Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      translate(lang, problem.key, problem.params),
    ]),
  ),
  values: postedValues(form),
});

export function settingsForPages(app: FastifyInstance, lang: Language): AppLoadContext['settings'] {
  const currency = async () => (await app.catalog.settings()).currency;
  return {
    async checkout() {
      const [orders, cart, shopCurrency] = await Promise.all([
        app.orders.settings(),
        app.cart.settings(),
        currency(),
      ]);
      return {
        values: {
          ...checkoutSettingsValues(orders, shopCurrency),
          redirect_after_add: cart.redirect_after_add ? 'on' : '',
        },
        currency: shopCurrency,
        countries: countries(lang).map(({ code, name }) => ({ code, name })),
        attributionFields: attributionFieldNames,
      };
    },
    async saveCheckout(form) {
      const posted = postedSettings(form);
      const read = checkoutSettingsFromForm(posted, await app.orders.settings(), await currency());
      if (!read.ok) return refused(lang, read.problems, form);
      // Both checked before either is written: a refused field leaves every setting as it was.
      await app.orders.saveSettings(read.settings);
      await app.cart.saveSettings({ redirect_after_add: posted.checked('redirect_after_add') });
      return { ok: true };
    },
    async catalog() {
      const [settings, categories] = await Promise.all([
        app.catalog.settings(),
        app.catalog.categories(lang),
      ]);
      return {
        values: catalogSettingsValues(settings),
        categories: categories.map(({ slug, name }) => ({ slug, name })),
      };
    },
    async saveCatalog(form) {
      const read = catalogSettingsFromForm(postedSettings(form), await app.catalog.settings());
      if (!read.ok) return refused(lang, read.problems, form);
      await app.catalog.saveSettings(read.settings);
      return { ok: true };
    },
  };
}
