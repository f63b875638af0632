// wc/v3/settings on the platform API: the WooCommerce settings we have, under WooCommerce's own
// groups and ids, in its setting shape (id, label, description, type, default, value, options),
// each read from and saved to the module that owns it (checkout: store country; catalog:
// currency, review ratings; cart: redirect after add). What WooCommerce has and we do not
// (addresses, taxes, price formats, …) is absent. It lives here because the orders module is the
// one that already reaches the catalog and the cart.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError } from '../../../platform-api/index.ts';
import type { CartService } from '../../cart/index.ts';
import type { CatalogService } from '../../catalog/index.ts';
import { countries } from '../address-regions.ts';
import type { OrdersService } from '../service.ts';

const base = '/wp-json/wc/v3/settings';

interface WcSetting {
  id: string;
  group: 'general' | 'products';
  label: string;
  description: string;
  type: 'select' | 'checkbox';
  default: string;
  options?: () => Record<string, string>;
  read(): Promise<string>;
  /** Saves a value already checked against `options` (select) or yes/no (checkbox). */
  write(value: string): Promise<void>;
}

const groups = [
  { id: 'general', label: 'General', description: '' },
  { id: 'products', label: 'Products', description: '' },
] as const;

const settingAnswer = z.object({
  id: z.string(),
  group_id: z.string(),
  label: z.string(),
  description: z.string(),
  type: z.string(),
  default: z.string(),
  value: z.string(),
  options: z.record(z.string(), z.string()).optional(),
});

const groupAnswer = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string(),
  parent_id: z.string(),
  sub_groups: z.array(z.string()),
});

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

let currencyOptions: Record<string, string> | undefined;
/** Every ISO 4217 currency Node knows, named as WooCommerce names them ("Euro (EUR)"). */
function currencies(): Record<string, string> {
  if (!currencyOptions) {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    currencyOptions = Object.fromEntries(
      Intl.supportedValuesOf('currency').map((code) => [code, `${names.of(code)} (${code})`]),
    );
  }
  return currencyOptions;
}

function settingsTable(services: {
  orders: OrdersService;
  catalog: CatalogService;
  cart: CartService;
}): WcSetting[] {
  const { orders, catalog, cart } = services;
  return [
    {
      id: 'woocommerce_default_country',
      group: 'general',
      label: 'Country',
      description: 'The country the shop is in; the checkout starts with it.',
      type: 'select',
      default: 'US',
      options: () => Object.fromEntries(countries('en').map((one) => [one.code, one.name])),
      read: async () => (await orders.settings()).store_country,
      write: async (value) =>
        orders.saveSettings({ ...(await orders.settings()), store_country: value }),
    },
    {
      id: 'woocommerce_currency',
      group: 'general',
      label: 'Currency',
      description: 'The currency prices are listed in and the checkout charges in.',
      type: 'select',
      default: 'USD',
      options: currencies,
      read: async () => (await catalog.settings()).currency,
      write: async (value) =>
        catalog.saveSettings({ ...(await catalog.settings()), currency: value }),
    },
    {
      id: 'woocommerce_review_rating_required',
      group: 'products',
      label: 'Star ratings should be required, not optional',
      description: '',
      type: 'checkbox',
      default: 'yes',
      read: async () => yesNo((await catalog.settings()).reviews.ratings_required),
      write: async (value) => {
        const settings = await catalog.settings();
        await catalog.saveSettings({
          ...settings,
          reviews: { ...settings.reviews, ratings_required: value === 'yes' },
        });
      },
    },
    {
      id: 'woocommerce_cart_redirect_after_add',
      group: 'products',
      label: 'Redirect to the cart page after successful addition',
      description: '',
      type: 'checkbox',
      default: 'no',
      read: async () => yesNo((await cart.settings()).redirect_after_add),
      write: async (value) =>
        cart.saveSettings({ ...(await cart.settings()), redirect_after_add: value === 'yes' }),
    },
  ];
}

async function settingJson(setting: WcSetting): Promise<z.infer<typeof settingAnswer>> {
  return {
    id: setting.id,
    group_id: setting.group,
    label: setting.label,
    description: setting.description,
    type: setting.type,
    default: setting.default,
    value: await setting.read(),
    ...(setting.options ? { options: setting.options() } : {}),
  };
}

const groupNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'rest_setting_setting_group_invalid', 'Invalid setting group.');
const settingNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'rest_setting_setting_invalid', 'Invalid setting.');

export async function wcSettingsRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService; catalog: CatalogService; cart: CartService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wc/v3 settings'];
  const settings = settingsTable(options);
  const groupParams = z.object({ group: z.string().regex(/^[\w-]{1,64}$/) });
  const settingParams = groupParams.extend({ id: z.string().regex(/^[\w-]{1,100}$/) });
  const find = (group: string, id: string) =>
    settings.find((setting) => setting.group === group && setting.id === id);

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: 'List the settings groups we have (general, products)',
        response: { 200: z.array(groupAnswer) },
      },
    },
    () => groups.map((group) => ({ ...group, parent_id: '', sub_groups: [] })),
  );

  routes.get(
    `${base}/:group`,
    {
      schema: {
        tags,
        summary: "List a group's settings",
        params: groupParams,
        response: { 200: z.array(settingAnswer) },
      },
    },
    async (request, reply) => {
      const { group } = request.params;
      if (!groups.some((known) => known.id === group)) return groupNotFound(reply);
      return Promise.all(settings.filter((one) => one.group === group).map(settingJson));
    },
  );

  routes.get(
    `${base}/:group/:id`,
    {
      schema: {
        tags,
        summary: 'Retrieve a setting',
        params: settingParams,
        response: { 200: settingAnswer },
      },
    },
    async (request, reply) => {
      if (!groups.some((known) => known.id === request.params.group)) return groupNotFound(reply);
      const setting = find(request.params.group, request.params.id);
      return setting ? settingJson(setting) : settingNotFound(reply);
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/:group/:id`,
    schema: {
      tags,
      summary: 'Update a setting’s value',
      params: settingParams,
      body: z.object({ value: z.union([z.string(), z.boolean()]) }),
      response: { 200: settingAnswer },
    },
    handler: async (request, reply) => {
      if (!groups.some((known) => known.id === request.params.group)) return groupNotFound(reply);
      const setting = find(request.params.group, request.params.id);
      if (!setting) return settingNotFound(reply);
      const given = request.body.value;
      const value = typeof given === 'boolean' ? yesNo(given) : given;
      const allowed =
        setting.type === 'checkbox' ? ['yes', 'no'] : Object.keys(setting.options?.() ?? {});
      if (!allowed.includes(value)) {
        return restError(
          reply,
          400,
          'rest_setting_value_invalid',
          'An invalid setting value was passed.',
          {
            params: { value: `Must be one of the setting's options.` },
          },
        );
      }
      await setting.write(value);
      return settingJson(setting);
    },
  });
}
