// Slugs of categories, attributes and terms written through the platform API. A slug is what the
// storefront's addresses and filters use (`/category/<slug>`, `?filter_color=<slug>`), so it keeps
// the shape the catalog's rows already have: lower-case ASCII words joined by hyphens. When a
// client gives none, one is made from the name as WordPress does (accents dropped), and a name
// with no Latin letters at all (a Hebrew one) falls back to the kind of thing and a number.
import { z } from 'zod';

export const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_REASON = 'must be lower-case letters and digits joined by hyphens';

/** A slug as clients send it: trimmed and lower-cased, then checked. */
export const slugText = z.string().trim().toLowerCase().max(80).regex(SLUG_SHAPE, SLUG_REASON);

/** The slug a name gives: "Home & Living" → "home-living", "Café" → "cafe"; '' for none. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * The first of `base`, `base-2`, `base-3`, … that `taken` says is free (WordPress numbers a
 * duplicate slug the same way). `fallback` stands in when the name has no Latin letters.
 */
export async function freeSlug(
  name: string,
  fallback: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  const base = slugFromName(name) || fallback;
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
