// A library item in WordPress's attachment shape (class-wp-rest-attachments-controller.php), so
// WordPress clients read ours as theirs. Differences, documented in the README: ids are our
// opaque strings; `mime_type` is the original's while `source_url` is the largest WebP sub-size
// (what pages show; the original is `media_details.sizes.full` when it is a raster we serve);
// `caption` is plain text (rendered as an escaped paragraph); Hebrew copies are under
// `translations.he`; `pinwheel_used_by` lists who shows the picture; `post` is the first of them.
import { z } from 'zod';
import type { MediaItem } from '../media-item.ts';
import type { MediaUse } from '../media-usage.ts';

const rendered = z.object({ raw: z.string(), rendered: z.string() });
const sizeJson = z.object({
  file: z.string(),
  width: z.number(),
  height: z.number(),
  mime_type: z.string(),
  source_url: z.string(),
});
const link = z.array(z.object({ href: z.string() }));

export const mediaJsonSchema = z.object({
  id: z.string(),
  date: z.string(),
  date_gmt: z.string(),
  modified: z.string(),
  modified_gmt: z.string(),
  slug: z.string(),
  status: z.literal('inherit'),
  type: z.literal('attachment'),
  link: z.string(),
  title: rendered,
  caption: rendered,
  alt_text: z.string(),
  media_type: z.literal('image'),
  mime_type: z.string(),
  media_details: z.object({
    width: z.number(),
    height: z.number(),
    file: z.string(),
    filesize: z.number(),
    sizes: z.record(z.string(), sizeJson),
  }),
  post: z.string().nullable(),
  source_url: z.string(),
  translations: z.object({
    he: z.object({ alt_text: z.string().nullable(), caption: z.string().nullable() }),
  }),
  pinwheel_used_by: z.array(z.object({ kind: z.string(), id: z.string(), title: z.string() })),
  _links: z.object({ self: link, collection: link }),
});

export type MediaJson = z.infer<typeof mediaJsonSchema>;

export const MEDIA_ROUTE = '/wp-json/wp/v2/media';

/** WordPress's dates: ISO 8601 without a zone (`date` is the site's time; ours is UTC too). */
function wpDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c]!,
  );
}

/** A caption as WordPress renders one: a paragraph, line breaks kept. */
function renderedCaption(caption: string): string {
  return caption ? `<p>${escapeHtml(caption).replace(/\r?\n/g, '<br />\n')}</p>\n` : '';
}

function slugOf(item: MediaItem): string {
  const base = item.title || item.fileName.replace(/\.[^.]+$/, '');
  const slug = base
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || item.id;
}

export function mediaJson(item: MediaItem, usedBy: MediaUse[], publicUrl: string): MediaJson {
  const absolute = (url: string) => `${publicUrl}${url}`;
  const sizes: MediaJson['media_details']['sizes'] = {};
  for (const size of item.sizes) {
    sizes[size.name] = {
      file: `${item.imageKey}/${size.name}.webp`,
      width: size.width,
      height: size.height,
      mime_type: 'image/webp',
      source_url: absolute(size.url),
    };
  }
  if (item.originalUrl) {
    sizes.full = {
      file: `${item.imageKey}/${item.originalUrl.split('/').pop()}`,
      width: item.width,
      height: item.height,
      mime_type: item.mimeType,
      source_url: absolute(item.originalUrl),
    };
  }
  const self = absolute(`${MEDIA_ROUTE}/${item.id}`);
  return {
    id: item.id,
    date: wpDate(item.createdAt),
    date_gmt: wpDate(item.createdAt),
    modified: wpDate(item.updatedAt),
    modified_gmt: wpDate(item.updatedAt),
    slug: slugOf(item),
    status: 'inherit',
    type: 'attachment',
    link: absolute(item.sourceUrl),
    title: { raw: item.title, rendered: escapeHtml(item.title) },
    caption: { raw: item.caption, rendered: renderedCaption(item.caption) },
    alt_text: item.altText,
    media_type: 'image',
    mime_type: item.mimeType,
    media_details: {
      width: item.width,
      height: item.height,
      file: `${item.imageKey}/${item.originalUrl?.split('/').pop() ?? item.fileName}`,
      filesize: item.fileSize,
      sizes,
    },
    post: usedBy[0]?.id ?? null,
    source_url: absolute(item.sourceUrl),
    translations: { he: { alt_text: item.altTextHe, caption: item.captionHe } },
    pinwheel_used_by: usedBy,
    _links: { self: [{ href: self }], collection: [{ href: absolute(MEDIA_ROUTE) }] },
  };
}
