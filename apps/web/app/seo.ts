// What search engines and link previews read of a storefront page: its canonical address, its
// versions in the languages the shop offers (hreflang, by `?lang=`; none when it offers one), and
// Open Graph tags. Pages add these to their meta; product pages add JSON-LD
// (product-structured-data.ts).
import { languages as allLanguages, type Language } from '@pinwheel/core';
import type { MetaDescriptor } from 'react-router';

/** The languages the shop offers, as the root's data says (every language before it loaded). */
export function offeredLanguages(
  matches: readonly ({ data?: unknown } | undefined)[],
): readonly Language[] {
  const root = matches[0]?.data as { languages?: readonly Language[] } | undefined;
  return root?.languages ?? allLanguages;
}

export function seoMeta({
  origin,
  path,
  title,
  description,
  image,
  type = 'website',
  languages,
}: {
  origin: string;
  path: string;
  title: string;
  description: string;
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
  /** The languages the shop offers: one version each, none when there is only one. */
  languages: readonly Language[];
}): MetaDescriptor[] {
  const url = origin + path;
  const separator = path.includes('?') ? '&' : '?';
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    ...(languages.length > 1
      ? [
          ...languages.map((lang) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: lang,
            href: `${url}${separator}lang=${lang}`,
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url },
        ]
      : []),
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: origin + image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}
