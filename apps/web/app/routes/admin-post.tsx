// /admin/posts/new and /admin/posts/:id: the post editor (components/admin-posts/post-editor.tsx).
// The post is loaded and saved in the browser through the owner's typed client; the loader names
// the page (and makes client navigations pass the /admin guard).
import { translate } from '@pinwheel/core';
import { useParams } from 'react-router';
import type { Route } from './+types/admin-post';
import { ExistingPostEditor, NewPostEditor } from '../components/admin-posts/post-editor.tsx';
import { pageTitle } from '../page-title.ts';
import postsStyles from '../styles/admin-posts.css?url';
import libraryStyles from '../styles/admin-library.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: libraryStyles },
  { rel: 'stylesheet', href: postsStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = params.id ? 'postsAdmin.editTitle' : 'postsAdmin.newTitle';
  return { title: pageTitle(translate(context.lang, page), context.shop.name) };
}

export default function AdminPost() {
  const { id } = useParams();
  // A new post's editor and a saved one's are different components: the saved one is read and
  // saved with its version, the new one is created once and then opened at its own address.
  return id ? <ExistingPostEditor key={id} id={id} /> : <NewPostEditor />;
}
