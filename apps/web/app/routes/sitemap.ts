// /sitemap.xml: the home page, the shop, every category, product and post, each with its versions
// in the languages the shop offers (xhtml:link hreflang; none when it offers one), as search
// engines read it.
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const { languages } = context.shop;
  const [categories, products, posts] = await Promise.all([
    context.catalog.categories(),
    context.catalog.sitemapProducts(),
    context.content.sitemapPosts(),
  ]);
  const entries: Array<{ url: string; updatedAt?: number }> = [
    { url: '/' },
    { url: '/shop' },
    { url: '/blog' },
    ...categories.map((category) => ({ url: category.url })),
    ...products,
    ...posts,
  ];
  const body = entries
    .map(({ url, updatedAt }) => {
      const loc = escapeXml(origin + url);
      const alternates = (languages.length > 1 ? languages : [])
        .map(
          (lang) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${origin}${url}?lang=${lang}`)}"/>`,
        )
        .join('');
      const lastmod = updatedAt
        ? `<lastmod>${new Date(updatedAt).toISOString().slice(0, 10)}</lastmod>`
        : '';
      return `<url><loc>${loc}</loc>${lastmod}${alternates}</url>`;
    })
    .join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`,
    {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
    },
  );
}
