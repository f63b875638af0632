// The chosen variation in the product page's URL: `attribute_<slug>=<term>` per chosen attribute,
// as core's variation-select.ts reads it back (the server reads the same fields).
import { attributeField, type Choice, type ProductPage } from '@pinwheel/core';

export function choiceSearch(product: ProductPage, choice: Choice): string {
  const params = new URLSearchParams();
  for (const attribute of product.attributes) {
    const term = choice[attribute.slug];
    if (term) params.set(attributeField(attribute.slug), term);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
