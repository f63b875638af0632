// wp/v2/media on the platform API: the library as WordPress's attachments controller answers it.
//   GET    /wp-json/wp/v2/media                list (page, per_page, search, include, exclude,
//                                              offset, order, orderby, media_type, mime_type)
//   POST   /wp-json/wp/v2/media                upload: multipart `file`, or the raw bytes with
//                                              Content-Disposition; sub-sizes made now, and on
//                                              failure 500 with X-WP-Upload-Attachment-ID
//   GET    /wp-json/wp/v2/media/{id}
//   POST|PUT|PATCH /wp-json/wp/v2/media/{id}   title, alt_text, caption, translations.he
//   DELETE /wp-json/wp/v2/media/{id}?force=true  (no trash: 501 without force; 409 while in use)
//   POST   /wp-json/wp/v2/media/{id}/post-process  action=create-image-subsizes
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  pageQuery,
  requireVersion,
  pageWindow,
  restError,
  restErrorSchema,
  sendPage,
} from '../../../platform-api/index.ts';
import { multiLineText, oneLineText } from '../../../schemas/plain-text.ts';
import { ACCEPTED_TYPES, MediaFileRefused } from '../incoming-uploads.ts';
import type { MediaItem } from '../media-item.ts';
import type { MediaDetails, MediaService, UploadResult } from '../service.ts';
import { MEDIA_ROUTE, mediaJson, mediaJsonSchema } from './media-json.ts';
import { multipartLimits, readUpload, type UploadRefusal } from './upload-body.ts';

export interface RestMediaOptions {
  media: MediaService;
  publicUrl: string;
}

const tags = ['wp/v2 media'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const rendered = z.union([z.string(), z.object({ raw: z.string() })]);

const title = oneLineText(200);
const altText = oneLineText(500);
const caption = multiLineText(2000);

/** What a write may change; title and caption also as WordPress's `{ raw }` objects. */
const detailsBody = z.object({
  title: rendered
    .pipe(z.transform((v) => (typeof v === 'string' ? v : v.raw)))
    .pipe(title)
    .optional(),
  alt_text: altText.optional(),
  caption: rendered
    .pipe(z.transform((v) => (typeof v === 'string' ? v : v.raw)))
    .pipe(caption)
    .optional(),
  translations: z
    .object({
      he: z
        .object({ alt_text: altText.nullable().optional(), caption: caption.nullable().optional() })
        .optional(),
    })
    .optional(),
});

const uploadFields = z.object({
  title: title.optional(),
  alt_text: altText.optional(),
  caption: caption.optional(),
});

const listQuery = z.object({
  ...pageQuery,
  orderby: z.enum(['date', 'id', 'title', 'include']).default('date'),
  media_type: z.enum(['image']).optional(),
  mime_type: z.enum(ACCEPTED_TYPES as [string, ...string[]]).optional(),
  context: z.enum(['view', 'embed', 'edit']).default('view'),
});

const truthy = z.preprocess(
  (value) => value === true || value === 'true' || value === '1',
  z.boolean(),
);

const invalidId = (reply: FastifyReply) =>
  restError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.');

function detailsOf(body: z.infer<typeof detailsBody>): MediaDetails {
  return {
    title: body.title,
    altText: body.alt_text,
    caption: body.caption,
    altTextHe: body.translations?.he?.alt_text,
    captionHe: body.translations?.he?.caption,
  };
}

export async function restMediaRoutes(
  app: FastifyInstance,
  { media, publicUrl }: RestMediaOptions,
) {
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
  // A raw upload's body is the picture itself, of any declared type: it is left unread here and
  // streamed to disk by the route (upload-body.ts), which judges it by its bytes.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const api = app.withTypeProvider<ZodTypeProvider>();

  const answer = async (item: MediaItem) =>
    mediaJson(item, (await media.usageOf([item])).get(item.imageKey) ?? [], publicUrl);

  const answerUpload = async (reply: FastifyReply, result: UploadResult, status: number) => {
    if (!result.subSizesFailed) return reply.status(status).send(await answer(result.item));
    // WordPress's protocol: the item is kept, and its id lets the client finish it with
    // post-process (retried, then deleted by the client if it never succeeds).
    reply.header('x-wp-upload-attachment-id', result.item.id);
    return restError(
      reply,
      500,
      'rest_upload_sideload_error',
      'The image was kept but its sizes could not be made. Retry with post-process, or delete it.',
      { attachment_id: result.item.id },
    );
  };

  api.get(
    MEDIA_ROUTE,
    {
      schema: {
        tags,
        summary: 'List the media library, newest first',
        querystring: listQuery,
        response: { 200: z.array(mediaJsonSchema), 400: restErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { items, total } = await media.list({
        ...pageWindow(query),
        search: query.search,
        include: query.include,
        exclude: query.exclude,
        mimeTypes: query.mime_type ? [query.mime_type] : undefined,
        orderBy: query.orderby,
        order: query.order,
      });
      const uses = await media.usageOf(items);
      return sendPage(
        request,
        reply,
        items.map((item) => mediaJson(item, uses.get(item.imageKey) ?? [], publicUrl)),
        total,
      );
    },
  );

  api.post(
    MEDIA_ROUTE,
    {
      schema: {
        tags,
        summary:
          'Upload a picture (multipart `file`, or the raw bytes with Content-Disposition); 500 with X-WP-Upload-Attachment-ID when its sizes must be finished by post-process',
        consumes: ['multipart/form-data', ...ACCEPTED_TYPES],
        querystring: uploadFields,
        response: {
          201: mediaJsonSchema,
          400: restErrorSchema,
          412: restErrorSchema,
          413: restErrorSchema,
          500: restErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = await readUpload(request, media);
      if ('refusal' in body) return refuse(reply, body.refusal);
      // Fields come in the multipart form or, with a raw body, in the query (as WordPress takes them).
      const fields = uploadFields.safeParse({ ...request.query, ...body.fields });
      if (!fields.success) {
        await media.discard(body.file);
        const params: Record<string, string> = {};
        for (const issue of fields.error.issues) params[String(issue.path[0])] ??= issue.message;
        return invalidParams(reply, params);
      }
      let result: UploadResult;
      try {
        result = await media.upload(body.file, body.fileName, {
          title: fields.data.title,
          altText: fields.data.alt_text,
          caption: fields.data.caption,
        });
      } catch (error) {
        if (!(error instanceof MediaFileRefused)) throw error;
        return refuseFile(reply, error);
      }
      reply.header('location', `${publicUrl}${MEDIA_ROUTE}/${result.item.id}`);
      return answerUpload(reply, result, 201);
    },
  );

  api.get(
    `${MEDIA_ROUTE}/:id`,
    {
      schema: {
        tags,
        summary: 'One media item',
        params: idParams,
        querystring: z.object({ context: z.enum(['view', 'embed', 'edit']).default('view') }),
        response: { 200: mediaJsonSchema, 404: restErrorSchema },
      },
    },
    async (request, reply) => {
      const item = await media.get(request.params.id);
      if (!item) return invalidId(reply);
      answerVersion(reply, item.updatedAt);
      return answer(item);
    },
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    api.route({
      method,
      url: `${MEDIA_ROUTE}/:id`,
      schema: {
        tags,
        summary:
          'Change a media item’s title, alt text or caption (and their Hebrew copies); with If-Match, only if unchanged since',
        params: idParams,
        body: detailsBody,
        response: {
          200: mediaJsonSchema,
          400: restErrorSchema,
          404: restErrorSchema,
          412: restErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const before = await media.get(request.params.id);
        if (!before) return invalidId(reply);
        requireVersion(request, before.updatedAt);
        const item = await media.update(
          request.params.id,
          detailsOf(request.body),
          nextVersion(before.updatedAt),
        );
        if (!item) return invalidId(reply);
        answerVersion(reply, item.updatedAt);
        return answer(item);
      },
    });
  }

  api.delete(
    `${MEDIA_ROUTE}/:id`,
    {
      schema: {
        tags,
        summary:
          'Delete a media item (force=true; no trash). Refused with 409 rest_media_in_use while pages show it',
        params: idParams,
        querystring: z.object({ force: truthy.default(false) }),
        response: {
          200: z.object({ deleted: z.literal(true), previous: mediaJsonSchema }),
          404: restErrorSchema,
          409: restErrorSchema,
          501: restErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const item = await media.get(request.params.id);
      if (!item) return invalidId(reply);
      if (!request.query.force) {
        return restError(
          reply,
          501,
          'rest_trash_not_supported',
          "The resource does not support trashing. Set 'force=true' to delete.",
        );
      }
      const previous = await answer(item);
      const result = await media.remove(item.id);
      if (!result) return invalidId(reply);
      if ('inUse' in result) {
        return restError(
          reply,
          409,
          'rest_media_in_use',
          'The media item is in use. Remove it from what shows it, then delete it.',
          { used_by: result.inUse },
        );
      }
      return { deleted: true as const, previous };
    },
  );

  api.post(
    `${MEDIA_ROUTE}/:id/post-process`,
    {
      schema: {
        tags,
        summary:
          'Finish an upload whose sizes were not made (action=create-image-subsizes); 500 with X-WP-Upload-Attachment-ID if they still cannot be',
        params: idParams,
        body: z.object({ action: z.literal('create-image-subsizes') }),
        response: {
          200: mediaJsonSchema,
          400: restErrorSchema,
          404: restErrorSchema,
          500: restErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await media.postProcess(request.params.id);
      if (!result) return invalidId(reply);
      return answerUpload(reply, result, 200);
    },
  );
}

function refuse(reply: FastifyReply, refusal: UploadRefusal): FastifyReply {
  if (refusal.closeConnection) reply.header('connection', 'close');
  return restError(reply, refusal.status, refusal.code, refusal.message);
}

function refuseFile(reply: FastifyReply, error: MediaFileRefused): FastifyReply {
  if (error.reason === 'empty') {
    return restError(reply, 400, 'rest_upload_no_data', 'No data supplied.');
  }
  if (error.reason === 'type') {
    return restError(
      reply,
      400,
      'rest_upload_sniffed_bad_type',
      'Sorry, you are not allowed to upload this file type.',
      {
        params: {
          file: `Only ${ACCEPTED_TYPES.join(', ')} pictures are taken (by their content).`,
        },
      },
    );
  }
  return restError(reply, 400, 'rest_upload_invalid_image', 'The file is not a readable image.', {
    params: { file: 'Its content could not be read as a picture.' },
  });
}
