// /admin/media: the media library (components/admin-media/media-library.tsx), loaded and saved in
// the browser through the owner's typed client; the loader names the page (and makes client
// navigations pass the /admin guard).
import { translate } from '@pinwheel/core';
import type { Route } from './+types/admin-media';
import { MediaLibrary } from '../components/admin-media/media-library.tsx';
import { pageTitle } from '../page-title.ts';
import mediaStyles from '../styles/admin-media.css?url';
import libraryStyles from '../styles/admin-library.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: libraryStyles },
  { rel: 'stylesheet', href: mediaStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'mediaAdmin.title'), context.shop.name) };
}

export default function AdminMedia() {
  return <MediaLibrary />;
}
