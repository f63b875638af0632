// /admin/posts: the journal's posts of every status, newest first, searchable and filtered by
// status (the filter, search and page live in the URL, so Back and a shared link keep them). The
// list is fetched in the browser through the owner's typed client; the loader only names the page
// (and, being a loader, makes client navigations pass the /admin guard).
import { translate } from '@pinwheel/core';
import type { Route } from './+types/admin-posts';
import { PostsList } from '../components/admin-posts/posts-list.tsx';
import { pageTitle } from '../page-title.ts';
import postsStyles from '../styles/admin-posts.css?url';
import libraryStyles from '../styles/admin-library.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: libraryStyles },
  { rel: 'stylesheet', href: postsStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'postsAdmin.title'), context.shop.name) };
}

export default function AdminPosts() {
  return <PostsList />;
}
