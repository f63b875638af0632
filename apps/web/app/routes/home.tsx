// The shop's front page: who the shop is and what a visitor can do here.
import { translate } from '@pinwheel/core';
import type { Route } from './+types/home';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: loaderData.title }, { name: 'description', content: loaderData.tagline }]
    : [];

export function loader({ context }: Route.LoaderArgs) {
  const { lang, shop } = context;
  return {
    title: translate(lang, 'home.title', { shop: shop.name }),
    tagline: translate(lang, 'shop.tagline'),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <ShopWelcome title={loaderData.title} tagline={loaderData.tagline} />;
}

function ShopWelcome({ title, tagline }: { title: string; tagline: string }) {
  const { t } = useTranslation();
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <h1 id="welcome-title" className="welcome__title">
        {title}
      </h1>
      <p className="welcome__tagline">{tagline}</p>
      <p className="welcome__intro">{t('home.intro')}</p>
    </section>
  );
}
