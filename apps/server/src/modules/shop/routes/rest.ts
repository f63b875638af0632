// pinwheel/v1/settings/shop on the platform API: the shop's name, default language, postal address
// (shop-address.ts; null: none) and the languages it offers (at least one, the default among them; the storefront's language switch
// offers only those, and a visitor asking for another gets the default). A save is
// shown by this process's pages at once (the kept settings are read again); other processes show
// it within the cache's TTL. The settings carry a version (ETag; rest-version.ts): a save sent with
// an If-Match that is no longer current is refused 412, so one owner never overwrites another's
// change unseen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  requireVersion,
  restErrorSchema,
} from '../../../platform-api/index.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { nameText } from '../../../schemas/plain-text.ts';
import type { Shop, ShopInput } from '../service.ts';
import { shopAddressSchema } from '../shop-address.ts';
import type { ShopSettingsCache } from '../settings-cache.ts';

const path = '/wp-json/pinwheel/v1/settings/shop';

const shopSettingsAnswer = z.object({
  name: z.string(),
  default_language: languageSchema,
  languages: z.array(languageSchema),
  address: shopAddressSchema.nullable(),
});

const shopSettingsInput = z.object({
  name: nameText(200).trim().min(1).optional(),
  default_language: languageSchema.optional(),
  languages: z.array(languageSchema).min(1, 'Offer at least one language.').max(10).optional(),
  /** Null takes the address away. */
  address: shopAddressSchema.nullable().optional(),
});

/** The refusal of offered languages that leave out the default one. */
export const DEFAULT_NOT_OFFERED = 'Offer the default language, or choose another default.';

const json = (shop: Shop): z.infer<typeof shopSettingsAnswer> => ({
  name: shop.name,
  default_language: shop.defaultLanguage,
  languages: shop.languages,
  address: shop.address,
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
        summary:
          'The shop’s settings: its name, default language and the languages offered (ETag: their version)',
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
      response: { 200: shopSettingsAnswer, 400: restErrorSchema, 412: restErrorSchema },
    },
    handler: async (request, reply) => {
      await options.shop.refresh();
      const before = options.shop.settings();
      requireVersion(request, before.updatedAt);
      const { name, default_language: defaultLanguage, languages, address } = request.body;
      const chosen = {
        name: name ?? before.name,
        defaultLanguage: defaultLanguage ?? before.defaultLanguage,
        languages: languages ?? before.languages,
        address: address === undefined ? before.address : address,
      };
      if (!chosen.languages.includes(chosen.defaultLanguage)) {
        return invalidParams(reply, { languages: DEFAULT_NOT_OFFERED });
      }
      await options.save(chosen, nextVersion(before.updatedAt));
      await options.shop.refresh();
      const after = options.shop.settings();
      answerVersion(reply, after.updatedAt);
      return json(after);
    },
  });
}
