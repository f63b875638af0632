// The media module: images kept in the data dir and their sub-sizes (README.md). Its plugin
// decorates the app with the image store and serves /media/<key>/w<width>.webp. Catalog and
// content keep image keys in their rows and reach the store only through what this file exports.
import path from 'node:path';
import { domainModule } from '../../domain-module.ts';
import { ImageStore } from './image-store.ts';
import { mediaRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored images and their sub-sizes (modules/media). */
    images: ImageStore;
  }
}

export {
  IMAGE_WIDTHS,
  ImageStore,
  imageKeyFor,
  imageSrcSet,
  imageUrl,
  type StoredImage,
} from './image-store.ts';

export default domainModule('media', async (app, { config }) => {
  const images = new ImageStore(path.join(config.dataDir, 'media'));
  app.decorate('images', images);
  // No cookies, no nonce: the same bytes for everyone, cached by browsers and CDNs.
  await app.register(mediaRoutes, { images });
});
