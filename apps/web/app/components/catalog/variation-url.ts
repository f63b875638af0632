// The chosen variation in the product page's URL: `attribute_<slug>=<term>` per chosen attribute
// (WooCommerce's names, so links shops already have keep working). Unknown attributes and terms
// are dropped, so a hand-edited URL never names a choice the form cannot show.
import type { Choice, ProductPage } from '@pinwheel/core';

const PREFIX = 'attribute_';

export function choiceFromSearch(product: ProductPage, params: URLSearchParams): Choice {
  const choice: Choice = {};
  for (const attribute of product.attributes) {
    const term = params.get(PREFIX + attribute.slug);
    if (term && attribute.terms.some((known) => known.slug === term)) choice[attribute.slug] = term;
  }
  return choice;
}

export function choiceSearch(product: ProductPage, choice: Choice): string {
  const params = new URLSearchParams();
  for (const attribute of product.attributes) {
    const term = choice[attribute.slug];
    if (term) params.set(PREFIX + attribute.slug, term);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function attributeField(slug: string): string {
  return PREFIX + slug;
}
