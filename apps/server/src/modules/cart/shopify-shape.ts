// Our cart in the shape of Shopify's AJAX cart (/cart.js and the line items /cart/add.js answers),
// field for field as Shopify documents it, so theme scripts and the popup widget read it unchanged.
// Money is in minor units (cents), as Shopify's is. What we do not have (discounts, weights, notes,
// cart attributes, selling plans) answers as Shopify answers a cart without them.
import type { CartLineView, CartView } from '@pinwheel/core';

export function shopifyLineItem(line: CartLineView) {
  const title = line.variantTitle
    ? `${line.productTitle} - ${line.variantTitle}`
    : line.productTitle;
  const image = line.image
    ? {
        aspect_ratio: Math.round((line.image.width / Math.max(1, line.image.height)) * 1000) / 1000,
        alt: line.image.alt,
        height: line.image.height,
        url: line.image.src,
        width: line.image.width,
      }
    : null;
  return {
    id: line.variationId,
    properties: line.properties,
    quantity: line.quantity,
    variant_id: line.variationId,
    key: line.key,
    title,
    price: line.unitPrice,
    original_price: line.unitPrice,
    presentment_price: line.unitPrice / 100,
    discounted_price: line.unitPrice,
    line_price: line.linePrice,
    original_line_price: line.linePrice,
    total_discount: 0,
    discounts: [],
    sku: line.sku || null,
    grams: 0,
    vendor: '',
    taxable: true,
    product_id: line.productId,
    product_has_only_default_variant: line.options.length === 0,
    gift_card: false,
    final_price: line.unitPrice,
    final_line_price: line.linePrice,
    url: line.url,
    featured_image: image,
    image: image?.url ?? null,
    handle: line.productSlug,
    requires_shipping: true,
    product_type: '',
    product_title: line.productTitle,
    product_description: '',
    variant_title: line.variantTitle || null,
    variant_options: line.options.length
      ? line.options.map((option) => option.value)
      : ['Default Title'],
    options_with_values: line.options.length
      ? line.options
      : [{ name: 'Title', value: 'Default Title' }],
    line_level_discount_allocations: [],
    line_level_total_discount: 0,
  };
}

export function shopifyCart(view: CartView) {
  return {
    token: view.token,
    note: null,
    attributes: {},
    original_total_price: view.subtotal,
    total_price: view.subtotal,
    total_discount: 0,
    total_weight: 0,
    item_count: view.itemCount,
    items: view.lines.map(shopifyLineItem),
    requires_shipping: view.lines.length > 0,
    currency: view.currency,
    items_subtotal_price: view.subtotal,
    cart_level_discount_applications: [],
  };
}

/** Shopify's cart error answer: `{status, message, description}`. */
export function shopifyError(status: number, description: string) {
  return { status, message: 'Cart Error', description };
}
