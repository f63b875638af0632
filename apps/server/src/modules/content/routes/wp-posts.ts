// wp/v2/posts and wp/v2/posts/{id}, as WordPress's posts controller answers them: published posts
// open to anyone (context=view), every status and context=edit to the owner. The status
// 'future' is a published post whose date is still ahead: pages show it from that moment.
// DELETE needs force=true: WordPress would trash, and posts here have no trash.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  pageWindow,
  requireVersion,
  restError,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import type { PostInput, PostRecord, PostWrite } from '../post-editor.ts';
import type { PostFilter, PostStatus } from '../post-repo.ts';
import { forceQuery } from '../../../schemas/rest-delete.ts';
import type { ContentService } from '../service.ts';
import {
  embeddedMedia,
  originOf,
  postAnswer,
  termEmbedAnswer,
  type Context,
} from './wp-answers.ts';
import {
  idParams,
  postAnswerSchema,
  postBody,
  postQuery,
  postsQuery,
  type PostBody,
} from './wp-schemas.ts';

const tags = ['wp/v2 posts'];
const errors = { 400: restErrorSchema, 401: restErrorSchema, 404: restErrorSchema };

/** Whether the caller is the owner (any scope: reading needs read, which every key has). */
async function isOwner(request: FastifyRequest): Promise<boolean> {
  return (await request.restCaller()) !== null;
}

function forbiddenContext(reply: FastifyReply) {
  return restError(
    reply,
    401,
    'rest_forbidden_context',
    'Sorry, you are not allowed to edit posts in this post type.',
  );
}

const invalidId = (reply: FastifyReply) =>
  restError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.');

/** What the body asks for, in the editor's terms. */
function inputOf(body: PostBody): PostInput {
  const date = body.date_gmt ?? body.date ?? undefined;
  const he = body.translations?.he;
  return {
    title: body.title,
    content: body.content,
    excerpt: body.excerpt,
    slug: body.slug,
    status: body.status,
    date,
    featuredMedia: body.featured_media,
    categories: body.categories,
    tags: body.tags,
    ...(he && { he: { title: he.title, content: he.content, excerpt: he.excerpt } }),
  };
}

function answer(
  request: FastifyRequest,
  record: PostRecord,
  context: Context,
  embed: string[] | null,
) {
  const origin = originOf(request);
  const now = Date.now();
  const post = postAnswer(record, context, origin, now);
  if (!embed) return post;
  const embedded: Record<string, unknown> = {};
  const media = embeddedMedia(record, origin);
  if (media && embed.includes('wp:featuredmedia')) embedded['wp:featuredmedia'] = [media];
  if (embed.includes('wp:term')) {
    const termsOf = (taxonomy: 'category' | 'post_tag') =>
      record.terms
        .filter((term) => term.taxonomy === taxonomy)
        .map((term) => termEmbedAnswer(term, origin));
    embedded['wp:term'] = [termsOf('category'), termsOf('post_tag')];
  }
  return { ...post, _embedded: embedded };
}

function refused(reply: FastifyReply, write: Exclude<PostWrite, { ok: true }>) {
  return invalidParams(reply, { [write.field]: write.message });
}

export async function wpPostRoutes(app: FastifyInstance, options: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { posts } = options.content;

  api.get(
    '/wp-json/wp/v2/posts',
    {
      config: { restAccess: 'public' },
      schema: {
        tags,
        summary: 'Lists posts (published ones to anyone; every status to the owner)',
        querystring: postsQuery,
        response: { 200: z.array(postAnswerSchema), ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const owner = await isOwner(request);
      if (query.context === 'edit' && !owner) return forbiddenContext(reply);
      const statuses: PostStatus[] = query.status.includes('any')
        ? ['publish', 'future', 'draft', 'pending', 'private']
        : (query.status as PostStatus[]);
      if (!owner && statuses.some((status) => status !== 'publish')) {
        return restError(reply, 401, 'rest_forbidden_status', 'Status is forbidden.');
      }
      const filter: PostFilter = {
        statuses,
        search: query.search,
        include: query.include,
        exclude: query.exclude,
        slugs: query.slug,
        categories: query.categories,
        categoriesExclude: query.categories_exclude,
        tags: query.tags,
        tagsExclude: query.tags_exclude,
        after: query.after,
        before: query.before,
        modifiedAfter: query.modified_after,
        modifiedBefore: query.modified_before,
      };
      const { limit, offset } = pageWindow(query);
      const page = await posts.list(filter, {
        limit,
        offset,
        orderBy: query.orderby,
        order: query.order,
      });
      const items = page.posts.map((record) =>
        answer(request, record, query.context, query._embed),
      );
      return sendPage(request, reply, items, page.total);
    },
  );

  api.get(
    '/wp-json/wp/v2/posts/:id',
    {
      config: { restAccess: 'public' },
      schema: {
        tags,
        summary: 'Reads a post (a published one to anyone; any other only to the owner)',
        params: idParams,
        querystring: postQuery,
        response: { 200: postAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await posts.find(request.params.id);
      if (!record) return invalidId(reply);
      const owner = await isOwner(request);
      if (request.query.context === 'edit' && !owner) return forbiddenContext(reply);
      const live =
        record.row.status === 'published' && Number(record.row.published_at) <= Date.now();
      // WordPress's answer to a post the caller may not read: refused, not hidden.
      if (!live && !owner) {
        return restError(reply, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      }
      answerVersion(reply, Number(record.row.updated_at));
      return answer(request, record, request.query.context, request.query._embed);
    },
  );

  api.post(
    '/wp-json/wp/v2/posts',
    {
      schema: {
        tags,
        summary: 'Creates a post (a draft unless a status is given)',
        querystring: postQuery,
        body: postBody,
        response: { 201: postAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await request.restCaller();
      const written = await posts.create(inputOf(request.body), caller?.ownerId ?? null);
      if (!written.ok) return refused(reply, written);
      reply
        .status(201)
        .header('location', `${originOf(request)}/wp-json/wp/v2/posts/${written.post.row.id}`);
      return answer(request, written.post, 'edit', request.query._embed);
    },
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    api.route({
      method,
      url: '/wp-json/wp/v2/posts/:id',
      schema: {
        tags,
        summary: 'Updates a post (only the fields given; with If-Match, only if unchanged since)',
        params: idParams,
        querystring: postQuery,
        body: postBody,
        response: { 200: postAnswerSchema, 412: restErrorSchema, ...errors },
      },
      handler: async (request, reply) => {
        const before = await posts.find(request.params.id);
        if (!before) return invalidId(reply);
        const version = Number(before.row.updated_at);
        requireVersion(request, version);
        const written = await posts.update(
          request.params.id,
          inputOf(request.body),
          nextVersion(version),
        );
        if (!written) return invalidId(reply);
        if (!written.ok) return refused(reply, written);
        answerVersion(reply, Number(written.post.row.updated_at));
        return answer(request, written.post, 'edit', request.query._embed);
      },
    });
  }

  api.delete(
    '/wp-json/wp/v2/posts/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a post for good (force=true: posts have no trash)',
        params: idParams,
        querystring: forceQuery,
        response: {
          200: z.object({ deleted: z.literal(true), previous: postAnswerSchema }),
          501: restErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      if (!request.query.force) {
        const exists = await posts.find(request.params.id);
        if (!exists) return invalidId(reply);
        return restError(
          reply,
          501,
          'rest_trash_not_supported',
          "The post does not support trashing. Set 'force=true' to delete.",
        );
      }
      const previous = await posts.delete(request.params.id);
      if (!previous) return invalidId(reply);
      return { deleted: true as const, previous: answer(request, previous, 'edit', null) };
    },
  );
}
