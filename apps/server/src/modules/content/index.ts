// The content module: the shop's posts and the related-posts block (README.md). Its plugin
// decorates the app with the content service and adds the demo journal.
import { domainModule } from '../../domain-module.ts';
import { postPicture } from '../catalog/index.ts';
import { contentDemo } from './demo.ts';
import { ContentService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Posts and related posts (modules/content). */
    content: ContentService;
  }
}

export type { ContentService } from './service.ts';
export { contentPages } from './pages.ts';
export type { RelatedPostsAnswer, RelatedPostItem } from './post-records.ts';

export default domainModule(
  'content',
  async (app, { database }) => {
    app.decorate('content', new ContentService(database.db));
    app.demo.add(
      contentDemo((first, second, backdrop) =>
        app.images.provideSvg(postPicture(first, second, backdrop)),
      ),
    );
  },
  ['media'],
);
