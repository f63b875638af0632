// A product as schema.org JSON-LD: Product with its pictures, an Offer (one price) or an
// AggregateOffer (a range across variations), availability, and AggregateRating when rated. With
// prices hidden by the price password there is no offer at all: an offer without its price would
// be an untrue one.
import { minorUnitsPer, type ProductPage } from '@pinwheel/core';

export function productStructuredData(product: ProductPage, origin: string) {
  const buyable = product.variations.filter((v) => v.enabled);
  const unit = minorUnitsPer(product.currency);
  const prices = buyable.flatMap((v) => (v.price === null ? [] : [v.price / unit]));
  const inStock = buyable.some((v) => v.is_in_stock);
  const preOrder = buyable.some((v) => v.is_pre_order === 'yes');
  const availability = `https://schema.org/${inStock ? (preOrder ? 'PreOrder' : 'InStock') : 'OutOfStock'}`;
  const url = origin + product.url;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const offers =
    low === high
      ? {
          '@type': 'Offer',
          price: low.toFixed(2),
          priceCurrency: product.currency,
          availability,
          url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: low.toFixed(2),
          highPrice: high.toFixed(2),
          offerCount: buyable.length,
          priceCurrency: product.currency,
          availability,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.summary,
    image: product.images.map((image) => origin + image.large),
    sku: buyable[0]?.sku || product.id,
    url,
    ...(prices.length ? { offers } : {}),
    ...(product.rating !== null && product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}
