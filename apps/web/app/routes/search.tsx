// Search results (/search?s=…&post_type=product|post&search_id=…): products by relevance (core's
// search-ranking.ts: one typo tolerated, Hebrew too) and posts. `post_type` limits the results to
// products or to posts (anything else: both, as the search overlay's "view all" asks); `search_id`
// identifies the search that led here (the overlay sends one) and is kept in the page's form.
// Whatever is typed is shown as text; an empty or huge query answers normally.
import {
  controlCharactersAsSpaces,
  parseListingQuery,
  SEARCH_MAX_LENGTH,
  translate,
} from '@pinwheel/core';
import type { CategoryRecord, ProductCard } from '@pinwheel/core';
import { Link } from 'react-router';
import type { Route } from './+types/search';
import { PostCards } from '../components/catalog/post-cards.tsx';
import { ProductGrid } from '../components/catalog/product-card.tsx';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

/** How many posts the results page lists under the products. */
const POSTS_SHOWN = 12;
/** How many best sellers an empty result suggests instead. */
const POPULAR_SHOWN = 4;

type SearchScope = 'any' | 'product' | 'post';

function scopeOf(postType: string | null): SearchScope {
  return postType === 'product' || postType === 'post' ? postType : 'any';
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: pageTitle(loaderData.heading, loaderData.shopName) },
        // Result pages are for shoppers, not for search engines' indexes.
        { name: 'robots', content: 'noindex, follow' },
      ]
    : [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Control characters in a query are only separators, as the search endpoint treats them.
  const query = controlCharactersAsSpaces(params.get('s') ?? '')
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
  const scope = scopeOf(params.get('post_type'));
  const searchId = (params.get('search_id') ?? '').replace(/[^\w-]/g, '').slice(0, 40);
  const [storefront, products, posts] = await Promise.all([
    context.catalog.storefront(),
    query && scope !== 'post' ? context.catalog.search(query) : Promise.resolve([]),
    query && scope !== 'product' ? context.content.search(query, POSTS_SHOWN) : Promise.resolve([]),
  ]);
  // Nothing found is not a dead end: the shop's best sellers and its top categories instead.
  const nothing = query !== '' && products.length === 0 && posts.length === 0;
  const [popular, categories] = nothing
    ? await Promise.all([
        context.catalog
          .listing({}, parseListingQuery(new URLSearchParams('orderby=popularity')), POPULAR_SHOWN)
          .then((listing) => listing.items),
        context.catalog
          .categories()
          .then((all) => all.filter((category) => category.parentId === null)),
      ])
    : [[], []];
  return {
    query,
    scope,
    searchId,
    popular,
    categories,
    heading: query
      ? translate(context.lang, 'search.resultsFor', { query })
      : translate(context.lang, 'search.title'),
    shopName: context.shop.name,
    currency: storefront.currency,
    products,
    posts,
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, scope, searchId, heading, currency, products, posts } = loaderData;
  const nothing = query && products.length === 0 && posts.length === 0;
  return (
    <section aria-labelledby="search-title" className="search-results">
      <StorefrontStyles />
      <h1 id="search-title">{heading}</h1>
      <form role="search" method="get" action="/search" className="search-results__form">
        <label htmlFor="search-again" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-again"
          type="search"
          name="s"
          defaultValue={query}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('search.prompt')}
        />
        <label htmlFor="search-type" className="visually-hidden">
          {t('search.show')}
        </label>
        <select id="search-type" name="post_type" defaultValue={scope}>
          {(['any', 'product', 'post'] as const).map((option) => (
            <option key={option} value={option}>
              {t(`search.type.${option}`)}
            </option>
          ))}
        </select>
        {searchId ? <input type="hidden" name="search_id" value={searchId} /> : null}
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      {nothing ? (
        <>
          <p className="listing__empty">{t('search.none', { query })}</p>
          <EmptySearchSuggestions
            popular={loaderData.popular}
            categories={loaderData.categories}
            currency={currency}
          />
        </>
      ) : query ? (
        <>
          {scope === 'product' || products.length > 0 ? (
            <section aria-labelledby="search-products" className="search-results__group">
              <h2 id="search-products">{t('search.products')}</h2>
              <p className="listing__count" role="status">
                {products.length === 1
                  ? t('search.productCountOne')
                  : t('listing.count', { count: products.length })}
              </p>
              <ProductGrid products={products} currency={currency} eagerImages={4} />
            </section>
          ) : null}
          {scope !== 'product' && posts.length > 0 ? (
            <section aria-labelledby="search-posts" className="search-results__group">
              <h2 id="search-posts">{t('search.posts')}</h2>
              <p className="listing__count">
                {posts.length === 1
                  ? t('search.postsFoundOne')
                  : t('search.postsFound', { count: posts.length })}
              </p>
              <PostCards posts={posts} />
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** What an empty result offers instead: the best sellers and the top categories. */
function EmptySearchSuggestions({
  popular,
  categories,
  currency,
}: {
  popular: ProductCard[];
  categories: CategoryRecord[];
  currency: string;
}) {
  const { t } = useTranslation();
  if (popular.length === 0 && categories.length === 0) return null;
  return (
    <div className="search-results__suggestions">
      <p>{t('search.emptySuggestions')}</p>
      {categories.length > 0 ? (
        <nav aria-labelledby="search-categories" className="search-results__group">
          <h2 id="search-categories">{t('search.popularCategories')}</h2>
          <ul className="search-results__categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={category.url} className="search-results__category">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {popular.length > 0 ? (
        <section aria-labelledby="search-popular" className="search-results__group">
          <h2 id="search-popular">{t('search.popularProducts')}</h2>
          <ProductGrid products={popular} currency={currency} eagerImages={0} />
        </section>
      ) : null}
    </div>
  );
}
