// pinwheel/v1/settings/checkout on the platform API: the checkout's settings (store country,
// shipping, payment methods, attribution, instalments), every field sent (GET them, change, send
// them back), checked as /api/admin/order-settings checks them, with amounts as decimal strings in
// the shop's currency (checkout-settings-money.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidParams } from '../../../platform-api/index.ts';
import type { OrdersService } from '../service.ts';
import {
  checkoutSettingsAnswer,
  checkoutSettingsBody,
  checkoutSettingsFromBody,
  checkoutSettingsJson,
} from './checkout-settings-money.ts';

const path = '/wp-json/pinwheel/v1/settings/checkout';

export async function checkoutSettingsRestRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService },
) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];
  const answer = async () => checkoutSettingsJson(await orders.settings(), await orders.currency());

  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'The checkout’s settings: shipping, payments, attribution, instalments',
        response: { 200: checkoutSettingsAnswer },
      },
    },
    answer,
  );
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary:
        'Save the checkout’s settings (every field: GET them, change, send them back; amounts in the shop’s currency)',
      body: checkoutSettingsBody,
      response: { 200: checkoutSettingsAnswer },
    },
    handler: async (request, reply) => {
      const read = checkoutSettingsFromBody(request.body, await orders.currency());
      if (!read.ok) return invalidParams(reply, read.params);
      await orders.saveSettings(read.settings);
      return answer();
    },
  });
}
