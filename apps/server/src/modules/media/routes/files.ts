// Serves image files: immutable (the key is a hash of the original), so a year's cache. Sub-sizes
// at /media/<key>/w<width>.webp; raster originals at /media/<key>/original.<ext> with their own
// type and nosniff (an SVG original is never served: it could carry script).
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendApiError } from '../../../plugins/errors.ts';
import {
  IMAGE_KEY_PATTERN,
  IMAGE_WIDTHS,
  ORIGINAL_TYPES,
  type ImageStore,
  type ImageWidth,
} from '../image-store.ts';

const params = z.object({
  key: z.string().regex(IMAGE_KEY_PATTERN),
  file: z.string().regex(/^(w\d{3,4}\.webp|original\.(jpg|png|webp|gif|avif))$/),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const mediaFileRoutes: FastifyPluginAsync<{ images: ImageStore }> = async (
  app,
  { images },
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/media/:key/:file', { schema: { params, hide: true } }, async (request, reply) => {
      const { key, file: name } = request.params;
      if (name.startsWith('original.')) {
        const original = await images.storedOriginal(key);
        if (!original || `original.${original.ext}` !== name) {
          return sendApiError(reply, 404, 'not_found', 'No such image');
        }
        return reply
          .type(ORIGINAL_TYPES[original.ext])
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', IMMUTABLE)
          .send(createReadStream(original.file));
      }
      const width = Number(name.slice(1, -'.webp'.length));
      const file = (IMAGE_WIDTHS as readonly number[]).includes(width)
        ? await images.subSizeFile(key, width as ImageWidth)
        : null;
      if (!file) return sendApiError(reply, 404, 'not_found', 'No such image');
      return reply
        .type('image/webp')
        .header('cache-control', IMMUTABLE)
        .send(createReadStream(file));
    });
};
