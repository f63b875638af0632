// Which variation of a product a request names, the one way the product page (its address and
// form) and the server (the bulk table call, a cart line's link) read and write it: each chosen
// attribute as `attribute_<slug>=<term>` (WooCommerce's names, so links shops already have keep
// working), terms the product does not have dropped (a hand-edited address never names a choice
// the form cannot show), and the variation the choice names (a simple product's only one).
import type { ProductAttribute, ProductPage } from './storefront-records.ts';
import { chosenVariation, type Choice } from './variation-choice.ts';

const PREFIX = 'attribute_';

/** The form field, and address parameter, that carries an attribute's chosen term. */
export function attributeField(slug: string): string {
  return PREFIX + slug;
}

/**
 * The choice `termOf` gives for the product's attributes: it is asked for each attribute's slug
 * and answers the term sent for it (or nothing); terms the product does not have are dropped.
 */
export function choiceOf(
  attributes: readonly ProductAttribute[],
  termOf: (slug: string) => string | null | undefined,
): Choice {
  const choice: Choice = {};
  for (const attribute of attributes) {
    const term = termOf(attribute.slug);
    if (term && attribute.terms.some((known) => known.slug === term)) choice[attribute.slug] = term;
  }
  return choice;
}

/** The choice in an address's query or a posted form (`attribute_<slug>` fields). */
export function choiceFromFields(
  attributes: readonly ProductAttribute[],
  fields: URLSearchParams,
): Choice {
  return choiceOf(attributes, (slug) => fields.get(attributeField(slug)));
}

/** The variation a choice selects: a simple product's only one, else the one the choice names. */
export function selectedVariation(
  product: Pick<ProductPage, 'type' | 'attributes' | 'variations'>,
  choice: Choice,
): ProductPage['variations'][number] | undefined {
  return product.type === 'simple'
    ? product.variations[0]
    : chosenVariation(
        product.variations,
        product.attributes.map((attribute) => attribute.slug),
        choice,
      );
}
