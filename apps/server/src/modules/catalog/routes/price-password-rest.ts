// pinwheel/v1/settings/price-password on the platform API: the owner turns the price password on
// or off and sets a new password. The password itself is write-only: the answer says whether one
// is set, never what it is. Turning it on with no password set is refused on `password`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidParams, restErrorSchema } from '../../../platform-api/rest-errors.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { CatalogService } from '../service.ts';

const path = '/wp-json/pinwheel/v1/settings/price-password';

const answer = z.object({ enabled: z.boolean(), password_set: z.boolean() });

export async function pricePasswordRestRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
) {
  const { pricePassword } = options.catalog;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];
  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'Whether prices are hidden behind a password, and whether a password is set',
        response: { 200: answer },
      },
    },
    () => pricePassword.settings(),
  );
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary: 'Hide or show prices, and set a new price password (write-only)',
      body: z.object({
        enabled: z.boolean(),
        password: oneLineText(200).min(4).optional(),
      }),
      response: { 200: answer, 400: restErrorSchema },
    },
    handler: async (request, reply) => {
      const saved = await pricePassword.save(request.body);
      if (!saved.ok) {
        return invalidParams(reply, { password: 'Set a password before hiding prices.' });
      }
      return saved.settings;
    },
  });
}
