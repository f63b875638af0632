// wc/v3/coupons in WooCommerce's shape (class-wc-rest-coupons-v2-controller.php): list (paging
// headers, search by code, `code`), read, create, update, delete (force=true: there is no trash)
// and batch. The owner's only, in the platformApi context.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  nextVersion,
  pageQuery,
  pageWindow,
  requireVersion,
  restError,
  restErrorBody,
  restErrorSchema,
  sendPage,
  type RestErrorBody,
} from '../../../platform-api/index.ts';
import type { CatalogService } from '../../catalog/index.ts';
import type { Coupon } from '../coupon-record.ts';
import type { CouponsService, CouponWrite } from '../service.ts';
import { couponAnswer, couponJson } from './coupon-json.ts';
import { blankCoupon, couponInputOf, couponWrite, type CouponWriteBody } from './coupon-input.ts';

const tags = ['wc/v3 coupons'];
const BATCH_LIMIT = 100;
const invalidId = ['woocommerce_rest_shop_coupon_invalid_id', 'Invalid ID.'] as const;

const listQuery = z.object({
  ...pageQuery,
  orderby: z.enum(['date', 'id', 'include', 'title', 'slug', 'modified']).default('date'),
  code: z.string().trim().max(64).optional().describe('only the coupon with this code'),
});
const idParams = z.object({ id: z.string().min(1).max(200) });
const errorResponses = { 400: restErrorSchema, 401: restErrorSchema, 403: restErrorSchema };

/** A batch item's failure, as WooCommerce answers it in place of the item. */
const batchFailure = z.object({ id: z.string(), error: restErrorSchema });
const batchItem = z.union([couponAnswer, batchFailure]);

export interface CouponRoutesOptions {
  coupons: CouponsService;
  catalog: CatalogService;
  publicUrl: string;
}

/** One batch item or one request's outcome: the coupon, or a refusal in WordPress's shape. */
type Outcome = { ok: true; coupon: Coupon } | { ok: false; error: RestErrorBody };

export async function wcCouponRoutes(app: FastifyInstance, options: CouponRoutesOptions) {
  const { coupons, catalog } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const baseUrl = options.publicUrl.replace(/\/$/, '');

  async function answers(list: Coupon[]) {
    const [currency, usedBy] = await Promise.all([
      catalog.settings().then((settings) => settings.currency),
      coupons.usedBy(list.map((coupon) => coupon.id)),
    ]);
    return list.map((coupon) =>
      couponJson(coupon, { currency, usedBy: usedBy.get(coupon.id) ?? [], baseUrl }),
    );
  }
  const answer = async (coupon: Coupon) => (await answers([coupon]))[0]!;

  function refusalOf(write: CouponWrite): Outcome {
    if (write.ok) return write;
    const { errors } = write;
    if (Object.keys(errors).length === 1 && errors.code) {
      // WooCommerce's own words for a taken code, with the field named as everywhere else.
      return {
        ok: false,
        error: restErrorBody(
          400,
          'woocommerce_rest_coupon_code_already_exists',
          'The coupon code already exists',
          { params: errors },
        ),
      };
    }
    return { ok: false, error: paramsError(errors) };
  }

  /** A batch item's body, judged as a single call's body is. */
  function parsed(body: unknown): { ok: true; body: CouponWriteBody } | Outcome {
    const result = couponWrite.safeParse(body);
    return result.success
      ? { ok: true, body: result.data }
      : { ok: false, error: paramsError(zodParams(result.error)) };
  }

  async function create(body: CouponWriteBody): Promise<Outcome> {
    if (body.code === undefined) {
      return {
        ok: false,
        error: restErrorBody(
          400,
          'woocommerce_rest_empty_coupon_code',
          'The coupon code cannot be empty.',
          { params: { code: 'The coupon code cannot be empty.' } },
        ),
      };
    }
    const currency = (await catalog.settings()).currency;
    const read = couponInputOf(blankCoupon, body, currency);
    if (!read.ok) return { ok: false, error: paramsError(read.params) };
    return refusalOf(await coupons.create(read.input));
  }

  /**
   * Updates a coupon. `request` (the single PUT/PATCH, not a batch item) brings its `If-Match`:
   * a save over someone else's newer one is refused 412 (rest-version.ts).
   */
  async function update(
    id: string,
    body: CouponWriteBody,
    request?: FastifyRequest,
  ): Promise<Outcome> {
    const existing = await coupons.get(id);
    if (!existing) return { ok: false, error: restErrorBody(404, ...invalidId) };
    if (request) requireVersion(request, existing.updatedAt);
    const currency = (await catalog.settings()).currency;
    const read = couponInputOf(existing, body, currency);
    if (!read.ok) return { ok: false, error: paramsError(read.params) };
    const written = await coupons.update(id, read.input, nextVersion(existing.updatedAt));
    if (!written) return { ok: false, error: restErrorBody(404, ...invalidId) };
    return refusalOf(written);
  }

  async function remove(id: string): Promise<Outcome> {
    const deleted = await coupons.delete(id);
    return deleted
      ? { ok: true, coupon: deleted }
      : { ok: false, error: restErrorBody(404, ...invalidId) };
  }

  async function send(reply: FastifyReply, outcome: Outcome, status = 200) {
    if (!outcome.ok) return reply.status(outcome.error.data.status).send(outcome.error);
    answerVersion(reply, outcome.coupon.updatedAt);
    return reply.status(status).send(await answer(outcome.coupon));
  }

  api.get(
    '/wp-json/wc/v3/coupons',
    {
      schema: {
        tags,
        summary: 'List coupons (search matches the code)',
        querystring: listQuery,
        response: { 200: z.array(couponAnswer), ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { limit, offset } = pageWindow(query);
      const orderby =
        query.orderby === 'title' || query.orderby === 'slug'
          ? 'code'
          : query.orderby === 'include'
            ? 'date'
            : query.orderby;
      const { coupons: page, total } = await coupons.list({
        limit,
        offset,
        search: query.search,
        code: query.code,
        include: query.include,
        exclude: query.exclude,
        orderby,
        order: query.order,
      });
      const items = await answers(
        query.orderby === 'include' && query.include ? inIncludeOrder(page, query.include) : page,
      );
      return sendPage(request, reply, items, total);
    },
  );

  api.post(
    '/wp-json/wc/v3/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon',
        body: couponWrite,
        response: { 201: couponAnswer, ...errorResponses },
      },
    },
    async (request, reply) => send(reply, await create(request.body), 201),
  );

  api.get(
    '/wp-json/wc/v3/coupons/:id',
    {
      schema: {
        tags,
        summary: 'One coupon',
        params: idParams,
        response: { 200: couponAnswer, 404: restErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const coupon = await coupons.get(request.params.id);
      if (!coupon) return restError(reply, 404, ...invalidId);
      answerVersion(reply, coupon.updatedAt);
      return answer(coupon);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    api[method](
      '/wp-json/wc/v3/coupons/:id',
      {
        schema: {
          tags,
          summary:
            'Update a coupon (the fields sent; the others stay); with If-Match, 412 rest_edit_conflict when it changed since',
          params: idParams,
          body: couponWrite,
          response: {
            200: couponAnswer,
            404: restErrorSchema,
            412: restErrorSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => send(reply, await update(request.params.id, request.body, request)),
    );
  }

  api.delete(
    '/wp-json/wc/v3/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon (force=true: coupons have no trash); answers the deleted coupon',
        params: idParams,
        querystring: z.object({
          force: z
            .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
            .optional()
            .transform((value) => value === true || value === 'true' || value === '1'),
        }),
        response: { 200: couponAnswer, 404: restErrorSchema, 501: restErrorSchema },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return trashRefused(reply);
      const outcome = await remove(request.params.id);
      return send(reply, outcome);
    },
  );

  api.post(
    '/wp-json/wc/v3/coupons/batch',
    {
      schema: {
        tags,
        summary: 'Create, update and delete coupons in one call (at most 100 items)',
        description:
          'Each item is judged on its own: a refused item answers `{id, error}` in its place, as WooCommerce does.',
        body: z.object({
          create: z.array(z.record(z.string(), z.unknown())).optional(),
          update: z
            .array(z.looseObject({ id: z.union([z.string(), z.number()]).transform(String) }))
            .optional(),
          delete: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
        }),
        response: {
          200: z.object({
            create: z.array(batchItem).optional(),
            update: z.array(batchItem).optional(),
            delete: z.array(batchItem).optional(),
          }),
          413: restErrorSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const count =
        (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
      if (count > BATCH_LIMIT) {
        return restError(
          reply,
          413,
          'woocommerce_rest_request_entity_too_large',
          `Unable to accept more than ${BATCH_LIMIT} items for this request.`,
        );
      }
      const itemOf = async (id: string, outcome: Outcome) =>
        outcome.ok ? answer(outcome.coupon) : { id, error: outcome.error };
      const result: Record<string, unknown[]> = {};
      if (body.create) {
        result.create = [];
        for (const item of body.create) {
          const read = parsed(item);
          result.create.push(await itemOf('0', 'body' in read ? await create(read.body) : read));
        }
      }
      if (body.update) {
        result.update = [];
        for (const { id, ...item } of body.update) {
          const read = parsed(item);
          result.update.push(await itemOf(id, 'body' in read ? await update(id, read.body) : read));
        }
      }
      if (body.delete) {
        result.delete = [];
        for (const id of body.delete) result.delete.push(await itemOf(id, await remove(id)));
      }
      return result;
    },
  );
}

function trashRefused(reply: FastifyReply) {
  return restError(
    reply,
    501,
    'rest_trash_not_supported',
    "The resource does not support trashing. Set 'force=true' to delete.",
  );
}

function paramsError(params: Record<string, string>): RestErrorBody {
  return restErrorBody(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    {
      params,
    },
  );
}

function zodParams(error: z.ZodError): Record<string, string> {
  const params: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    params[field] ??= issue.message;
  }
  return params;
}

function inIncludeOrder(page: Coupon[], include: readonly string[]): Coupon[] {
  const position = new Map(include.map((id, index) => [id, index]));
  return [...page].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}
