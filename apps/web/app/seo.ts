// What search engines and link previews read of a storefront page: its canonical address, the
// English and Hebrew versions (hreflang, by `?lang=`), and Open Graph tags. Pages add these to
// their meta; product pages add JSON-LD (product-structured-data.ts).
import { languages } from '@pinwheel/core';
import type { MetaDescriptor } from 'react-router';

export function seoMeta({
  origin,
  path,
  title,
  description,
  image,
  type = 'website',
}: {
  origin: string;
  path: string;
  title: string;
  description: string;
  image?: string | undefined;
  type?: 'website' | 'product' | 'article';
}): MetaDescriptor[] {
  const url = origin + path;
  const separator = path.includes('?') ? '&' : '?';
  return [
    { tagName: 'link', rel: 'canonical', href: url },
    ...languages.map((lang) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: lang,
      href: `${url}${separator}lang=${lang}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: origin + image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}
