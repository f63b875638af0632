// The owner API for review moderation, under /api/admin: a signed-in owner only (401 otherwise),
// the nonce checked on every write. Lists reviews by state (pending, approved, rejected), and
// approves or rejects one; the product's rating follows at once (reviews.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { REVIEW_STATUSES } from '../review-queue.ts';
import type { CatalogService } from '../service.ts';

const reviewParams = z.object({
  id: z
    .string()
    .max(40)
    .regex(/^[\w-]+$/, 'must be a review id'),
  decision: z.enum(['approve', 'reject']),
});

export async function reviewsAdminRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  ownersOnly(app);
  const tags = ['reviews admin'];
  const errors = {
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  };

  routes.get(
    '/api/admin/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews in one state (pending by default), newest first, with their product',
        querystring: z.object({
          status: z.enum(REVIEW_STATUSES).default('pending'),
          lang: languageSchema.optional(),
        }),
        response: { 200: z.object({ reviews: z.array(z.unknown()) }), ...errors },
      },
    },
    async (request) => ({
      reviews: await options.catalog.reviewQueue(requestLanguage(request), request.query.status),
    }),
  );

  routes.post(
    '/api/admin/reviews/:id/:decision',
    {
      schema: {
        tags,
        summary: 'Approves (shown, counted in the rating) or rejects (hidden) a review',
        params: reviewParams,
        response: {
          200: z.object({ id: z.string(), status: z.enum(['approved', 'rejected']) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id, decision } = request.params;
      const status = decision === 'approve' ? ('approved' as const) : ('rejected' as const);
      if (!(await options.catalog.moderateReview(id, status))) {
        return sendApiError(reply, 404, 'not_found', 'No such review');
      }
      return { id, status };
    },
  );
}
