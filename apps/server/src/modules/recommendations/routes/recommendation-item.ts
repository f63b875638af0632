// One recommended product as the answers carry it (spec §3 "Product item", with our `url`,
// `image_alt` and `has_options`): the widget's call and the editor's preview of it answer the same
// items, so the owner sees what visitors will.
import { moneyInputValue, productUrl } from '@pinwheel/core';
import type { Recommendation } from '../../catalog/index.ts';

export function recommendationItem(
  product: Recommendation,
  options: { currency: string; pricesShown: boolean; absolute: (path: string) => string },
) {
  const { currency, absolute } = options;
  return {
    product_id: product.productId,
    variant_id: product.variantId,
    image: product.image ? absolute(product.image) : null,
    image_alt: product.imageAlt,
    body_html: product.bodyHtml,
    title: product.title,
    handle: product.slug,
    url: absolute(productUrl(product.slug)),
    inventory_quantity: product.inventoryQuantity,
    // While the price password hides prices (catalog/price-access.ts) the answer has no price
    // fields at all; the widget then links to the product's page instead of adding.
    ...(options.pricesShown
      ? {
          price: moneyInputValue(product.price, currency),
          compare_at_price:
            product.compareAtPrice === null
              ? null
              : moneyInputValue(product.compareAtPrice, currency),
        }
      : {}),
    currency,
    has_options: product.hasOptions,
  };
}
