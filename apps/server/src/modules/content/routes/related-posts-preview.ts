// pinwheel/v1/posts/{id}/related (owner only): the related posts a post will end with on the
// storefront, for the dashboard's post editor. The storefront's own call (related-posts.ts) answers
// only live posts, by their address; a draft or a scheduled post has none yet, and its editor
// still wants to show what its readers will get. Same rules, same display settings, same shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restError, restErrorSchema } from '../../../platform-api/index.ts';
import { languageSchema } from '../../../schemas/language.ts';
import type { ContentService } from '../service.ts';
import { idParams } from './wp-schemas.ts';

const relatedItem = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  url_meta: z.object({ origin: z.string(), position: z.number() }),
  rel: z.string(),
  classes: z.string(),
  format: z.string(),
  date: z.string(),
  context: z.string(),
  excerpt: z.string(),
  img: z
    .object({
      src: z.string(),
      width: z.number(),
      height: z.number(),
      srcset: z.string(),
      sizes: z.string(),
      alt_text: z.string(),
    })
    .nullable(),
});

const relatedAnswer = z.object({
  items: z.array(relatedItem),
  show_thumbnails: z.boolean(),
  show_date: z.boolean(),
  show_context: z.boolean(),
  layout: z.enum(['grid', 'list']),
});

export async function relatedPostsPreviewRoutes(
  app: FastifyInstance,
  options: { content: ContentService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wp-json/pinwheel/v1/posts/:id/related',
    {
      schema: {
        tags: ['pinwheel/v1 posts'],
        summary:
          'The related posts a post will show on the storefront (any status), in the storefront’s related-posts shape',
        params: idParams,
        querystring: z.object({ lang: languageSchema.default('en') }),
        response: { 200: relatedAnswer, 404: restErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await options.content.relatedPostsPreview(
        request.query.lang,
        request.params.id,
      );
      if (!answer) return restError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.');
      return answer;
    },
  );
}
