// The shop (/shop) and a category (/category/:slug): products with the sorting dropdown, attribute
// and price filters and pages, all kept in the URL (core's listing-query.ts), so every state is a
// link and works before JavaScript. An unknown category is a real 404.
import {
  listingSearch,
  parseListingQuery,
  sortOrders,
  translate,
  type ListingQuery,
  type ProductAttribute,
} from '@pinwheel/core';
import { Form, Link, useSubmit } from 'react-router';
import type { Route } from './+types/product-listing';
import { ProductGrid } from '../components/catalog/product-card.tsx';
import { Drawer, DrawerButton } from '../components/shell/drawer.tsx';
import { FilterIcon } from '../components/shell/icons.tsx';
import { pageTitle } from '../page-title.ts';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { offeredLanguages, seoMeta } from '../seo.ts';
import { useTranslation } from '../translation.ts';

const FILTERS_DRAWER_ID = 'filters-drawer';

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const root = matches[0]?.data as { shopName?: string } | undefined;
  return [
    { title: pageTitle(loaderData.heading, root?.shopName ?? '') },
    { name: 'description', content: loaderData.description || loaderData.heading },
    ...seoMeta({
      languages: offeredLanguages(matches),
      origin: loaderData.origin,
      // Sorted and filtered views are the same listing: the canonical keeps only the page.
      path: loaderData.path + (loaderData.query.page > 1 ? `?page=${loaderData.query.page}` : ''),
      title: loaderData.heading,
      description: loaderData.description || loaderData.heading,
      image: loaderData.listing.items[0]?.image?.src,
    }),
  ];
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { catalog, lang } = context;
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams);
  const category = params.slug ? await catalog.category(params.slug) : null;
  if (params.slug && !category) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const [storefront, listing, attributes] = await Promise.all([
    catalog.storefront(),
    catalog.listing(category ? { categoryId: category.id } : {}, query),
    catalog.filterAttributes(),
  ]);
  return {
    heading: category?.name ?? translate(lang, 'shop.title'),
    description: category?.description ?? '',
    path: url.pathname,
    origin: url.origin,
    query: { ...query, page: listing.page },
    currency: storefront.currency,
    listing,
    attributes,
  };
}

export default function ProductListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, description, path, query, currency, listing, attributes } = loaderData;
  return (
    <div className="listing">
      <StorefrontStyles />
      <header className="listing__head">
        <h1>{heading}</h1>
        {description ? <p className="listing__description">{description}</p> : null}
      </header>
      <div className="listing__body">
        <Filters path={path} query={query} attributes={attributes} />
        <div className="listing__main">
          <div className="listing__toolbar">
            <p className="listing__count" role="status">
              {t('listing.count', { count: listing.total })}
            </p>
            <FiltersButton query={query} />
            <SortForm path={path} query={query} />
          </div>
          {/* The cards' titles are third-level headings: name the level above them. */}
          <h2 className="visually-hidden">{t('listing.products')}</h2>
          {listing.items.length ? (
            <ProductGrid products={listing.items} currency={currency} eagerImages={2} />
          ) : (
            <div className="listing__empty">
              <p>{t('listing.empty')}</p>
              <Link to={path}>{t('listing.clearFilters')}</Link>
            </div>
          )}
          <Pagination path={path} query={query} pageCount={listing.pageCount} />
        </div>
      </div>
    </div>
  );
}

/** The other state of the listing, as hidden fields, so a form changing one part keeps the rest. */
function KeptFields({ query, except }: { query: ListingQuery; except: 'sort' | 'filters' }) {
  return (
    <>
      {except !== 'sort' && query.sort !== 'menu_order' ? (
        <input type="hidden" name="orderby" value={query.sort} />
      ) : null}
      {except !== 'filters' ? (
        <>
          {query.minPrice !== null ? (
            <input type="hidden" name="min_price" value={query.minPrice} />
          ) : null}
          {query.maxPrice !== null ? (
            <input type="hidden" name="max_price" value={query.maxPrice} />
          ) : null}
          {Object.entries(query.terms).map(([attribute, terms]) => (
            <input
              key={attribute}
              type="hidden"
              name={`filter_${attribute}`}
              value={terms.join(',')}
            />
          ))}
        </>
      ) : null}
    </>
  );
}

function SortForm({ path, query }: { path: string; query: ListingQuery }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form method="get" action={path} className="sort-form" preventScrollReset>
      <label htmlFor="orderby">{t('listing.sort')}</label>
      <select
        id="orderby"
        name="orderby"
        defaultValue={query.sort}
        key={query.sort}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {sortOrders.map((order) => (
          <option key={order} value={order}>
            {t(`sort.${order}`)}
          </option>
        ))}
      </select>
      <KeptFields query={query} except="sort" />
      {/* Without JavaScript the choice needs a button; with it the change submits. */}
      <noscript>
        <button type="submit" className="button">
          {t('listing.sortApply')}
        </button>
      </noscript>
    </Form>
  );
}

/**
 * The filters. On wide screens a sidebar beside the products; below 992 px a button in the toolbar
 * opens them in a side drawer (shell/drawer.tsx), so the products come first on a phone. The drawer
 * is a <dialog> shown as a plain sidebar when wide (storefront.css); its button is an invoker
 * command, so both work without JavaScript.
 */
function Filters({
  path,
  query,
  attributes,
}: {
  path: string;
  query: ListingQuery;
  attributes: ProductAttribute[];
}) {
  const { t } = useTranslation();
  return (
    <Drawer id={FILTERS_DRAWER_ID} title={t('filters.title')} className="filters">
      <Form method="get" action={path} className="filters__form" key={listingSearch(query)}>
        <KeptFields query={query} except="filters" />
        {attributes.map((attribute) => (
          <fieldset key={attribute.slug} className="filters__group">
            <legend>{attribute.name}</legend>
            {attribute.terms.map((term) => (
              <label key={term.slug} className="filters__option">
                <input
                  type="checkbox"
                  name={`filter_${attribute.slug}`}
                  value={term.slug}
                  defaultChecked={query.terms[attribute.slug]?.includes(term.slug)}
                />
                {term.color ? (
                  <span
                    className="filters__colour"
                    style={{ background: term.color }}
                    aria-hidden="true"
                  />
                ) : null}
                {term.name}
              </label>
            ))}
          </fieldset>
        ))}
        <fieldset className="filters__group filters__price">
          <legend>{t('filters.price')}</legend>
          <label>
            <span>{t('filters.minPrice')}</span>
            <input
              type="number"
              name="min_price"
              min="0"
              step="1"
              inputMode="numeric"
              defaultValue={query.minPrice ?? ''}
            />
          </label>
          <label>
            <span>{t('filters.maxPrice')}</span>
            <input
              type="number"
              name="max_price"
              min="0"
              step="1"
              inputMode="numeric"
              defaultValue={query.maxPrice ?? ''}
            />
          </label>
        </fieldset>
        <div className="filters__actions">
          <button type="submit" className="button button--primary">
            {t('filters.apply')}
          </button>
          <Link to={path + (query.sort !== 'menu_order' ? `?orderby=${query.sort}` : '')}>
            {t('listing.clearFilters')}
          </Link>
        </div>
      </Form>
    </Drawer>
  );
}

/** The filter drawer's button, shown below 992 px, with how many filters are on. */
function FiltersButton({ query }: { query: ListingQuery }) {
  const { t } = useTranslation();
  const active =
    (query.minPrice !== null ? 1 : 0) +
    (query.maxPrice !== null ? 1 : 0) +
    Object.values(query.terms).reduce((sum, terms) => sum + terms.length, 0);
  return (
    <DrawerButton
      drawerId={FILTERS_DRAWER_ID}
      className="button button--quiet listing__filters-button"
    >
      <FilterIcon />
      {t('filters.title')}
      {active ? (
        <span className="listing__filters-count">{t('filters.active', { count: active })}</span>
      ) : null}
    </DrawerButton>
  );
}

function Pagination({
  path,
  query,
  pageCount,
}: {
  path: string;
  query: ListingQuery;
  pageCount: number;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pageUrl = (page: number) => path + listingSearch({ ...query, page });
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {query.page > 1 ? (
          <li>
            <Link to={pageUrl(query.page - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <Link
              to={pageUrl(page)}
              aria-current={page === query.page ? 'page' : undefined}
              aria-label={t('pagination.page', { page })}
            >
              {page}
            </Link>
          </li>
        ))}
        {query.page < pageCount ? (
          <li>
            <Link to={pageUrl(query.page + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
