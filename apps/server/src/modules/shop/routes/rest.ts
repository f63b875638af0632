// pinwheel/v1/settings/shop on the platform API: the shop's name and default language. A save is
// shown by this process's pages at once (the kept settings are read again); other processes show
// it within the cache's TTL.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '../../../schemas/language.ts';
import { nameText } from '../../../schemas/plain-text.ts';
import type { Shop } from '../service.ts';
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
  options: { shop: ShopSettingsCache; save: (shop: Shop) => Promise<void> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];

  routes.get(
    path,
    {
      schema: {
        tags,
        summary: 'The shop’s settings: its name and default language',
        response: { 200: shopSettingsAnswer },
      },
    },
    async () => {
      await options.shop.refresh();
      return json(options.shop.settings());
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary: 'Update the shop’s settings (only the fields sent)',
      body: shopSettingsInput,
      response: { 200: shopSettingsAnswer },
    },
    handler: async (request) => {
      await options.shop.refresh();
      const before = options.shop.settings();
      const { name, default_language: defaultLanguage } = request.body;
      await options.save({
        name: name ?? before.name,
        defaultLanguage: defaultLanguage ?? before.defaultLanguage,
      });
      await options.shop.refresh();
      return json(options.shop.settings());
    },
  });
}
