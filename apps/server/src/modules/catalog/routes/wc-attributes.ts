// wc/v3 products/attributes on the platform API, in WooCommerce's shape: list, read, create,
// update, delete (force=true: no trash; its terms go with it) and batch. WooCommerce's slugs carry
// its taxonomy prefix (`pa_color`), so ours are answered with it and taken with or without it;
// every attribute is a `select` ordered by `menu_order`, without archives. Ours beside them:
// `swatch_kind` (color, image or label: how the product page shows its terms), `menu_order` (the
// order the product page lists attributes in) and `translations.he`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  pageQuery,
  pageWindow,
  requireVersion,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import type { Outcome } from '../api-refusal.ts';
import {
  ATTRIBUTE_SLUG_MAX,
  attributeNotFound,
  type AttributeChanges,
} from '../attribute-admin.ts';
import type { CatalogService } from '../service.ts';
import { SLUG_REASON, SLUG_SHAPE } from '../slugs.ts';
import type { AttributeRow } from '../terms-repo.ts';
import {
  batchAnswer,
  batchBody,
  runBatch,
  batchTooLarge,
  contextQuery,
  hebrewName,
  idParams,
  menuOrderField,
  nameField,
  sendRefusal,
  translationsField,
} from './wc-shared.ts';

const TAG = 'wc/v3 products/attributes';
const BASE = '/wp-json/wc/v3/products/attributes';
/** WooCommerce names an attribute's taxonomy `pa_<slug>`. */
const PREFIX = 'pa_';

const attributeJson = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.literal('select'),
  order_by: z.literal('menu_order'),
  has_archives: z.literal(false),
  swatch_kind: z.enum(['color', 'image', 'label']),
  menu_order: z.number(),
  translations: z.object({ he: z.object({ name: z.string().nullable() }) }),
});

type AttributeJson = z.output<typeof attributeJson>;

/** A slug with or without `pa_`, kept without it, at most 28 characters as WooCommerce has it. */
const attributeSlug = z
  .string()
  .trim()
  .toLowerCase()
  .transform((slug) => (slug.startsWith(PREFIX) ? slug.slice(PREFIX.length) : slug))
  .pipe(
    z
      .string()
      .regex(SLUG_SHAPE, SLUG_REASON)
      .refine((slug) => slug.length <= ATTRIBUTE_SLUG_MAX, {
        message: `is too long (${ATTRIBUTE_SLUG_MAX} characters max). Shorten it, please.`,
      }),
  );

const writable = {
  name: nameField,
  slug: attributeSlug,
  type: z.literal('select'),
  order_by: z.literal('menu_order'),
  has_archives: z.literal(false),
  swatch_kind: z.enum(['color', 'image', 'label']),
  menu_order: menuOrderField,
  translations: translationsField({ name: hebrewName }),
};

const createBody = z
  .object({ ...writable })
  .partial()
  .required({ name: true });
const updateBody = z.object({ ...writable }).partial();
const batchUpdate = updateBody.extend({ id: z.union([z.string().min(1).max(200), z.number()]) });

const listQuery = z.object({
  ...pageQuery,
  order: z.enum(['asc', 'desc']).default('asc'),
  orderby: z.enum(['id', 'include', 'name', 'slug', 'menu_order']).default('menu_order'),
  slug: attributeSlug.optional(),
  context: contextQuery,
});

function attributeJsonOf(row: AttributeRow): AttributeJson {
  const kind = row.swatch_kind;
  return {
    id: row.id,
    name: row.name,
    slug: `${PREFIX}${row.slug}`,
    type: 'select',
    order_by: 'menu_order',
    has_archives: false,
    swatch_kind: kind === 'color' || kind === 'image' ? kind : 'label',
    menu_order: Number(row.position),
    translations: { he: { name: row.name_he } },
  };
}

function changesOf(body: z.output<typeof updateBody>): AttributeChanges {
  return {
    name: body.name,
    slug: body.slug,
    swatch_kind: body.swatch_kind,
    menu_order: body.menu_order,
    name_he: body.translations?.he?.name,
  };
}

const asJson = (outcome: Outcome<AttributeRow>): Outcome<AttributeJson> =>
  outcome.ok ? { ok: true, value: attributeJsonOf(outcome.value) } : outcome;

export async function wcAttributesRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = catalog.attributeAdmin;
  const create = async (body: z.output<typeof createBody>) =>
    asJson(await admin.createAttribute({ ...changesOf(body), name: body.name }));
  const update = async (id: string, body: z.output<typeof updateBody>) =>
    asJson(await admin.updateAttribute(id, changesOf(body)));
  const remove = async (id: string) => asJson(await admin.deleteAttribute(id));

  api.get(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: 'List product attributes',
        querystring: listQuery,
        response: { 200: z.array(attributeJson) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await admin.listAttributes(
        { search: q.search, include: q.include, exclude: q.exclude, slug: q.slug },
        { by: q.orderby, direction: q.order, include: q.include },
        pageWindow(q),
      );
      return sendPage(request, reply, rows.map(attributeJsonOf), total);
    },
  );

  api.post(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: 'Create a product attribute',
        body: createBody,
        response: { 201: attributeJson },
      },
    },
    async (request, reply) => {
      const outcome = await create(request.body);
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
        summary: 'Read a product attribute',
        params: idParams,
        querystring: z.object({ context: contextQuery }),
        response: { 200: attributeJson },
      },
    },
    async (request, reply) => {
      const row = await admin.findAttribute(request.params.id);
      if (!row) return sendRefusal(reply, attributeNotFound.refusal);
      answerVersion(reply, Number(row.updated_at));
      return attributeJsonOf(row);
    },
  );

  api.route({
    method: ['PUT', 'PATCH', 'POST'],
    url: `${BASE}/:id`,
    schema: {
      tags: [TAG],
      summary:
        'Update a product attribute (a new slug is renamed in every variation; with If-Match, only if unchanged since)',
      params: idParams,
      body: updateBody,
      response: { 200: attributeJson, 412: restErrorSchema },
    },
    handler: async (request, reply) => {
      const before = await admin.findAttribute(request.params.id);
      if (before) requireVersion(request, Number(before.updated_at));
      const outcome = await admin.updateAttribute(request.params.id, changesOf(request.body));
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      answerVersion(reply, Number(outcome.value.updated_at));
      return attributeJsonOf(outcome.value);
    },
  });

  api.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a product attribute and its terms (force=true)',
        params: idParams,
        querystring: forceQuery,
        response: { 200: attributeJson },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const outcome = await remove(request.params.id);
      return outcome.ok ? outcome.value : sendRefusal(reply, outcome.refusal);
    },
  );

  api.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${BASE}/batch`,
    schema: {
      tags: [TAG],
      summary: 'Create, update and delete product attributes in one request',
      body: batchBody(createBody, batchUpdate),
      response: { 200: batchAnswer(attributeJson) },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const tooLarge = batchTooLarge(reply, body);
      if (tooLarge) return tooLarge;
      return runBatch(body, { create, update, remove });
    },
  });
}
