// The demo's share of the library: every picture the demo catalog and journal show becomes an
// item, once their rows are seeded (the library's own rows are made from theirs, so it seeds
// nothing in the transaction). A reseed keeps the library: items are the owner's, and the
// pictures the demo shows again are adopted again only if they have no item.
import type { DemoContribution } from '../../db/demo-data.ts';
import type { MediaService } from './service.ts';

export function mediaDemo(media: MediaService): DemoContribution {
  return {
    module: 'media',
    async seed() {},
    async clear() {},
    async seeded() {
      await media.adoptShownPictures();
    },
  };
}
