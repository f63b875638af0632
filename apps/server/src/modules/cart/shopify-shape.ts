// Our cart in the shape of Shopify's AJAX cart (/cart.js and the line items /cart/add.js answers),
// field for field as Shopify documents it, so theme scripts and the popup widget read it unchanged.
// Money is in minor units (cents), as Shopify's is. A bulk tier is an automatic line-level discount
// ("Bulk discount"): `price`/`original_price` are the catalog's, the `final_*`, `discounted_price`
// and `line_price` fields have it taken off, as Shopify's have. A discount code that applies is a
// cart-level `discount_code` application, its amount in `total_discount` and off `total_price`
// (not allocated to lines: `line_level_discount_allocations` carry the bulk tiers only). What we
// do not have (weights, notes, cart attributes, selling plans) answers as Shopify answers a cart
// without them.
import type { CartLineView, CartView } from '@pinwheel/core';

/** The discount's title in Shopify's discount fields (themes show it beside the line). */
const BULK_DISCOUNT_TITLE = 'Bulk discount';

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
  const originalLinePrice = line.regularUnitPrice * line.quantity;
  const discount = originalLinePrice - line.linePrice;
  const application = {
    type: 'automatic',
    key: `bulk-${line.bulkDiscountPercent}`,
    title: BULK_DISCOUNT_TITLE,
    description: `${line.bulkDiscountPercent}%`,
    value: String(line.bulkDiscountPercent),
    value_type: 'percentage',
    allocation_method: 'each',
    target_selection: 'entitled',
    target_type: 'line_item',
    total_allocated_amount: discount,
  };
  return {
    id: line.variationId,
    properties: line.properties,
    quantity: line.quantity,
    variant_id: line.variationId,
    key: line.key,
    title,
    price: line.regularUnitPrice,
    original_price: line.regularUnitPrice,
    presentment_price: line.regularUnitPrice / 100,
    discounted_price: line.unitPrice,
    line_price: line.linePrice,
    original_line_price: originalLinePrice,
    total_discount: discount,
    discounts: discount > 0 ? [{ amount: discount, title: BULK_DISCOUNT_TITLE }] : [],
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
    line_level_discount_allocations:
      discount > 0 ? [{ amount: discount, discount_application: application }] : [],
    line_level_total_discount: discount,
  };
}

export function shopifyCart(view: CartView) {
  return {
    token: view.token,
    note: null,
    attributes: {},
    original_total_price: view.regularSubtotal,
    total_price: view.total,
    total_discount: view.regularSubtotal - view.subtotal + view.discountTotal,
    total_weight: 0,
    item_count: view.itemCount,
    items: view.lines.map(shopifyLineItem),
    requires_shipping: view.lines.length > 0,
    currency: view.currency,
    items_subtotal_price: view.subtotal,
    cart_level_discount_applications: view.coupons
      .filter((coupon) => !coupon.refusal && coupon.discount > 0)
      .map((coupon) => ({
        type: 'discount_code',
        key: coupon.code,
        title: coupon.code,
        description: '',
        value: (coupon.discount / 100).toFixed(2),
        created_by_user: false,
        value_type: 'fixed_amount',
        allocation_method: 'across',
        target_selection: 'all',
        target_type: 'line_item',
        total_allocated_amount: coupon.discount,
      })),
  };
}

/** Shopify's cart error answer: `{status, message, description}`. */
export function shopifyError(status: number, description: string) {
  return { status, message: 'Cart Error', description };
}
