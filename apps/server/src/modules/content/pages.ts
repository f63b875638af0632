// Posts as the storefront's load context offers them (apps/web/app/context/content.ts).
import type { Language } from '@pinwheel/core';
import type { ContentPages } from '@pinwheel/web/context/content';
import type { ContentService } from './service.ts';

export function contentPages(content: ContentService, lang: Language): ContentPages {
  return {
    latestPosts: (limit) => content.latestPosts(lang, limit),
    journal: (filter, limit) => content.journal(lang, filter, limit),
    post: (slug) => content.post(lang, slug),
    postPreview: (slug) => content.postPreview(lang, slug),
    shareCounts: (path) => content.shareCounts(path),
    search: (query, limit) => content.search(lang, query, limit),
    sitemapPosts: async () =>
      (await content.latestPosts(lang, 1000)).map((post) => ({
        url: post.url,
        updatedAt: post.date,
      })),
  };
}
