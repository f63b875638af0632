// The journal (/blog): the latest posts, or one category's or tag's (`?category=slug`,
// `?tag=slug`, the addresses the platform API gives as a term's `link`). An unknown one is a 404.
import { translate } from '@pinwheel/core';
import type { Route } from './+types/posts';
import { PostCards } from '../components/catalog/post-cards.tsx';
import { pageTitle } from '../page-title.ts';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: pageTitle(loaderData.title, loaderData.shopName) }] : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const journal = await context.content.journal(
    { category: search.get('category') ?? undefined, tag: search.get('tag') ?? undefined },
    24,
  );
  if (!journal) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const name = translate(context.lang, 'posts.title');
  return {
    title: journal.term ? `${journal.term} · ${name}` : name,
    shopName: context.shop.name,
    posts: journal.posts,
  };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="journal-title">
      <StorefrontStyles />
      <h1 id="journal-title">{loaderData.title}</h1>
      <PostCards posts={loaderData.posts} headingLevel={2} />
    </section>
  );
}
