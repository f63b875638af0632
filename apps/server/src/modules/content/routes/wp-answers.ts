// Posts, categories and tags in WordPress's REST shapes (class-wp-rest-posts-controller.php,
// class-wp-rest-terms-controller.php), for wp/v2 answers. Ids are ours (opaque strings); a post
// without a picture or author says 0 there, as WordPress does. Addresses are absolute, built on
// the address the request came to (as the paging links are).
import { postUrl } from '@pinwheel/core';
import type { FastifyRequest } from 'fastify';
import { wpDateGmt } from '../../../schemas/rest-date.ts';
import { imageUrl } from '../../media/index.ts';
import { postStatusOf, type PostRecord } from '../post-editor.ts';
import { excerptOf } from '../post-records.ts';
import type { TermRow, Taxonomy } from '../term-repo.ts';

export type Context = 'view' | 'edit' | 'embed';

/** WordPress's "none" for an author, a picture or a parent. */
const NONE = 0 as const;

/** The address the API is reached at (protocol and host as seen). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** WordPress's dates: ISO 8601 to the second, without a zone (ours are all UTC). */
const wpDate = wpDateGmt;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#039;');
}

/** A post's excerpt as WordPress renders one: a paragraph. */
const renderedExcerpt = (text: string) => (text ? `<p>${escapeHtml(text)}</p>\n` : '');

export const restBase = (origin: string) => `${origin}/wp-json/wp/v2`;

/** Where a term lives: its wp/v2 collection, and the journal page listing its posts. */
export const TAXONOMIES = {
  category: { rest: 'categories', link: (slug: string) => `/blog?category=${slug}` },
  post_tag: { rest: 'tags', link: (slug: string) => `/blog?tag=${slug}` },
} as const satisfies Record<Taxonomy, { rest: string; link: (slug: string) => string }>;

export function postAnswer(record: PostRecord, context: Context, origin: string, now: number) {
  const { row } = record;
  const base = restBase(origin);
  const edit = context === 'edit';
  const excerpt = excerptOf(row.excerpt, row.body);
  const categories = record.terms.filter((t) => t.taxonomy === 'category').map((t) => t.id);
  const tags = record.terms.filter((t) => t.taxonomy === 'post_tag').map((t) => t.id);
  const link = `${origin}${postUrl(row.slug)}`;
  const links = {
    self: [{ href: `${base}/posts/${row.id}` }],
    collection: [{ href: `${base}/posts` }],
    ...(row.author_id && { author: [{ href: `${base}/users/${row.author_id}` }] }),
    ...(record.media && {
      'wp:featuredmedia': [{ embeddable: true, href: `${base}/media/${record.media.id}` }],
    }),
    'wp:term': [
      { taxonomy: 'category', embeddable: true, href: `${base}/categories?post=${row.id}` },
      { taxonomy: 'post_tag', embeddable: true, href: `${base}/tags?post=${row.id}` },
    ],
  };
  if (context === 'embed') {
    return {
      id: row.id,
      date: wpDate(Number(row.published_at)),
      slug: row.slug,
      type: 'post' as const,
      link,
      title: { rendered: escapeHtml(row.title) },
      excerpt: { rendered: renderedExcerpt(excerpt), protected: false },
      author: row.author_id ?? NONE,
      featured_media: record.media?.id ?? NONE,
      _links: links,
    };
  }
  return {
    id: row.id,
    date: wpDate(Number(row.published_at)),
    date_gmt: wpDate(Number(row.published_at)),
    guid: { rendered: link, ...(edit && { raw: link }) },
    modified: wpDate(Number(row.updated_at)),
    modified_gmt: wpDate(Number(row.updated_at)),
    slug: row.slug,
    status: postStatusOf(row, now),
    type: 'post' as const,
    link,
    title: { rendered: escapeHtml(row.title), ...(edit && { raw: row.title }) },
    content: { rendered: row.body, ...(edit && { raw: row.body }), protected: false },
    excerpt: {
      rendered: renderedExcerpt(excerpt),
      ...(edit && { raw: row.excerpt }),
      protected: false,
    },
    author: row.author_id ?? NONE,
    featured_media: record.media?.id ?? NONE,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard' as const,
    meta: {},
    categories,
    tags,
    // Ours: the Hebrew copies the storefront shows to Hebrew readers.
    translations: {
      he: { title: row.title_he, content: row.body_he, excerpt: row.excerpt_he },
    },
    _links: links,
  };
}

/** A media item as a post embeds it (wp:featuredmedia): the fields pages and clients read. */
export function embeddedMedia(record: PostRecord, origin: string) {
  const media = record.media;
  if (!media) return null;
  return {
    id: media.id,
    type: 'attachment',
    media_type: 'image',
    mime_type: media.mimeType,
    alt_text: media.alt,
    source_url: media.sourceUrl || `${origin}${imageUrl(media.imageKey, 1200)}`,
    media_details: { width: media.width, height: media.height },
    _links: { self: [{ href: `${restBase(origin)}/media/${media.id}` }] },
  };
}

type TermNaming = Pick<TermRow, 'id' | 'taxonomy' | 'slug' | 'name'> & {
  parent_id?: string | null;
};

function termLinks(term: TermNaming, origin: string) {
  const taxonomy = term.taxonomy as Taxonomy;
  const { rest } = TAXONOMIES[taxonomy];
  const base = restBase(origin);
  return {
    self: [{ href: `${base}/${rest}/${term.id}` }],
    collection: [{ href: `${base}/${rest}` }],
    ...(term.parent_id && {
      up: [{ embeddable: true, href: `${base}/${rest}/${term.parent_id}` }],
    }),
    'wp:post_type': [{ href: `${base}/posts?${rest}=${term.id}` }],
  };
}

/** A term as `context=embed` and a post's `_embedded['wp:term']` show it. */
export function termEmbedAnswer(term: TermNaming, origin: string) {
  const taxonomy = term.taxonomy as Taxonomy;
  return {
    id: term.id,
    link: `${origin}${TAXONOMIES[taxonomy].link(term.slug)}`,
    name: term.name,
    slug: term.slug,
    taxonomy,
    _links: termLinks(term, origin),
  };
}

export function termAnswer(term: TermRow, context: Context, origin: string) {
  const embed = termEmbedAnswer(term, origin);
  if (context === 'embed') return embed;
  return {
    id: term.id,
    count: term.count,
    description: term.description,
    link: embed.link,
    name: term.name,
    slug: term.slug,
    taxonomy: embed.taxonomy,
    ...(embed.taxonomy === 'category' && { parent: term.parent_id ?? NONE }),
    meta: {},
    _links: embed._links,
  };
}
