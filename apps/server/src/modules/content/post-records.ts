// Posts as pages read them, in the visitor's language; the related-posts answer in the spec's
// shape (§3 "Related post item", "Related posts response"; its type is core's).
import {
  postUrl,
  type Language,
  type PostCard,
  type PostPage,
  type RelatedPostsAnswer,
  type RelatedPostsDisplay,
} from '@pinwheel/core';
import { imageSrcSet, imageUrl } from '../media/index.ts';
import type { PostRow } from './repo.ts';

function localized(lang: Language, english: string, hebrew: string | null): string {
  return lang === 'he' && hebrew ? hebrew : english;
}

function tagsOf(row: PostRow): string[] {
  try {
    const tags: unknown = JSON.parse(row.tags);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

function image(row: PostRow, title: string) {
  if (!row.image_key || !row.image_width || !row.image_height) return null;
  return {
    src: imageUrl(row.image_key, 480),
    srcSet: imageSrcSet(row.image_key, row.image_width),
    large: imageUrl(row.image_key, 1200),
    width: row.image_width,
    height: row.image_height,
    alt: row.image_alt ?? title,
  };
}

export function postCard(lang: Language, row: PostRow): PostCard {
  const title = localized(lang, row.title, row.title_he);
  return {
    id: row.id,
    slug: row.slug,
    url: postUrl(row.slug),
    title,
    excerpt: localized(lang, row.excerpt, row.excerpt_he),
    topic: row.topic,
    date: Number(row.published_at),
    image: image(row, title),
  };
}

export function postPage(lang: Language, row: PostRow): PostPage {
  return {
    ...postCard(lang, row),
    body: localized(lang, row.body, row.body_he)
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    tags: tagsOf(row),
  };
}

/** How many posts the related block shows. */
export const RELATED_POSTS = 3;

/** Other posts sharing the most tags, then the same topic, newest first. */
export function relatedRows(post: PostRow, others: readonly PostRow[]): PostRow[] {
  const tags = new Set(tagsOf(post));
  const score = (row: PostRow) =>
    tagsOf(row).filter((tag) => tags.has(tag)).length * 2 + (row.topic === post.topic ? 1 : 0);
  return others
    .map((row) => ({ row, score: score(row) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || Number(b.row.published_at) - Number(a.row.published_at))
    .slice(0, RELATED_POSTS)
    .map(({ row }) => row);
}

export function relatedPostsAnswer(
  lang: Language,
  post: PostRow,
  related: readonly PostRow[],
  display: RelatedPostsDisplay,
): RelatedPostsAnswer {
  const dateFormat = new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return {
    items: related.map((row, position) => {
      const card = postCard(lang, row);
      return {
        id: row.id,
        title: card.title,
        url: card.url,
        url_meta: { origin: post.id, position },
        rel: '',
        classes: '',
        format: 'standard',
        date: dateFormat.format(new Date(card.date)),
        context: row.topic,
        excerpt: card.excerpt,
        img: card.image
          ? {
              src: card.image.src,
              width: 480,
              height: Math.round((480 * card.image.height) / card.image.width),
              srcset: card.image.srcSet,
              sizes: '(max-width: 640px) 100vw, 33vw',
              alt_text: card.image.alt,
            }
          : null,
      };
    }),
    show_thumbnails: display.show_thumbnails,
    show_date: display.show_date,
    show_context: display.show_context,
    layout: display.layout,
  };
}
