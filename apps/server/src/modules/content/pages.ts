// Posts as the storefront's load context offers them (apps/web/app/load-context.ts ContentPages).
import '@pinwheel/web/load-context';
import type { Language } from '@pinwheel/core';
import type { AppLoadContext } from 'react-router';
import type { ContentService } from './service.ts';

export function contentPages(content: ContentService, lang: Language): AppLoadContext['content'] {
  return {
    latestPosts: (limit) => content.latestPosts(lang, limit),
    post: (slug) => content.post(lang, slug),
    shareCounts: (path) => content.shareCounts(path),
    search: (query, limit) => content.search(lang, query, limit),
    sitemapPosts: async () =>
      (await content.latestPosts(lang, 1000)).map((post) => ({
        url: post.url,
        updatedAt: post.date,
      })),
  };
}
