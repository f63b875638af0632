// GET {poptin_url}: a popup's content (spec §7 "GET {poptin_url}"; core's popup-content.ts). The
// URL names the content's version, so its answer never changes: browsers and CDNs keep it for a
// year, and the display answer every page view asks for stays lean. An old version (the owner has
// edited the popup since the page asked) redirects to the current one, briefly cached; a popup or
// site that is gone answers 404. Any origin may read it, like the rest of the protocol.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendApiError } from '../../../plugins/errors.ts';
import type { DisplayContext } from '../display-context.ts';
import { languageOfVersion, popupContentPath } from '../site-snapshot.ts';
import { popupContentSchema } from '../popup-schema.ts';
import { displayProtocolRoute } from './cross-origin.ts';
import { errorAnswer, popupContentParams } from './protocol-schemas.ts';
import { isClientIdShape } from '../../sites/index.ts';

const A_YEAR = 'public, max-age=31536000, immutable';

export async function popupContentRoutes(app: FastifyInstance, options: { ctx: DisplayContext }) {
  const { ctx } = options;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/display/content/:clientId/:popupId/:version',
    displayProtocolRoute("A popup's content, at its poptin_url (never changes; cached a year)", {
      params: popupContentParams,
      response: { 200: popupContentSchema, 404: errorAnswer },
    }),
    async (request, reply) => {
      const { clientId, popupId, version } = request.params;
      const snapshot = isClientIdShape(clientId) ? await ctx.snapshots.get(clientId) : null;
      const served = snapshot?.byId.get(popupId);
      if (!served) return sendApiError(reply, 404, 'not_found', 'No such popup');
      const lang = languageOfVersion(version);
      // A translation the owner has since removed redirects to the popup's first language.
      const current = (lang && served.translated[lang]?.content) || served.content;
      if (current.version === version) {
        // Sent as the bytes made once per snapshot; the schema documents their shape.
        return reply
          .header('cache-control', A_YEAR)
          .type('application/json; charset=utf-8')
          .send(current.json as never);
      }
      // A draft's content is for its preview, which asks with the current version.
      if (served.status !== 'live') return sendApiError(reply, 404, 'not_found', 'No such popup');
      return reply
        .header('cache-control', 'no-cache')
        .redirect(popupContentPath(clientId, popupId, current.version), 302);
    },
  );
}
