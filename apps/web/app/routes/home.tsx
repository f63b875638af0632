// The shop's front page: who the shop is, featured products, the categories and the latest posts.
import { parseListingQuery, translate, type CategoryRecord, type PostCard } from '@pinwheel/core';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { ProductGrid } from '../components/catalog/product-card.tsx';
import { PostCards } from '../components/catalog/post-cards.tsx';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { offeredLanguages, seoMeta } from '../seo.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        { title: loaderData.title },
        { name: 'description', content: loaderData.tagline },
        ...seoMeta({
          languages: offeredLanguages(matches),
          origin: loaderData.origin,
          path: '/',
          title: loaderData.title,
          description: loaderData.tagline,
          image: loaderData.featured[0]?.image?.src,
        }),
      ]
    : [];

const FEATURED = 8;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { lang, shop, catalog, content } = context;
  const [storefront, featured, categories, posts] = await Promise.all([
    catalog.storefront(),
    catalog.listing({ featuredOnly: true }, parseListingQuery(new URLSearchParams()), FEATURED),
    catalog.categories(),
    content.latestPosts(3),
  ]);
  return {
    title: translate(lang, 'home.title', { shop: shop.name }),
    tagline: translate(lang, 'shop.tagline'),
    origin: new URL(request.url).origin,
    currency: storefront.currency,
    featured: featured.items,
    // Tiles for the top of the category tree; a category's page lists what is below it.
    categories: categories.filter((category) => category.parentId === null),
    posts,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, tagline, currency, featured, categories, posts } = loaderData;
  return (
    <>
      <StorefrontStyles />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title" className="hero__title">
          {title}
        </h1>
        <p className="hero__tagline">{tagline}</p>
        <p className="hero__intro">{t('home.intro')}</p>
        <Link to="/shop" className="button button--primary">
          {t('home.shopAll')}
        </Link>
      </section>
      <section className="shelf" aria-labelledby="featured-title">
        <h2 id="featured-title">{t('home.featured')}</h2>
        <ProductGrid products={featured} currency={currency} eagerImages={4} />
      </section>
      <CategoryTiles categories={categories} />
      <LatestPosts posts={posts} />
    </>
  );
}

function CategoryTiles({ categories }: { categories: CategoryRecord[] }) {
  const { t } = useTranslation();
  return (
    <section className="shelf" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('home.categories')}</h2>
      <ul className="category-tiles">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={category.url} className="category-tile">
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__description">{category.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LatestPosts({ posts }: { posts: PostCard[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <section className="shelf" aria-labelledby="posts-title">
      <div className="shelf__head">
        <h2 id="posts-title">{t('home.latestPosts')}</h2>
        <Link to="/blog">{t('home.allPosts')}</Link>
      </div>
      <PostCards posts={posts} />
    </section>
  );
}
