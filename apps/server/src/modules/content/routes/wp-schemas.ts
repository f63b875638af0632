// What wp/v2 posts, categories and tags take: WordPress's parameter names, each field checked by
// zod (a refusal names it in data.params), text by the plain-text rules, content as owner HTML.
import { z } from 'zod';
import { idList, pageQuery } from '../../../platform-api/index.ts';
import { ownerHtml } from '../../../schemas/owner-html.ts';
import { restDateTime } from '../../../schemas/rest-date.ts';
import { restBoolean } from '../../../schemas/rest-delete.ts';
import { multiLineText, oneLineText } from '../../../schemas/plain-text.ts';
import { POST_ORDERS, POST_STATUSES } from '../post-repo.ts';
import { TERM_ORDERS } from '../term-repo.ts';

export const contextQuery = z.enum(['view', 'embed', 'edit']).default('view');

/**
 * `_embed` (bare, `_embed=1`, or a list of link relations such as `wp:term,wp:featuredmedia`):
 * the relations to embed, or null when the request asks for none.
 */
export const embedQuery = z
  .union([z.string().max(200), z.array(z.string().max(100)).max(10)])
  .optional()
  .transform((value) => {
    if (value === undefined) return null;
    const names = (Array.isArray(value) ? value : value.split(','))
      .map((name) => name.trim())
      .filter((name) => name && name !== '1' && name !== 'true');
    return names.length ? names : ['wp:featuredmedia', 'wp:term', 'author', 'up'];
  });

/** A list of ids as a query or body field: `1,2`, `[1,2]` or repeated. */
const termIds = idList;

/** The statuses a list asks for: one, a comma list, repeated, or `any`. */
const statusList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
  z.array(z.enum([...POST_STATUSES, 'any'])).max(10),
);

export const postsQuery = z.object({
  ...pageQuery,
  context: contextQuery,
  _embed: embedQuery,
  orderby: z.enum(POST_ORDERS).default('date'),
  status: statusList.default(['publish']),
  slug: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z.array(z.string().trim().min(1).max(200)).max(100),
    )
    .optional(),
  categories: termIds.optional(),
  categories_exclude: termIds.optional(),
  tags: termIds.optional(),
  tags_exclude: termIds.optional(),
  after: restDateTime.optional(),
  before: restDateTime.optional(),
  modified_after: restDateTime.optional(),
  modified_before: restDateTime.optional(),
});

export const postQuery = z.object({ context: contextQuery, _embed: embedQuery });
export const idParams = z.object({ id: z.string().min(1).max(200) });

/** A text field WordPress takes as a string or as `{ raw }`. */
function rawOr<T extends z.ZodType<string>>(text: T) {
  return z
    .union([text, z.object({ raw: text })])
    .transform((value): string =>
      typeof value === 'string' ? value : (value as { raw: string }).raw,
    );
}

const TITLE_MAX = 300;
const CONTENT_MAX = 200_000;
const EXCERPT_MAX = 5_000;

/** featured_media: a media item's id; 0, '' or null for none. */
const featuredMediaInput = z
  .union([z.string().trim().max(200), z.literal(0), z.null()])
  .transform((value) => (value === 0 || value === '' || value === null ? null : value));

export const postBody = z.object({
  title: rawOr(oneLineText(TITLE_MAX)).optional(),
  content: rawOr(ownerHtml(CONTENT_MAX)).optional(),
  excerpt: rawOr(multiLineText(EXCERPT_MAX)).optional(),
  slug: oneLineText(200).optional(),
  status: z.enum(POST_STATUSES).optional(),
  date: restDateTime.nullable().optional(),
  date_gmt: restDateTime.nullable().optional(),
  featured_media: featuredMediaInput.optional(),
  categories: termIds.optional(),
  tags: termIds.optional(),
  format: z.literal('standard').optional(),
  // Ours: the Hebrew copies (null or '' removes one).
  translations: z
    .object({
      he: z.object({
        title: rawOr(oneLineText(TITLE_MAX)).nullable().optional(),
        content: rawOr(ownerHtml(CONTENT_MAX)).nullable().optional(),
        excerpt: rawOr(multiLineText(EXCERPT_MAX)).nullable().optional(),
      }),
    })
    .optional(),
});
export type PostBody = z.infer<typeof postBody>;

export const termsQuery = z.object({
  ...pageQuery,
  context: contextQuery,
  // WordPress lists terms by name, a–z.
  orderby: z.enum(TERM_ORDERS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  hide_empty: restBoolean.default(false),
  parent: z.string().trim().max(200).optional(),
  post: z.string().trim().max(200).optional(),
  slug: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',') : value),
      z.array(z.string().trim().min(1).max(200)).max(100),
    )
    .optional(),
});

export const termBody = z.object({
  name: oneLineText(200).trim().min(1).optional(),
  slug: oneLineText(200).optional(),
  description: multiLineText(5_000).optional(),
  parent: z
    .union([z.string().trim().max(200), z.literal(0), z.null()])
    .transform((value) => (value === 0 || value === '' ? null : value))
    .optional(),
});
export type TermBody = z.infer<typeof termBody>;

// Answers: the shapes are wp-answers.ts's; declared loosely so `_embedded` and context-dependent
// fields pass, and documented for the OpenAPI reference.
const rendered = z.object({ rendered: z.string(), raw: z.string().optional() });
export const postAnswerSchema = z.looseObject({
  id: z.string(),
  date: z.string(),
  date_gmt: z.string().optional(),
  modified: z.string().optional(),
  modified_gmt: z.string().optional(),
  slug: z.string(),
  status: z.enum(POST_STATUSES).optional(),
  type: z.literal('post'),
  link: z.string(),
  title: rendered,
  content: rendered.extend({ protected: z.boolean() }).optional(),
  excerpt: rendered.extend({ protected: z.boolean() }),
  author: z.union([z.string(), z.literal(0)]),
  featured_media: z.union([z.string(), z.literal(0)]),
  format: z.literal('standard').optional(),
  categories: z.array(z.string()).optional(),
  tags: z.array(z.string()).optional(),
  translations: z
    .object({
      he: z.object({
        title: z.string().nullable(),
        content: z.string().nullable(),
        excerpt: z.string().nullable(),
      }),
    })
    .optional()
    .describe('Ours: the Hebrew title, content (HTML) and excerpt, null when not written.'),
});

export const termAnswerSchema = z.looseObject({
  id: z.string(),
  count: z.number().optional(),
  description: z.string().optional(),
  link: z.string(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.enum(['category', 'post_tag']),
  parent: z.union([z.string(), z.literal(0)]).optional(),
});
