// A product's page (/product/:slug): gallery (slider, zoom, lightbox), summary with the variations
// form and swatches, bulk table, deposit choice, accordions and share buttons with their counts,
// description, additional information and reviews. The chosen variation
// lives in the URL (variation-url.ts), so the page a visitor shares shows the same variation, and
// choosing works before JavaScript. Price, stock, picture and the pre-order label follow it.
import {
  choiceFromFields,
  selectedVariation,
  type Choice,
  type PageVariation,
  type ProductPage,
} from '@pinwheel/core';
import { lazy, Suspense } from 'react';
import { data, Link, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/product';
import { BulkTable } from '../components/catalog/bulk-table.tsx';
import { InstalmentsMessage } from '../components/checkout/instalments-message.tsx';
import { Price } from '../components/catalog/price.tsx';
import { ProductGallery } from '../components/catalog/product-gallery.tsx';
import { PurchaseForm } from '../components/catalog/purchase-form.tsx';
import { Stars } from '../components/catalog/stars.tsx';
import { VariationSwatches } from '../components/catalog/variation-swatches.tsx';
import { pageTitle } from '../page-title.ts';
import { productStructuredData } from '../product-structured-data.ts';
import { offeredLanguages, seoMeta } from '../seo.ts';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { useTranslation } from '../translation.ts';
import { hydrateWhenSeen } from '../components/hydrate-when-seen.tsx';

// Below the buy button and below the first screens: server-rendered with the page, their
// JavaScript fetched when they come near the screen, so the page's start carries less.
const SummaryExtras = hydrateWhenSeen(
  () => import('../components/catalog/summary-extras.tsx'),
  'product__summary-extras',
);
const ProductBelowFold = hydrateWhenSeen(
  () => import('../components/catalog/product-below-fold.tsx'),
  'product__below-fold',
);

// The gallery's, accordions' and share buttons' styles are in the document's head with the shell's
// (root.tsx): neither a stylesheet request before the first paint nor bytes in the JavaScript.

// Only a visitor the price password hides prices from fetches the password form's code.
const PricePasswordPrompt = lazy(
  () => import('../components/price-password/price-password-prompt.tsx'),
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const root = matches[0]?.data as { shopName?: string } | undefined;
  const { product, origin } = loaderData;
  return [
    { title: pageTitle(product.title, root?.shopName ?? '') },
    { name: 'description', content: product.summary },
    ...seoMeta({
      languages: offeredLanguages(matches),
      origin,
      path: product.url,
      title: product.title,
      description: product.summary,
      image: product.images[0]?.src,
      type: 'product',
    }),
    // Open Graph's product id: the popup widget keeps the last product pages a visitor viewed by
    // it, for "last visited" product recommendations.
    { property: 'product:retailer_item_id', content: product.id },
    { 'script:ld+json': productStructuredData(product, origin) },
    // A preview is the owner's alone: never indexed.
    ...(loaderData.preview ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

/**
 * The product, or with `?preview=1` for the signed-in owner one not published yet (the editor's
 * "Preview on the storefront"); shoppers asking for a preview get the published page or a 404.
 */
async function productFor(context: Route.LoaderArgs['context'], slug: string, request: Request) {
  const published = await context.catalog.product(slug);
  if (published || !new URL(request.url).searchParams.has('preview')) {
    return { product: published, preview: false };
  }
  if (!(await context.accounts.currentOwner())) return { product: null, preview: false };
  return { product: await context.catalog.productPreview(slug), preview: true };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { product, preview } = await productFor(context, params.slug, request);
  if (!product) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const shareCounts = await context.content.shareCounts(product.url);
  return {
    product,
    preview,
    shareCounts,
    origin: new URL(request.url).origin,
    instalments: await context.checkout.instalments(),
  };
}

/** A review posted from the page's form (JavaScript or not); answered on the same page. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const product = await context.catalog.product(params.slug);
  if (!product) throw new Response(null, { status: 404, statusText: 'Not Found' });
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const ratingText = text('rating');
  const rating = /^[1-5]$/.test(ratingText) ? Number(ratingText) : null;
  const review = await context.catalog.addReview(product.id, {
    author: text('author'),
    email: text('email').trim(),
    rating,
    text: text('text'),
  });
  return data({ review }, { status: review.ok ? 200 : 400 });
}

// Choosing a variation changes only the URL's query: the product is already on the page.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, shareCounts, origin } = loaderData;
  const [searchParams] = useSearchParams();
  const choice = choiceFromFields(product.attributes, searchParams);
  const variation = selectedVariation(product, choice);
  const imageIndex = (variation ?? firstMatching(product, choice))?.imageIndex ?? 0;
  // The server sends no price to a visitor the price password hides them from.
  const pricesHidden = product.variations.every((v) => v.price === null);
  return (
    <article className="product" data-product-id={product.id}>
      <StorefrontStyles />
      {loaderData.preview ? <PreviewNotice /> : null}
      <Breadcrumbs product={product} />
      <div className="product__top">
        <ProductGallery
          images={product.images}
          productTitle={product.title}
          pageUrl={origin + product.url}
          activeIndex={imageIndex}
        />
        <div className="product__summary">
          <h1 className="product__title">{product.title}</h1>
          {product.rating !== null ? (
            <a href="#reviews" className="product__rating">
              <Stars rating={product.rating} count={product.reviewCount} />
            </a>
          ) : null}
          {pricesHidden ? (
            // The price password hides prices: the order button opens its form instead. Its
            // code is a chunk of its own, fetched only when prices are hidden.
            <Suspense fallback={null}>
              <PricePasswordPrompt />
            </Suspense>
          ) : (
            <ProductPrice
              product={product}
              variation={variation}
              instalments={loaderData.instalments}
            />
          )}
          {product.shortDescription ? (
            // Owner HTML, sanitised by the server when it was written.
            <div
              className="product__lead"
              dangerouslySetInnerHTML={{ __html: product.shortDescription }}
            />
          ) : null}
          {product.type === 'variable' ? (
            <VariationSwatches product={product} choice={choice} />
          ) : null}
          {pricesHidden ? null : (
            <>
              <PurchaseForm product={product} choice={choice} variation={variation} />
              <BulkTable product={product} variation={variation} choice={choice} />
            </>
          )}
          {variation?.sku ? (
            <ProductMeta product={product} sku={variation.sku} />
          ) : (
            <ProductMeta product={product} />
          )}
          <SummaryExtras
            path={product.url}
            pageUrl={origin + product.url}
            title={product.title}
            image={product.images[0]?.large}
            counts={shareCounts}
          />
        </div>
      </div>
      <ProductBelowFold product={product} reviewAnswer={actionData?.review} />
    </article>
  );
}

/** Says a preview is one: the owner sees a product shoppers cannot yet. */
function PreviewNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice notice--warning product__preview" role="status">
      {t('product.previewNotice')}
    </p>
  );
}

/** The picture follows a partial choice too: choosing a colour shows that colour. */
function firstMatching(product: ProductPage, choice: Choice) {
  const chosen = Object.entries(choice);
  if (chosen.length === 0) return undefined;
  return product.variations.find(
    (v) =>
      v.enabled &&
      chosen.every(
        ([attribute, term]) => !v.attributes[attribute] || v.attributes[attribute] === term,
      ),
  );
}

function buyablePrices(product: ProductPage): number[] {
  const buyable = product.variations.filter((v) => v.enabled);
  return (buyable.length ? buyable : product.variations).flatMap((v) =>
    v.price === null ? [] : [v.price],
  );
}

/** The chosen variation's price (or the product's range) and the instalments line under it. */
function ProductPrice({
  product,
  variation,
  instalments,
}: {
  product: ProductPage;
  variation: PageVariation | undefined;
  instalments: Route.ComponentProps['loaderData']['instalments'];
}) {
  const amount = variation?.price ?? Math.min(...buyablePrices(product));
  return (
    <>
      <p className="product__price">
        {variation ? (
          <Price
            amount={variation.price}
            compareAt={variation.compare_at_price}
            currency={product.currency}
          />
        ) : (
          <Price
            amount={Math.min(...buyablePrices(product))}
            maxAmount={Math.max(...buyablePrices(product))}
            currency={product.currency}
          />
        )}
      </p>
      <InstalmentsMessage
        offer={instalments}
        amount={amount}
        currency={product.currency}
        target="product-instalments"
      />
    </>
  );
}

function Breadcrumbs({ product }: { product: ProductPage }) {
  const { t } = useTranslation();
  const category = product.categories[0];
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        <li>
          <Link to="/">{t('nav.home')}</Link>
        </li>
        <li>
          <Link to="/shop">{t('nav.shop')}</Link>
        </li>
        {category ? (
          <li>
            <Link to={category.url}>{category.name}</Link>
          </li>
        ) : null}
        <li aria-current="page">{product.title}</li>
      </ol>
    </nav>
  );
}

function ProductMeta({ product, sku }: { product: ProductPage; sku?: string }) {
  const { t } = useTranslation();
  return (
    <dl className="product__meta">
      {sku ? (
        <div>
          <dt className="visually-hidden">SKU</dt>
          <dd>{t('product.sku', { sku })}</dd>
        </div>
      ) : null}
      {product.categories.length ? (
        <div>
          <dt>{t('product.categories')}</dt>
          <dd>
            {product.categories.map((category, index) => (
              <span key={category.slug}>
                {index > 0 ? ', ' : null}
                <Link to={category.url}>{category.name}</Link>
              </span>
            ))}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
