// pinwheel/v1/settings/checkout on the platform API: the checkout's settings (store country,
// shipping, payment methods, attribution, instalments), every field sent (GET them, change, send
// them back), as /api/admin/order-settings takes them. Amounts here stay integer minor units of
// the shop's currency, as that route has always answered them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderSettingsInput, orderSettingsSchema } from '../order-settings.ts';
import type { OrdersService } from '../service.ts';

const path = '/wp-json/pinwheel/v1/settings/checkout';

export async function checkoutSettingsRestRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService },
) {
  const { orders } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];
  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'The checkout’s settings: shipping, payments, attribution, instalments',
        response: { 200: orderSettingsSchema },
      },
    },
    () => orders.settings(),
  );
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary: 'Save the checkout’s settings (every field: GET them, change, send them back)',
      body: orderSettingsInput,
      response: { 200: orderSettingsSchema },
    },
    handler: async (request) => {
      await orders.saveSettings(request.body);
      return orders.settings();
    },
  });
}
