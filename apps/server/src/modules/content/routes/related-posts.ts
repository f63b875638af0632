// The related-posts call (spec storefront §7): a GET of the post's own address with
// `relatedposts=1`, optionally `relatedposts_exclude` (post ids, comma-separated), marked as XHR
// (`X-Requested-With: XMLHttpRequest`). It answers the §3 "Related posts response" as JSON. The
// same address without the mark is the post's page: a router constraint sends only the marked
// requests here, every other request falls through to the pages' catch-all route.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { languageSchema } from '../../../schemas/language.ts';
import type { ContentService } from '../service.ts';

/** Name of the router constraint that picks out the marked related-posts requests. */
const RELATED_POSTS_CONSTRAINT = 'relatedPosts';

const marked = /[?&]relatedposts=1(?:&|$)/;

/** Adds the constraint to the app's router (once, before any route uses it). */
export function addRelatedPostsConstraint(app: FastifyInstance) {
  app.addConstraintStrategy({
    name: RELATED_POSTS_CONSTRAINT,
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => handlers.get(value) ?? null,
        set: (value: string, handler: unknown) => void handlers.set(value, handler),
      };
    },
    deriveConstraint: (request) =>
      request.headers['x-requested-with'] === 'XMLHttpRequest' && marked.test(request.url ?? '')
        ? 'yes'
        : undefined,
    // Requests without the mark must not reach the constrained route (and do not: they go on
    // to the catch-all, as find-my-way tries the next matching route).
    mustMatchWhenDerived: true,
  } as Parameters<FastifyInstance['addConstraintStrategy']>[0]);
}

export async function relatedPostsRoutes(
  app: FastifyInstance,
  options: { content: ContentService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/blog/:slug',
    {
      constraints: { [RELATED_POSTS_CONSTRAINT]: 'yes' },
      schema: {
        tags: ['content'],
        summary:
          'Related posts of a post (its address with relatedposts=1 and X-Requested-With: XMLHttpRequest)',
        params: z.object({
          slug: z
            .string()
            .max(200)
            .regex(/^[a-z0-9-]+$/, 'must be a post slug'),
        }),
        querystring: z.object({
          relatedposts: z.literal('1'),
          relatedposts_exclude: z
            .string()
            .max(2000)
            .regex(/^[\w-]*(,[\w-]+)*$/, 'must be post ids separated by commas')
            .optional(),
          lang: languageSchema.optional(),
        }),
        response: { 200: z.unknown(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const exclude = (request.query.relatedposts_exclude ?? '').split(',').filter(Boolean);
      const answer = await options.content.relatedPosts(
        requestLanguage(request),
        request.params.slug,
        exclude,
      );
      // The same address is a page for other requests: caches must keep the two apart.
      reply.header('vary', 'X-Requested-With, Accept-Language, Cookie');
      reply.header('cache-control', 'private, max-age=60');
      if (!answer) return sendApiError(reply, 404, 'not_found', 'No such post');
      return answer;
    },
  );
}
