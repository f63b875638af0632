// The journal (/blog): the latest posts.
import { translate } from '@pinwheel/core';
import type { Route } from './+types/posts';
import { PostCards } from '../components/catalog/post-cards.tsx';
import { pageTitle } from '../page-title.ts';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: pageTitle(loaderData.title, loaderData.shopName) }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  return {
    title: translate(context.lang, 'posts.title'),
    shopName: context.shop.name,
    posts: await context.content.latestPosts(24),
  };
}

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="journal-title">
      <StorefrontStyles />
      <h1 id="journal-title">{t('posts.title')}</h1>
      <PostCards posts={loaderData.posts} headingLevel={2} />
    </section>
  );
}
