// The owner API for the catalog's store settings: GET/PUT /api/admin/catalog-settings (owner only,
// the nonce hook checks the write). A save goes through the service, which forgets the copy it
// keeps in memory, so the storefront of this process shows it at once (others within 3 s).
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with pinwheel/v1/settings/catalog (routes/settings-rest.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { catalogSettingsAnswer, catalogSettingsInput } from '../catalog-settings.ts';
import type { CatalogService } from '../service.ts';

export async function catalogSettingsAdminRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
) {
  const { catalog } = options;
  ownersOnly(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog admin'];

  routes.get(
    '/api/admin/catalog-settings',
    {
      schema: {
        tags,
        summary:
          'The catalog’s settings: currency, swatches, reviews, store notice, coming soon, search overlay',
        response: { 200: catalogSettingsAnswer, 401: apiErrorSchema },
      },
    },
    () => catalog.settings(),
  );

  routes.put(
    '/api/admin/catalog-settings',
    {
      schema: {
        tags,
        summary: 'Save the catalog’s settings (every field; GET them, change, PUT them back)',
        body: catalogSettingsInput,
        response: { 200: catalogSettingsAnswer, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await catalog.saveSettings(request.body);
      return catalog.settings();
    },
  );
}
