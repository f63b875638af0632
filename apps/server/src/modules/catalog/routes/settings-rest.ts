// pinwheel/v1/settings/catalog on the platform API: the catalog's settings (currency, swatches,
// reviews, store notice, coming soon, search overlay, per page, related posts), every field sent
// (GET them, change, send them back), as /api/admin/catalog-settings takes them. A save forgets
// the copy the service keeps, so this process's storefront shows it at once (others within 3 s).
// The settings carry a version (ETag, `updated_at`; rest-version.ts): a save sent with an If-Match
// that is no longer current is refused 412, so the "Search & catalog" and "Currency, reviews &
// swatches" pages, which both send the whole object, never overwrite another owner's change unseen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  requireVersion,
  restErrorSchema,
} from '../../../platform-api/index.ts';
import {
  catalogSettingsAnswer,
  catalogSettingsInput,
  EMPTY_NOTICE_MESSAGE,
  withNoticeId,
} from '../catalog-settings.ts';
import type { CatalogService } from '../service.ts';

const path = '/wp-json/pinwheel/v1/settings/catalog';

export async function catalogSettingsRestRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
) {
  const { catalog } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 settings'];
  routes.get(
    path,
    {
      schema: {
        tags,
        summary:
          'The catalog’s settings: currency, swatches, reviews, store notice, coming soon, search overlay (ETag: their version)',
        response: { 200: catalogSettingsAnswer },
      },
    },
    async (_request, reply) => {
      const { settings, updatedAt } = await catalog.editableSettings();
      answerVersion(reply, updatedAt);
      return settings;
    },
  );
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary:
        'Save the catalog’s settings (every field: GET them, change, send them back); with If-Match, only if unchanged since',
      body: catalogSettingsInput,
      response: { 200: catalogSettingsAnswer, 400: restErrorSchema, 412: restErrorSchema },
    },
    handler: async (request, reply) => {
      const before = await catalog.editableSettings();
      requireVersion(request, before.updatedAt);
      const settings = withNoticeId(request.body, before.settings.store_notice);
      // A notice switched on with no words would show an empty bar.
      if (settings.store_notice.enabled && settings.store_notice.text.trim() === '') {
        return invalidParams(reply, { 'store_notice.text': EMPTY_NOTICE_MESSAGE });
      }
      await catalog.saveSettings(settings, nextVersion(before.updatedAt));
      const after = await catalog.editableSettings();
      answerVersion(reply, after.updatedAt);
      return after.settings;
    },
  });
}
