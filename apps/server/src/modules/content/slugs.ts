// Slugs as WordPress's sanitize_title makes them: lower case, words joined by hyphens, anything
// else dropped. Letters of every script stay (Hebrew slugs are readable addresses here).

/** The slug a name or a typed slug becomes; '' when nothing usable is left. */
export function slugOf(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/** `base`, or `base-2`, `base-3`, … the first one `taken` says is free (WordPress's suffixes). */
export async function freeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  let slug = base;
  for (let suffix = 2; await taken(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}
