// wc/v3 products/attributes/{attribute_id}/terms on the platform API, in WooCommerce's shape: list
// (paged, searched, by product or slug, hide_empty, by name by default), read, create, update,
// delete (force=true: products stop offering it, as WooCommerce removes the relation) and batch.
// Ours beside WooCommerce's fields: the swatch a term shows, `color` (#rrggbb) and `image` (a
// media item), and `translations.he`. A new slug is renamed in every variation that chose it.
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
import { taxonomyNotFound, termNotFound, type TermChanges } from '../attribute-admin.ts';
import type { CatalogService } from '../service.ts';
import { slugText } from '../slugs.ts';
import type { TermRow } from '../terms-repo.ts';
import {
  batchAnswer,
  batchBody,
  runBatch,
  batchTooLarge,
  contextQuery,
  descriptionField,
  hebrewDescription,
  hebrewName,
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

const TAG = 'wc/v3 products/attributes/terms';
const BASE = '/wp-json/wc/v3/products/attributes/:attribute_id/terms';
const base = (attributeId: string) => `/wp-json/wc/v3/products/attributes/${attributeId}/terms`;

const termJson = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  menu_order: z.number(),
  count: z.number(),
  color: z.string().nullable(),
  image: imageJson,
  translations: z.object({
    he: z.object({ name: z.string().nullable(), description: z.string().nullable() }),
  }),
});

type TermJson = z.output<typeof termJson>;

/** A swatch colour: `#rrggbb`; null or '' removes it. */
const colorField = z
  .union([
    z.literal(''),
    z.null(),
    z.string().regex(/^#[0-9a-f]{6}$/i, 'is not a colour (#rrggbb)'),
  ])
  .transform((value) => (value ? value.toLowerCase() : null));

const writable = {
  name: nameField,
  slug: slugText,
  description: descriptionField,
  menu_order: menuOrderField,
  color: colorField,
  image: imageField,
  translations: translationsField({ name: hebrewName, description: hebrewDescription }),
};

const createBody = z
  .object({ ...writable })
  .partial()
  .required({ name: true });
const updateBody = z.object({ ...writable }).partial();
const batchUpdate = updateBody.extend({ id: z.union([z.string().min(1).max(200), z.number()]) });

const attributeParams = z.object({ attribute_id: z.string().min(1).max(200) });
const termParams = attributeParams.extend({ id: z.string().min(1).max(200) });

const listQuery = z.object({
  ...pageQuery,
  order: z.enum(['asc', 'desc']).default('asc'),
  orderby: z
    .enum(['id', 'include', 'name', 'slug', 'description', 'count', 'menu_order'])
    .default('name'),
  hide_empty: restBoolean.default(false),
  product: z.string().max(200).optional(),
  slug: z.string().max(200).optional(),
  context: contextQuery,
});

async function termsJson(pictures: Pictures, rows: TermRow[]): Promise<TermJson[]> {
  const images = await imagesByKey(
    pictures,
    rows.map((row) => row.image_key),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    menu_order: Number(row.position),
    count: Number(row.count ?? 0),
    color: row.color,
    image: row.image_key ? (images.get(row.image_key) ?? null) : null,
    translations: { he: { name: row.name_he, description: row.description_he } },
  }));
}

async function changesOf(
  { media }: Pictures,
  body: z.output<typeof updateBody>,
): Promise<Outcome<TermChanges>> {
  const image = await imageKeyFrom(media, body.image);
  if ('reason' in image) return invalidFields({ image: image.reason });
  const he = body.translations?.he;
  return {
    ok: true,
    value: {
      name: body.name,
      slug: body.slug,
      description: body.description,
      menu_order: body.menu_order,
      color: body.color,
      image_key: image.key,
      name_he: he?.name,
      description_he: he?.description,
    },
  };
}

export async function wcAttributeTermsRoutes(
  app: FastifyInstance,
  { catalog, ...pictures }: { catalog: CatalogService } & Pictures,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = catalog.attributeAdmin;

  const one = async (outcome: Outcome<TermRow>): Promise<Outcome<TermJson>> =>
    outcome.ok ? { ok: true, value: (await termsJson(pictures, [outcome.value]))[0]! } : outcome;
  const create = async (attributeId: string, body: z.output<typeof createBody>) => {
    const changes = await changesOf(pictures, body);
    if (!changes.ok) return changes;
    return one(await admin.createTerm(attributeId, { ...changes.value, name: body.name }));
  };
  const update = async (attributeId: string, id: string, body: z.output<typeof updateBody>) => {
    const changes = await changesOf(pictures, body);
    if (!changes.ok) return changes;
    return one(await admin.updateTerm(attributeId, id, changes.value));
  };

  api.get(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: "List an attribute's terms",
        params: attributeParams,
        querystring: listQuery,
        response: { 200: z.array(termJson) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await admin.listTerms(
        request.params.attribute_id,
        {
          search: q.search,
          include: q.include,
          exclude: q.exclude,
          slug: q.slug,
          hideEmpty: q.hide_empty,
          productId: q.product,
        },
        { by: q.orderby, direction: q.order, include: q.include },
        pageWindow(q),
      );
      if (!page) return sendRefusal(reply, taxonomyNotFound.refusal);
      return sendPage(request, reply, await termsJson(pictures, page.rows), page.total);
    },
  );

  api.post(
    BASE,
    {
      schema: {
        tags: [TAG],
        summary: 'Create an attribute term',
        params: attributeParams,
        body: createBody,
        response: { 201: termJson },
      },
    },
    async (request, reply) => {
      const outcome = await create(request.params.attribute_id, request.body);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      reply.header('location', `${base(request.params.attribute_id)}/${outcome.value.id}`);
      return reply.status(201).send(outcome.value);
    },
  );

  api.get(
    `${BASE}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Read an attribute term',
        params: termParams,
        querystring: z.object({ context: contextQuery }),
        response: { 200: termJson },
      },
    },
    async (request, reply) => {
      const { attribute_id: attributeId, id } = request.params;
      if (!(await admin.findAttribute(attributeId))) {
        return sendRefusal(reply, taxonomyNotFound.refusal);
      }
      const row = await admin.findTerm(attributeId, id);
      if (!row) return sendRefusal(reply, termNotFound.refusal);
      answerVersion(reply, Number(row.updated_at));
      return (await termsJson(pictures, [row]))[0]!;
    },
  );

  api.route({
    method: ['PUT', 'PATCH', 'POST'],
    url: `${BASE}/:id`,
    schema: {
      tags: [TAG],
      summary:
        'Update an attribute term (a new slug is renamed in every variation; with If-Match, only if unchanged since)',
      params: termParams,
      body: updateBody,
      response: { 200: termJson, 412: restErrorSchema },
    },
    handler: async (request, reply) => {
      const { attribute_id: attributeId, id } = request.params;
      const before = await admin.findTerm(attributeId, id);
      if (before) requireVersion(request, Number(before.updated_at));
      const outcome = await update(attributeId, id, request.body);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      const after = await admin.findTerm(attributeId, id);
      if (after) answerVersion(reply, Number(after.updated_at));
      return outcome.value;
    },
  });

  api.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete an attribute term (force=true); products stop offering it',
        params: termParams,
        querystring: forceQuery,
        response: { 200: termJson },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const { attribute_id: attributeId, id } = request.params;
      const outcome = await one(await admin.deleteTerm(attributeId, id));
      return outcome.ok ? outcome.value : sendRefusal(reply, outcome.refusal);
    },
  );

  api.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${BASE}/batch`,
    schema: {
      tags: [TAG],
      summary: "Create, update and delete an attribute's terms in one request",
      params: attributeParams,
      body: batchBody(createBody, batchUpdate),
      response: { 200: batchAnswer(termJson) },
    },
    handler: async (request, reply) => {
      const attributeId = request.params.attribute_id;
      const body = request.body;
      const tooLarge = batchTooLarge(reply, body);
      if (tooLarge) return tooLarge;
      if (!(await admin.findAttribute(attributeId))) {
        return sendRefusal(reply, taxonomyNotFound.refusal);
      }
      return runBatch(body, {
        create: (item) => create(attributeId, item),
        update: (id, item) => update(attributeId, id, item),
        remove: async (id) => one(await admin.deleteTerm(attributeId, id)),
      });
    },
  });
}
