// The products the owner chose to show under a product ("You may also like"), as the listing's
// cards look (the same classes) but without their add-to-cart part: each leads to its own page,
// and the product page's JavaScript stays within its budget (no second purchase form's code).
import type { ProductCard } from '@pinwheel/core';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { Price } from './price.tsx';
import { Stars } from './stars.tsx';

const cardSizes = '(max-width: 40rem) 50vw, (max-width: 62rem) 33vw, 16rem';

export function UpsellCards({ products, currency }: { products: ProductCard[]; currency: string }) {
  const { t } = useTranslation();
  return (
    <ul className="product-grid">
      {products.map((product) => (
        <li key={product.id}>
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
                  loading="lazy"
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
          </article>
        </li>
      ))}
    </ul>
  );
}
