// A product in a listing: picture, title, rating, price, sale and stock badges; the whole card is
// one link (the title's), and below it the way to the cart (add, or choose options), which sits
// above the card's link.
import type { ProductCard as Card } from '@pinwheel/core';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { CardAddToCart } from '../cart/card-add-to-cart.tsx';
import { Price } from './price.tsx';
import { Stars } from './stars.tsx';

/** Cards fill a column of about 16rem at most; the browser picks the sub-size from this. */
const cardSizes = '(max-width: 40rem) 50vw, (max-width: 62rem) 33vw, 16rem';

export function ProductGrid({
  products,
  currency,
  eagerImages = 0,
}: {
  products: Card[];
  currency: string;
  /** How many of the first pictures load at once (the ones above the fold). */
  eagerImages?: number;
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} currency={currency} eager={index < eagerImages} />
        </li>
      ))}
    </ul>
  );
}

export function ProductCard({
  product,
  currency,
  eager,
}: {
  product: Card;
  currency: string;
  eager: boolean;
}) {
  const { t } = useTranslation();
  return (
    <article className="product-card">
      <div className="product-card__picture">
        {product.image ? (
          <img
            src={product.image.src}
            srcSet={product.image.srcSet}
            sizes={cardSizes}
            width={product.image.width}
            height={product.image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        {product.compareAtPrice ? (
          <span className="badge badge--sale">{t('product.sale')}</span>
        ) : null}
        {!product.inStock ? (
          <span className="badge badge--muted">{t('product.outOfStock')}</span>
        ) : null}
      </div>
      <h3 className="product-card__title">
        <Link to={product.url} className="product-card__link" prefetch="intent">
          {product.title}
        </Link>
      </h3>
      {product.rating !== null ? <Stars rating={product.rating} /> : null}
      <Price
        amount={product.priceMin}
        maxAmount={product.priceMax}
        compareAt={product.compareAtPrice}
        currency={currency}
      />
      <CardAddToCart product={product} />
    </article>
  );
}
