// The media module: the media library (README.md). Its plugin decorates the app with the image
// store (files on disk and their sub-sizes) and the library service (app.media: items, uploads,
// where each picture is used), serves /media/<key>/…, and answers wp/v2/media on the platform
// API. Catalog and content keep image keys in their rows, reach the library through app.media and
// register where they show pictures with app.media.registerUsage.
import path from 'node:path';
import { domainModule } from '../../domain-module.ts';
import { mediaDemo } from './demo.ts';
import { ImageStore } from './image-store.ts';
import { IncomingUploads } from './incoming-uploads.ts';
import { mediaFileRoutes } from './routes/files.ts';
import { restMediaRoutes } from './routes/rest-media.ts';
import { MediaService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored images and their sub-sizes (modules/media). */
    images: ImageStore;
    /** The media library: items, uploads, usage (modules/media). */
    media: MediaService;
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
export type { MediaService, MediaDetails, UploadResult } from './service.ts';
export type { MediaItem, MediaRef, MediaSize } from './media-item.ts';
export type { MediaUse, MediaUsageSource } from './media-usage.ts';
export { MEDIA_UPLOAD_MAX_BYTES } from './incoming-uploads.ts';

export default domainModule(
  'media',
  async (app, { config, database, platformApi }) => {
    const root = path.join(config.dataDir, 'media');
    const images = new ImageStore(root);
    app.decorate('images', images);
    const media = new MediaService(
      database.db,
      images,
      new IncomingUploads(root),
      (error, message) => app.log.error({ err: error }, message),
    );
    app.decorate('media', media);
    // Display registers before the library exists (app.ts), so its popups are added here.
    media.registerUsage({
      kind: 'popup',
      usedBy: (keys) => app.display.popupsShowingImages(keys),
      imageKeys: () => app.display.popupImageKeys(),
    });
    // No cookies, no nonce: the same bytes for everyone, cached by browsers and CDNs.
    await app.register(mediaFileRoutes, { images });
    await app.register(platformApi(restMediaRoutes), { media, publicUrl: config.publicUrl });
    app.demo.add(mediaDemo(media));
    // Every module has registered its usage source by now: pictures they show get items (the demo,
    // a database from before the library), and half-received uploads of a stopped process go.
    app.addHook('onReady', async () => {
      await media.adoptShownPictures();
      await media.sweepLeftovers();
    });
  },
  ['display'],
);
