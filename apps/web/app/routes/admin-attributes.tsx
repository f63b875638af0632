// /admin/attributes: attributes and their terms (components/admin-attributes/attributes-page.tsx),
// loaded and saved in the browser through the owner's typed client; the loader names the page (and
// makes client navigations pass the /admin guard).
import { translate } from '@pinwheel/core';
import type { Route } from './+types/admin-attributes';
import { AttributesPage } from '../components/admin-attributes/attributes-page.tsx';
import { pageTitle } from '../page-title.ts';
import attributesStyles from '../styles/admin-attributes.css?url';
import libraryStyles from '../styles/admin-library.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: libraryStyles },
  { rel: 'stylesheet', href: attributesStyles },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(translate(context.lang, 'attributesAdmin.title'), context.shop.name) };
}

export default function AdminAttributes() {
  return <AttributesPage />;
}
