// One post (/blog/:slug), with the related-posts block at its end, loaded through the spec's call
// (components/catalog/related-posts.tsx; nothing shown when there are none or the call fails).
// `?preview=1` shows the signed-in owner a draft or scheduled post as it will look (the editor's
// preview link), marked as a preview and kept out of search engines; anyone else gets the 404.
import type { Route } from './+types/post';
import { RelatedPosts } from '../components/catalog/related-posts.tsx';
import { pageTitle } from '../page-title.ts';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { offeredLanguages, seoMeta } from '../seo.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData?.preview
    ? [
        { title: pageTitle(loaderData.post.title, loaderData.shopName) },
        { name: 'robots', content: 'noindex' },
      ]
    : loaderData
      ? [
          { title: pageTitle(loaderData.post.title, loaderData.shopName) },
          { name: 'description', content: loaderData.post.excerpt },
          ...seoMeta({
            languages: offeredLanguages(matches),
            origin: loaderData.origin,
            path: loaderData.post.url,
            title: loaderData.post.title,
            description: loaderData.post.excerpt,
            image: loaderData.post.image?.src,
            type: 'article',
          }),
        ]
      : [];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const live = await context.content.post(params.slug);
  const post =
    live ??
    (url.searchParams.get('preview') === '1' && (await context.accounts.currentOwner())
      ? await context.content.postPreview(params.slug)
      : null);
  if (!post) throw new Response(null, { status: 404, statusText: 'Not Found' });
  return { post, shopName: context.shop.name, origin: url.origin, preview: !live };
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useTranslation();
  const { post, preview } = loaderData;
  const date = new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <article className="post">
      <StorefrontStyles />
      {preview ? (
        <p className="post__preview" role="status">
          {t('posts.previewNotice')}
        </p>
      ) : null}
      <header className="post__head">
        <p className="post__meta">
          {post.topic} ·{' '}
          <time dateTime={new Date(post.date).toISOString()}>{date.format(post.date)}</time>
        </p>
        <h1>{post.title}</h1>
        <p className="post__lead">{post.excerpt}</p>
      </header>
      {post.image ? (
        <img
          className="post__picture"
          src={post.image.src}
          srcSet={post.image.srcSet}
          sizes="(max-width: 48rem) 100vw, 48rem"
          width={post.image.width}
          height={post.image.height}
          alt={post.image.alt}
          fetchPriority="high"
        />
      ) : null}
      {/* Owner HTML, sanitised by the server when saved (schemas/owner-html.ts): no script,
          handler or unsafe link survives it. */}
      <div className="post__body" dangerouslySetInnerHTML={{ __html: post.html }} />
      <RelatedPosts postPath={post.url} />
    </article>
  );
}
