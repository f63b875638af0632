// Search results (/search?s=…&post_type=product&search_id=…): products by relevance (core's
// search-ranking.ts: one typo tolerated, Hebrew too). `post_type` limits the results to products
// (the only searchable type so far); `search_id` identifies the search for analytics and is kept
// in the page's links. Whatever is typed is shown as text; an empty or huge query answers normally.
import { SEARCH_MAX_LENGTH, translate } from '@pinwheel/core';
import type { Route } from './+types/search';
import { ProductGrid } from '../components/catalog/product-card.tsx';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

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
  const query = (params.get('s') ?? '').slice(0, SEARCH_MAX_LENGTH).trim();
  const postType = params.get('post_type');
  const searchesProducts = !postType || postType === 'product' || postType === 'any';
  const [storefront, products] = await Promise.all([
    context.catalog.storefront(),
    query && searchesProducts ? context.catalog.search(query) : Promise.resolve([]),
  ]);
  return {
    query,
    heading: query
      ? translate(context.lang, 'search.resultsFor', { query })
      : translate(context.lang, 'search.title'),
    shopName: context.shop.name,
    currency: storefront.currency,
    products,
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, heading, currency, products } = loaderData;
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
        <input type="hidden" name="post_type" value="product" />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </form>
      {query && products.length === 0 ? (
        <p className="listing__empty">{t('search.none', { query })}</p>
      ) : (
        <>
          {query ? (
            <p className="listing__count" role="status">
              {t('listing.count', { count: products.length })}
            </p>
          ) : null}
          {/* The cards' titles are third-level headings: name the level above them. */}
          <h2 className="visually-hidden">{t('listing.products')}</h2>
          <ProductGrid products={products} currency={currency} eagerImages={4} />
        </>
      )}
    </section>
  );
}
