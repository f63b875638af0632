// wc/v3 products/reviews on the platform API, in WooCommerce's shape: list (approved by default;
// by state, product, reviewer email, dates; newest first), read, create, update, delete
// (force=true: no trash) and batch. States are WooCommerce's over ours (review-admin.ts): hold is
// our pending, spam our rejected. Reviews are plain text: `review` is answered as paragraphs of
// escaped text (as WordPress's wpautop shows it) and with context=edit as written. The product's
// rating is recounted with every write. The owner's moderation routes (/api/admin/reviews) stay
// beside these as aliases.
import { productUrl } from '@pinwheel/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idList, pageQuery, pageWindow, sendPage } from '../../../platform-api/index.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import { restDateTime, wpDateGmt } from '../../../schemas/rest-date.ts';
import { textToHtml } from '../../../schemas/owner-html.ts';
import { multiLineText, nameText } from '../../../schemas/plain-text.ts';
import type { Outcome } from '../api-refusal.ts';
import type { ReviewRow } from '../review-api-repo.ts';
import {
  reviewNotFound,
  storedReviewStatus,
  WC_REVIEW_STATUSES,
  wcReviewStatus,
  type ReviewChanges,
} from '../review-admin.ts';
import type { CatalogService } from '../service.ts';
import {
  batchAnswer,
  batchBody,
  runBatch,
  batchTooLarge,
  contextQuery,
  idParams,
  sendRefusal,
} from './wc-shared.ts';

const TAG = 'wc/v3 products/reviews';
const BASE = '/wp-json/wc/v3/products/reviews';

const reviewJson = z.object({
  id: z.string(),
  date_created: z.string(),
  date_created_gmt: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  product_permalink: z.string(),
  status: z.enum(['approved', 'hold', 'spam']),
  reviewer: z.string(),
  reviewer_email: z.string(),
  review: z.string(),
  /** 0: no rating. */
  rating: z.number(),
  verified: z.boolean(),
});

type ReviewJson = z.output<typeof reviewJson>;

const writable = {
  product_id: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
  review: multiLineText(5000).trim().min(1, 'is required'),
  reviewer: nameText(80).trim().min(1, 'is required'),
  reviewer_email: z.union([z.literal(''), z.email().max(200)]),
  rating: z.number().int().min(0).max(5),
  status: z.enum(WC_REVIEW_STATUSES),
  date_created: restDateTime,
  date_created_gmt: restDateTime,
};

const createBody = z
  .object({ ...writable })
  .partial()
  .required({ product_id: true, review: true, reviewer: true, reviewer_email: true });
const updateBody = z.object({ ...writable }).partial();
const batchUpdate = updateBody.extend({ id: z.union([z.string().min(1).max(200), z.number()]) });

const listQuery = z.object({
  ...pageQuery,
  orderby: z.enum(['date', 'date_gmt', 'id', 'include', 'product']).default('date_gmt'),
  status: z.enum(['all', 'hold', 'approved', 'spam', 'trash']).default('approved'),
  product: idList.optional(),
  reviewer_email: z.email().max(200).optional(),
  after: restDateTime.optional(),
  before: restDateTime.optional(),
  context: contextQuery,
});

function reviewJsonOf(request: FastifyRequest, row: ReviewRow, context: string): ReviewJson {
  const date = wpDateGmt(Number(row.created_at));
  return {
    id: row.id,
    date_created: date,
    date_created_gmt: date,
    product_id: row.product_id,
    product_name: row.product_title,
    // Absolute, as WordPress's permalinks are; URL drops a default port the Host header names.
    product_permalink: new URL(
      productUrl(row.product_slug),
      `${request.protocol}://${request.host}`,
    ).toString(),
    status: wcReviewStatus(row.status),
    reviewer: row.author,
    reviewer_email: row.email,
    review: context === 'edit' ? row.text : textToHtml(row.text),
    rating: row.rating === null ? 0 : Number(row.rating),
    verified: Number(row.verified) === 1,
  };
}

function changesOf(body: z.output<typeof updateBody>): ReviewChanges {
  return {
    product_id: body.product_id,
    reviewer: body.reviewer,
    reviewer_email: body.reviewer_email,
    review: body.review,
    rating: body.rating,
    status: body.status,
    created_at: body.date_created_gmt ?? body.date_created,
  };
}

export async function wcReviewsRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = catalog.reviewAdmin;

  // Writes answer as WooCommerce's do, in the edit context (the review as written).
  const asJson =
    (request: FastifyRequest) =>
    (outcome: Outcome<ReviewRow>): Outcome<ReviewJson> =>
      outcome.ok ? { ok: true, value: reviewJsonOf(request, outcome.value, 'edit') } : outcome;
  const create = async (request: FastifyRequest, body: z.output<typeof createBody>) =>
    asJson(request)(
      await admin.create({
        ...changesOf(body),
        product_id: body.product_id,
        reviewer: body.reviewer,
        review: body.review,
      }),
    );
  const update = async (request: FastifyRequest, id: string, body: z.output<typeof updateBody>) =>
    asJson(request)(await admin.update(id, changesOf(body)));
  const remove = async (request: FastifyRequest, id: string) =>
    asJson(request)(await admin.delete(id));

  api.get(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: 'List product reviews',
        querystring: listQuery,
        response: { 200: z.array(reviewJson) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // Nothing is ever in a trash here: reviews are deleted for good.
      if (q.status === 'trash') return sendPage(request, reply, [], 0);
      const { rows, total } = await admin.list(
        {
          status: storedReviewStatus(q.status),
          productIds: q.product,
          reviewerEmail: q.reviewer_email,
          search: q.search,
          include: q.include,
          exclude: q.exclude,
          after: q.after,
          before: q.before,
        },
        {
          by: q.orderby === 'date_gmt' ? 'date' : q.orderby,
          direction: q.order,
          include: q.include,
        },
        pageWindow(q),
      );
      return sendPage(
        request,
        reply,
        rows.map((row) => reviewJsonOf(request, row, q.context)),
        total,
      );
    },
  );

  api.post(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: 'Create a product review (approved unless a status is given)',
        body: createBody,
        response: { 201: reviewJson },
      },
    },
    async (request, reply) => {
      const outcome = await create(request, request.body);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      reply.header('location', `${BASE}/${outcome.value.id}`);
      return reply.status(201).send(outcome.value);
    },
  );

  api.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Read a product review',
        params: idParams,
        querystring: z.object({ context: contextQuery }),
        response: { 200: reviewJson },
      },
    },
    async (request, reply) => {
      const row = await admin.find(request.params.id);
      return row
        ? reviewJsonOf(request, row, request.query.context)
        : sendRefusal(reply, reviewNotFound.refusal);
    },
  );

  api.route({
    method: ['PUT', 'PATCH', 'POST'],
    url: `${BASE}/:id`,
    schema: {
      tags: [TAG],
      summary: 'Update a product review (its state too: approved, hold, spam, unspam)',
      params: idParams,
      body: updateBody,
      response: { 200: reviewJson },
    },
    handler: async (request, reply) => {
      const outcome = await update(request, request.params.id, request.body);
      return outcome.ok ? outcome.value : sendRefusal(reply, outcome.refusal);
    },
  });

  api.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a product review for good (force=true)',
        params: idParams,
        querystring: forceQuery,
        response: { 200: z.object({ deleted: z.literal(true), previous: reviewJson }) },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const outcome = await remove(request, request.params.id);
      return outcome.ok
        ? { deleted: true as const, previous: outcome.value }
        : sendRefusal(reply, outcome.refusal);
    },
  );

  api.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${BASE}/batch`,
    schema: {
      tags: [TAG],
      summary: 'Create, update and delete product reviews in one request',
      body: batchBody(createBody, batchUpdate),
      response: {
        200: batchAnswer(
          z.union([reviewJson, z.object({ deleted: z.literal(true), previous: reviewJson })]),
        ),
      },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const tooLarge = batchTooLarge(reply, body);
      if (tooLarge) return tooLarge;
      return runBatch(body, {
        create: (item) => create(request, item),
        update: (id, item) => update(request, id, item),
        remove: async (id): Promise<Outcome<unknown>> => {
          const outcome = await remove(request, id);
          return outcome.ok
            ? { ok: true, value: { deleted: true, previous: outcome.value } }
            : outcome;
        },
      });
    },
  });
}
