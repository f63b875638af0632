// pinwheel/v1/settings/cart on the platform API: the cart's settings (redirect_after_add: after an
// add, go to the cart page). The same service calls and fields as /api/admin/cart-settings.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartSettingsInput } from '../cart-settings.ts';
import type { CartService } from '../service.ts';

const path = '/wp-json/pinwheel/v1/settings/cart';

export async function cartRestRoutes(app: FastifyInstance, options: { cart: CartService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];
  routes.get(
    path,
    {
      schema: { tags, summary: 'The cart’s settings', response: { 200: cartSettingsInput } },
    },
    () => options.cart.settings(),
  );
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary: 'Save the cart’s settings (redirect_after_add: go to the cart after an add)',
      body: cartSettingsInput,
      response: { 200: cartSettingsInput },
    },
    handler: async (request) => {
      await options.cart.saveSettings(request.body);
      return options.cart.settings();
    },
  });
}
