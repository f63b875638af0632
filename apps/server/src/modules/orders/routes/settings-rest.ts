// pinwheel/v1/settings/checkout on the platform API: the checkout's settings (store country,
// shipping, payment methods, attribution, instalments), every field sent (GET them, change, send
// them back), checked as /api/admin/order-settings checks them, with amounts as decimal strings in
// the shop's currency (checkout-settings-money.ts). The settings carry a version (ETag;
// rest-version.ts): a save sent with an If-Match that is no longer current is refused 412, so one
// owner never overwrites another's change unseen.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  requireVersion,
  restErrorSchema,
} from '../../../platform-api/index.ts';
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
  const answer = async (reply: FastifyReply) => {
    answerVersion(reply, await orders.settingsVersion());
    return checkoutSettingsJson(await orders.settings(), await orders.currency());
  };

  routes.get(
    path,
    {
      schema: {
        tags,
        summary:
          'The checkout’s settings: shipping, payments, attribution, instalments (ETag: their version)',
        response: { 200: checkoutSettingsAnswer },
      },
    },
    (_request, reply) => answer(reply),
  );
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary:
        'Save the checkout’s settings (every field: GET them, change, send them back; amounts in the shop’s currency); with If-Match, only if unchanged since',
      body: checkoutSettingsBody,
      response: { 200: checkoutSettingsAnswer, 400: restErrorSchema, 412: restErrorSchema },
    },
    handler: async (request, reply) => {
      const version = await orders.settingsVersion();
      requireVersion(request, version);
      const read = checkoutSettingsFromBody(request.body, await orders.currency());
      if (!read.ok) return invalidParams(reply, read.params);
      await orders.saveSettings(read.settings, nextVersion(version));
      return answer(reply);
    },
  });
}
