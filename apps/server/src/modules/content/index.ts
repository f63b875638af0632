// The content module: the shop's posts and the related-posts block (README.md). Its plugin
// decorates the app with the content service and adds the demo journal.
import { domainModule } from '../../domain-module.ts';
import { postPicture } from '../catalog/index.ts';
import { contentDemo } from './demo.ts';
import * as mediaUsage from './media-usage-repo.ts';
import { addRelatedPostsConstraint, relatedPostsRoutes } from './routes/related-posts.ts';
import { relatedPostsPreviewRoutes } from './routes/related-posts-preview.ts';
import { shareRoutes } from './routes/shares.ts';
import { wpPostRoutes } from './routes/wp-posts.ts';
import { wpCategoryRoutes, wpTagRoutes } from './routes/wp-terms.ts';
import { ContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Posts and related posts (modules/content). */
    content: ContentService;
  }
}

export type { ContentService } from './service.ts';
export { contentPages } from './pages.ts';
export type { CountedShare } from './share-counts.ts';

export default domainModule(
  'content',
  async (app, { database, ownSite, platformApi }) => {
    const content = new ContentService(
      database.db,
      async () => (await app.catalog.settings()).related_posts,
      // A post's featured_media is a library item (featured-media.ts).
      app.media,
    );
    app.decorate('content', content);
    // The library asks here who shows a picture (and adopts the pictures posts show).
    app.media.registerUsage({
      kind: 'post',
      usedBy: (keys) => mediaUsage.postsShowing(database.db, keys),
      imageKeys: () => mediaUsage.postImageKeys(database.db),
    });
    addRelatedPostsConstraint(app);
    await app.register(ownSite(relatedPostsRoutes), { content });
    await app.register(ownSite(shareRoutes), {
      db: database.db,
      async pageExists(path: string) {
        const [, kind, slug = ''] = path.split('/');
        return kind === 'product' ? app.catalog.hasProduct(slug) : content.hasPost(slug);
      },
    });
    await app.register(platformApi(wpPostRoutes), { content });
    await app.register(platformApi(wpCategoryRoutes), { content });
    await app.register(platformApi(wpTagRoutes), { content });
    await app.register(platformApi(relatedPostsPreviewRoutes), { content });
    app.demo.add(
      contentDemo((first, second, backdrop) =>
        app.images.provideSvg(postPicture(first, second, backdrop)),
      ),
    );
  },
  ['media', 'catalog'],
);
