// wc/v3 products/categories on the platform API, in WooCommerce's shape: list (paged, searched,
// by parent, product or slug, hide_empty, ordered by name by default), read, create, update,
// delete (force=true: no trash) and batch. Categories form a tree (`parent`, 0 at the top, as
// WooCommerce answers it); our Hebrew copies travel as `translations.he`; the picture is a media
// item (`image.id`). Ids are our opaque strings ('cat-…').
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
import { forceQuery, refuseTrash, restBoolean } from '../../../schemas/rest-delete.ts';
import { invalidFields, type Outcome } from '../api-refusal.ts';
import type { CategoryChanges } from '../category-admin.ts';
import type { CategoryRow } from '../category-repo.ts';
import type { CatalogService } from '../service.ts';
import { slugText } from '../slugs.ts';
import {
  batchAnswer,
  batchBody,
  runBatch,
  batchTooLarge,
  contextQuery,
  descriptionField,
  hebrewDescription,
  hebrewName,
  idParams,
  imageField,
  imageJson,
  imageKeyFrom,
  imagesByKey,
  menuOrderField,
  nameField,
  sendRefusal,
  translationsField,
  type Pictures,
} from './wc-shared.ts';

const TAG = 'wc/v3 products/categories';
const BASE = '/wp-json/wc/v3/products/categories';

const categoryJson = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The parent's id; 0 at the top, as WooCommerce answers it. */
  parent: z.union([z.string(), z.literal(0)]),
  description: z.string(),
  display: z.literal('default'),
  image: imageJson,
  menu_order: z.number(),
  count: z.number(),
  translations: z.object({
    he: z.object({ name: z.string().nullable(), description: z.string().nullable() }),
  }),
});

type CategoryJson = z.output<typeof categoryJson>;

/** `parent`: an id, or 0 / '0' / '' / null for the top. */
const parentField = z
  .union([z.string().max(200), z.number().int().min(0), z.null()])
  .transform((value) =>
    value === null || value === 0 || value === '0' || value === '' ? null : String(value),
  );

const writable = {
  name: nameField,
  slug: slugText,
  parent: parentField,
  description: descriptionField,
  // Only WooCommerce's default: a category page shows its products (no subcategory tiles).
  display: z.literal('default'),
  image: imageField,
  menu_order: menuOrderField,
  translations: translationsField({ name: hebrewName, description: hebrewDescription }),
};

const createBody = z
  .object({ ...writable })
  .partial()
  .required({ name: true });
const updateBody = z.object({ ...writable }).partial();
const batchUpdate = updateBody.extend({ id: z.union([z.string().min(1).max(200), z.number()]) });

const listQuery = z.object({
  ...pageQuery,
  // WooCommerce lists terms by name, ascending.
  order: z.enum(['asc', 'desc']).default('asc'),
  orderby: z
    .enum(['id', 'include', 'name', 'slug', 'description', 'count', 'menu_order'])
    .default('name'),
  hide_empty: restBoolean.default(false),
  parent: z.string().max(200).optional(),
  product: z.string().max(200).optional(),
  slug: z.string().max(200).optional(),
  context: contextQuery,
});

async function categoriesJson(pictures: Pictures, rows: CategoryRow[]): Promise<CategoryJson[]> {
  const images = await imagesByKey(
    pictures,
    rows.map((row) => row.image_key),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    parent: row.parent_id ?? 0,
    description: row.description,
    display: 'default' as const,
    image: row.image_key ? (images.get(row.image_key) ?? null) : null,
    menu_order: Number(row.position),
    count: Number(row.count ?? 0),
    translations: { he: { name: row.name_he, description: row.description_he } },
  }));
}

/** A body's fields as the catalog's changes; the image resolved in the media library. */
async function changesOf(
  { media }: Pictures,
  body: z.output<typeof updateBody>,
): Promise<Outcome<CategoryChanges>> {
  const image = await imageKeyFrom(media, body.image);
  if ('reason' in image) return invalidFields({ image: image.reason });
  const he = body.translations?.he;
  return {
    ok: true,
    value: {
      name: body.name,
      slug: body.slug,
      parent: body.parent,
      description: body.description,
      menu_order: body.menu_order,
      image_key: image.key,
      name_he: he?.name,
      description_he: he?.description,
    },
  };
}

export async function wcCategoriesRoutes(
  app: FastifyInstance,
  { catalog, ...pictures }: { catalog: CatalogService } & Pictures,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = catalog.categoryAdmin;

  const one = async (outcome: Outcome<CategoryRow>): Promise<Outcome<CategoryJson>> =>
    outcome.ok
      ? { ok: true, value: (await categoriesJson(pictures, [outcome.value]))[0]! }
      : outcome;

  const create = async (body: z.output<typeof createBody>) => {
    const changes = await changesOf(pictures, body);
    if (!changes.ok) return changes;
    return one(await admin.create({ ...changes.value, name: body.name }));
  };
  const update = async (id: string, body: z.output<typeof updateBody>) => {
    const changes = await changesOf(pictures, body);
    if (!changes.ok) return changes;
    return one(await admin.update(id, changes.value));
  };

  api.get(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: 'List product categories',
        querystring: listQuery,
        response: { 200: z.array(categoryJson) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await admin.list(
        {
          search: q.search,
          include: q.include,
          exclude: q.exclude,
          parent: q.parent === undefined ? undefined : q.parent === '0' ? null : q.parent,
          hideEmpty: q.hide_empty,
          slug: q.slug,
          productId: q.product,
        },
        { by: q.orderby, direction: q.order, include: q.include },
        pageWindow(q),
      );
      return sendPage(request, reply, await categoriesJson(pictures, rows), total);
    },
  );

  api.post(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: 'Create a product category',
        body: createBody,
        response: { 201: categoryJson },
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
        summary: 'Read a product category',
        params: idParams,
        querystring: z.object({ context: contextQuery }),
        response: { 200: categoryJson },
      },
    },
    async (request, reply) => {
      const row = await admin.find(request.params.id);
      if (!row) {
        return sendRefusal(reply, {
          status: 404,
          code: 'woocommerce_rest_term_invalid',
          message: 'Resource does not exist.',
        });
      }
      answerVersion(reply, Number(row.updated_at));
      return (await categoriesJson(pictures, [row]))[0]!;
    },
  );

  for (const method of ['PUT', 'PATCH', 'POST'] as const) {
    api.route({
      method,
      url: `${BASE}/:id`,
      schema: {
        tags: [TAG],
        summary: 'Update a product category (with If-Match, only if unchanged since)',
        params: idParams,
        body: updateBody,
        response: { 200: categoryJson, 412: restErrorSchema },
      },
      handler: async (request, reply) => {
        const before = await admin.find(request.params.id);
        if (before) requireVersion(request, Number(before.updated_at));
        const outcome = await update(request.params.id, request.body);
        if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
        const after = await admin.find(request.params.id);
        if (after) answerVersion(reply, Number(after.updated_at));
        return outcome.value;
      },
    });
  }

  api.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a product category (force=true); its children move up to its parent',
        params: idParams,
        querystring: forceQuery,
        response: { 200: categoryJson },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const outcome = await one(await admin.delete(request.params.id));
      return outcome.ok ? outcome.value : sendRefusal(reply, outcome.refusal);
    },
  );

  api.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${BASE}/batch`,
    schema: {
      tags: [TAG],
      summary: 'Create, update and delete product categories in one request',
      body: batchBody(createBody, batchUpdate),
      response: { 200: batchAnswer(categoryJson) },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const tooLarge = batchTooLarge(reply, body);
      if (tooLarge) return tooLarge;
      return runBatch(body, {
        create,
        update,
        remove: async (id) => one(await admin.delete(id)),
      });
    },
  });
}
