// wp/v2/categories and wp/v2/tags (+ /{id}), as WordPress's terms controller answers them: open
// to anyone to read, written by the owner. A category may have a parent; a tag never does.
// DELETE needs force=true: WordPress's terms have no trash either.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invalidParams,
  pageWindow,
  restError,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import { forceQuery } from '../../../schemas/rest-delete.ts';
import type { ContentService } from '../service.ts';
import type { TermWrite } from '../term-editor.ts';
import type { Taxonomy } from '../term-repo.ts';
import { originOf, TAXONOMIES, termAnswer } from './wp-answers.ts';
import { idParams, termAnswerSchema, termBody, termsQuery, type TermBody } from './wp-schemas.ts';

const errors = { 400: restErrorSchema, 401: restErrorSchema, 404: restErrorSchema };
const invalidTerm = (reply: FastifyReply) =>
  restError(reply, 404, 'rest_term_invalid', 'Term does not exist.');

function refused(reply: FastifyReply, write: Exclude<TermWrite, { ok: true }>) {
  if ('exists' in write) {
    return restError(
      reply,
      400,
      'term_exists',
      'A term with the name provided already exists in this taxonomy.',
      { term_id: write.exists },
    );
  }
  return invalidParams(reply, { [write.field]: write.message });
}

function inputOf(body: TermBody) {
  return {
    name: body.name,
    slug: body.slug,
    description: body.description,
    parent: body.parent,
  };
}

/** The routes of one taxonomy: categories or tags. */
function taxonomyRoutes(taxonomy: Taxonomy) {
  const rest = TAXONOMIES[taxonomy].rest;
  const tags = [`wp/v2 ${rest}`];
  const what = taxonomy === 'category' ? 'post categories' : 'post tags';
  return async (app: FastifyInstance, options: { content: ContentService }) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { terms } = options.content;
    const collection = `/wp-json/wp/v2/${rest}`;

    api.get(
      collection,
      {
        config: { restAccess: 'public' },
        schema: {
          tags,
          summary: `Lists ${what}, each with its count of published posts`,
          querystring: termsQuery,
          response: { 200: z.array(termAnswerSchema), ...errors },
        },
      },
      async (request, reply) => {
        const query = request.query;
        if (query.context === 'edit' && !(await request.restCaller())) {
          return restError(
            reply,
            401,
            'rest_forbidden_context',
            'Sorry, you are not allowed to edit terms in this taxonomy.',
          );
        }
        const { limit, offset } = pageWindow(query);
        const page = await terms.list(
          taxonomy,
          {
            search: query.search,
            include: query.include,
            exclude: query.exclude,
            slugs: query.slug,
            // WordPress's parent=0 is the top level.
            ...(query.parent !== undefined &&
              taxonomy === 'category' && { parent: query.parent === '0' ? '' : query.parent }),
            post: query.post,
            hideEmpty: query.hide_empty,
          },
          { limit, offset, orderBy: query.orderby, order: query.order },
        );
        const origin = originOf(request);
        const items = page.terms.map((term) => termAnswer(term, query.context, origin));
        return sendPage(request, reply, items, page.total);
      },
    );

    api.get(
      `${collection}/:id`,
      {
        config: { restAccess: 'public' },
        schema: {
          tags,
          summary: `Reads one of the ${what}`,
          params: idParams,
          querystring: z.object({ context: termsQuery.shape.context }),
          response: { 200: termAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const term = await terms.find(taxonomy, request.params.id);
        if (!term) return invalidTerm(reply);
        return termAnswer(term, request.query.context, originOf(request));
      },
    );

    api.post(
      collection,
      {
        schema: {
          tags,
          summary: `Creates one of the ${what} (name required)`,
          body: termBody.extend({ name: termBody.shape.name.unwrap() }),
          response: { 201: termAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const written = await terms.create(taxonomy, { ...inputOf(body), name: body.name });
        if (!written.ok) return refused(reply, written);
        const origin = originOf(request);
        reply.status(201).header('location', `${origin}${collection}/${written.term.id}`);
        return termAnswer(written.term, 'edit', origin);
      },
    );

    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      api.route({
        method,
        url: `${collection}/:id`,
        schema: {
          tags,
          summary: `Updates one of the ${what} (only the fields given)`,
          params: idParams,
          body: termBody,
          response: { 200: termAnswerSchema, ...errors },
        },
        handler: async (request, reply) => {
          const written = await terms.update(taxonomy, request.params.id, inputOf(request.body));
          if (!written) return invalidTerm(reply);
          if (!written.ok) return refused(reply, written);
          return termAnswer(written.term, 'edit', originOf(request));
        },
      });
    }

    api.delete(
      `${collection}/:id`,
      {
        schema: {
          tags,
          summary: `Deletes one of the ${what} for good (force=true); its posts lose it`,
          params: idParams,
          querystring: forceQuery,
          response: {
            200: z.object({ deleted: z.literal(true), previous: termAnswerSchema }),
            501: restErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        if (!request.query.force) {
          if (!(await terms.find(taxonomy, request.params.id))) return invalidTerm(reply);
          return restError(
            reply,
            501,
            'rest_trash_not_supported',
            "Terms do not support trashing. Set 'force=true' to delete.",
          );
        }
        const previous = await terms.delete(taxonomy, request.params.id);
        if (!previous) return invalidTerm(reply);
        return {
          deleted: true as const,
          previous: termAnswer(previous, 'edit', originOf(request)),
        };
      },
    );
  };
}

export const wpCategoryRoutes = taxonomyRoutes('category');
export const wpTagRoutes = taxonomyRoutes('post_tag');
