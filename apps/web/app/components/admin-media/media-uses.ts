// Where a picture is used, as the owner follows it: each use (`pinwheel_used_by`: kind, id, title)
// named by its kind and linked to the dashboard page that edits it.
import type { MediaItem } from '@pinwheel/client';
import type { MessageKey } from '@pinwheel/core';

export type MediaUse = MediaItem['pinwheel_used_by'][number];

const KINDS: Record<string, { label: MessageKey; href: (id: string) => string }> = {
  product: { label: 'mediaAdmin.kind.product', href: (id) => `/admin/products/${id}` },
  post: { label: 'mediaAdmin.kind.post', href: (id) => `/admin/posts/${id}` },
  category: { label: 'mediaAdmin.kind.category', href: (id) => `/admin/categories?edit=${id}` },
  term: { label: 'mediaAdmin.kind.term', href: () => '/admin/attributes' },
  popup: { label: 'mediaAdmin.kind.popup', href: () => '/admin/popups' },
};

export function linkOfUse(use: MediaUse): { label: MessageKey; href: string | null } {
  const kind = KINDS[use.kind];
  return kind
    ? { label: kind.label, href: kind.href(encodeURIComponent(use.id)) }
    : { label: 'mediaAdmin.kind.other', href: null };
}

/** A name for the item in messages: its title, else its file's name. */
export function mediaName(item: MediaItem): string {
  return item.title.raw || item.media_details.file.split('/').pop() || item.id;
}

export function fileSize(bytes: number, lang: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(lang === 'he' ? 'he-IL' : 'en-US', {
      style: 'unit',
      unit,
      maximumFractionDigits: 1,
    }).format(value);
  return bytes >= 1024 * 1024
    ? format(bytes / (1024 * 1024), 'megabyte')
    : format(bytes / 1024, 'kilobyte');
}
