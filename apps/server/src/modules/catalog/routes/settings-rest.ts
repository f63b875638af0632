// pinwheel/v1/settings/catalog on the platform API: the catalog's settings (currency, swatches,
// reviews, store notice, coming soon, search overlay, per page, related posts), every field sent
// (GET them, change, send them back), as /api/admin/catalog-settings takes them. A save forgets
// the copy the service keeps, so this process's storefront shows it at once (others within 3 s).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { catalogSettingsAnswer, catalogSettingsInput } from '../catalog-settings.ts';
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
          'The catalog’s settings: currency, swatches, reviews, store notice, coming soon, search overlay',
        response: { 200: catalogSettingsAnswer },
      },
    },
    () => catalog.settings(),
  );
  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: path,
    schema: {
      tags,
      summary: 'Save the catalog’s settings (every field: GET them, change, send them back)',
      body: catalogSettingsInput,
      response: { 200: catalogSettingsAnswer },
    },
    handler: async (request) => {
      await catalog.saveSettings(request.body);
      return catalog.settings();
    },
  });
}
