// Serves image sub-sizes: immutable (the key is a hash of the original), so a year's cache.
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendApiError } from '../../plugins/errors.ts';
import {
  IMAGE_KEY_PATTERN,
  IMAGE_WIDTHS,
  type ImageStore,
  type ImageWidth,
} from './image-store.ts';

const params = z.object({
  key: z.string().regex(IMAGE_KEY_PATTERN),
  file: z.string().regex(/^w\d{3,4}\.webp$/),
});

export const mediaRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (app, { images }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/media/:key/:file', { schema: { params, hide: true } }, async (request, reply) => {
      const width = Number(request.params.file.slice(1, -'.webp'.length));
      const file = (IMAGE_WIDTHS as readonly number[]).includes(width)
        ? await images.subSizeFile(request.params.key, width as ImageWidth)
        : null;
      if (!file) return sendApiError(reply, 404, 'not_found', 'No such image');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    });
};
