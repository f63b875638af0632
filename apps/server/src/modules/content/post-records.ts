// Posts as pages read them, in the visitor's language; the related-posts answer in the spec's
// shape (§3 "Related post item", "Related posts response"; its type is core's). A post's topic
// line is its first category, its tags are its post_tag terms (term-repo.ts).
import {
  postUrl,
  type Language,
  type PostCard,
  type PostPage,
  type RelatedPostsAnswer,
  type RelatedPostsDisplay,
} from '@pinwheel/core';
import { htmlToText } from '../../schemas/owner-html.ts';
import { imageSrcSet, imageUrl } from '../media/index.ts';
import type { PostRow } from './repo.ts';
import type { PostTermRow } from './term-repo.ts';

/** A post row with the categories and tags it carries, in its order. */
export interface PostWithTerms {
  row: PostRow;
  terms: PostTermRow[];
}

/** Pairs rows with their terms (one query for the lot: termsOfPosts). */
export function withTerms(
  rows: readonly PostRow[],
  terms: readonly PostTermRow[],
): PostWithTerms[] {
  return rows.map((row) => ({ row, terms: terms.filter((term) => term.post_id === row.id) }));
}

function localized(lang: Language, english: string, hebrew: string | null): string {
  return lang === 'he' && hebrew ? hebrew : english;
}

const topicOf = (post: PostWithTerms) =>
  post.terms.find((term) => term.taxonomy === 'category')?.name ?? '';
const tagIdsOf = (post: PostWithTerms) =>
  post.terms.filter((term) => term.taxonomy === 'post_tag').map((term) => term.id);

/** WordPress's automatic excerpt length, in words. */
const EXCERPT_WORDS = 55;

/** The excerpt the owner wrote, else the body's first words as text (WordPress's wp_trim_excerpt). */
export function excerptOf(excerpt: string, bodyHtml: string): string {
  if (excerpt.trim()) return excerpt;
  const words = htmlToText(bodyHtml).split(/\s+/).filter(Boolean);
  return words.length > EXCERPT_WORDS
    ? `${words.slice(0, EXCERPT_WORDS).join(' ')} […]`
    : words.join(' ');
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

/** The body in the visitor's language: sanitised owner HTML (sanitised when saved). */
function bodyOf(lang: Language, row: PostRow): string {
  return lang === 'he' && row.body_he ? row.body_he : row.body;
}

/** The Hebrew excerpt, or one made from the Hebrew body; else the English one. */
function excerptFor(lang: Language, row: PostRow): string {
  if (lang === 'he' && (row.excerpt_he?.trim() || row.body_he)) {
    return excerptOf(row.excerpt_he ?? '', row.body_he ?? row.body);
  }
  return excerptOf(row.excerpt, row.body);
}

export function postCard(lang: Language, post: PostWithTerms): PostCard {
  const { row } = post;
  const title = localized(lang, row.title, row.title_he);
  return {
    id: row.id,
    slug: row.slug,
    url: postUrl(row.slug),
    title,
    excerpt: excerptFor(lang, row),
    topic: topicOf(post),
    date: Number(row.published_at),
    image: image(row, title),
  };
}

export function postPage(lang: Language, post: PostWithTerms): PostPage {
  return {
    ...postCard(lang, post),
    html: bodyOf(lang, post.row),
    tags: post.terms.filter((term) => term.taxonomy === 'post_tag').map((term) => term.name),
  };
}

/** How many posts the related block shows. */
export const RELATED_POSTS = 3;

/** Other posts sharing the most tags, then the same topic (first category), newest first. */
export function relatedRows(
  post: PostWithTerms,
  others: readonly PostWithTerms[],
): PostWithTerms[] {
  const tags = new Set(tagIdsOf(post));
  const topic = post.terms.find((term) => term.taxonomy === 'category')?.id;
  const score = (other: PostWithTerms) =>
    tagIdsOf(other).filter((tag) => tags.has(tag)).length * 2 +
    (topic && other.terms.find((term) => term.taxonomy === 'category')?.id === topic ? 1 : 0);
  return others
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || Number(b.other.row.published_at) - Number(a.other.row.published_at),
    )
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
}

export function relatedPostsAnswer(
  lang: Language,
  post: PostWithTerms,
  related: readonly PostWithTerms[],
  display: RelatedPostsDisplay,
): RelatedPostsAnswer {
  const dateFormat = new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return {
    items: related.map((other, position) => {
      const card = postCard(lang, other);
      return {
        id: other.row.id,
        title: card.title,
        url: card.url,
        url_meta: { origin: post.row.id, position },
        rel: '',
        classes: '',
        format: 'standard',
        date: dateFormat.format(new Date(card.date)),
        context: card.topic,
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
