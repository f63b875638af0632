// pinwheel/v1/settings/shop on the platform API: the shop's name and default language. A save is
// shown by this process's pages at once (the kept settings are read again); other processes show
// it within the cache's TTL. The settings carry a version (ETag; rest-version.ts): a save sent with
// an If-Match that is no longer current is refused 412, so one owner never overwrites another's
// change unseen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  nextVersion,
  requireVersion,
  restErrorSchema,
} from '../../../platform-api/index.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { nameText } from '../../../schemas/plain-text.ts';
import type { Shop, ShopInput } from '../service.ts';
import type { ShopSettingsCache } from '../settings-cache.ts';

const path = '/wp-json/pinwheel/v1/settings/shop';

const shopSettingsAnswer = z.object({ name: z.string(), default_language: languageSchema });

const shopSettingsInput = z.object({
  name: nameText(200).trim().min(1).optional(),
  default_language: languageSchema.optional(),
});

const json = (shop: Shop): z.infer<typeof shopSettingsAnswer> => ({
  name: shop.name,
  default_language: shop.defaultLanguage,
});

export async function shopRestRoutes(
  app: FastifyInstance,
  options: { shop: ShopSettingsCache; save: (shop: ShopInput, now: number) => Promise<void> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];

  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'The shop’s settings: its name and default language (ETag: their version)',
        response: { 200: shopSettingsAnswer },
      },
    },
    async (_request, reply) => {
      await options.shop.refresh();
      const shop = options.shop.settings();
      answerVersion(reply, shop.updatedAt);
      return json(shop);
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary:
        'Update the shop’s settings (only the fields sent); with If-Match, only if unchanged since',
      body: shopSettingsInput,
      response: { 200: shopSettingsAnswer, 412: restErrorSchema },
    },
    handler: async (request, reply) => {
      await options.shop.refresh();
      const before = options.shop.settings();
      requireVersion(request, before.updatedAt);
      const { name, default_language: defaultLanguage } = request.body;
      await options.save(
        {
          name: name ?? before.name,
          defaultLanguage: defaultLanguage ?? before.defaultLanguage,
        },
        nextVersion(before.updatedAt),
      );
      await options.shop.refresh();
      const after = options.shop.settings();
      answerVersion(reply, after.updatedAt);
      return json(after);
    },
  });
}
