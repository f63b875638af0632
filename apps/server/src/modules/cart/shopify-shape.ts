// Our cart in the shape of Shopify's AJAX cart (/cart.js and the line items /cart/add.js answers),
// field for field as Shopify documents it, so theme scripts and the popup widget read it unchanged.
// Money is in minor units (cents), as Shopify's is. A bulk tier is an automatic line-level discount
// ("Bulk discount"): `price`/`original_price` are the catalog's, the `final_*`, `discounted_price`
// and `line_price` fields have it taken off, as Shopify's have. A discount code for the whole cart
// is a cart-level `discount_code` application, its amount in `total_discount` and off
// `total_price`; a code for certain items (products or categories named, or an amount off each
// product) is allocated to its lines as Shopify's line-level codes are: in each line's
// `line_level_discount_allocations` and `discounts`, off its `final_line_price`. What we
// do not have (weights, notes, cart attributes, selling plans) answers as Shopify answers a cart
// without them.
import type { CartLineView, CartView } from '@pinwheel/core';

/** The discount's title in Shopify's discount fields (themes show it beside the line). */
const BULK_DISCOUNT_TITLE = 'Bulk discount';

/** A line-level discount code's share of one line (a code for certain items). */
interface CodeAllocation {
  code: string;
  amount: number;
  /** All the code takes off, on every line. */
  total: number;
}

export function shopifyLineItem(line: CartLineView, codes: readonly CodeAllocation[] = []) {
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
  // Codes for certain items are allocated to their lines, as Shopify allocates such codes.
  const codeTotal = codes.reduce((sum, code) => sum + code.amount, 0);
  const finalLinePrice = line.linePrice - codeTotal;
  const codeAllocations = codes.map((code) => ({
    amount: code.amount,
    discount_application: {
      type: 'discount_code',
      key: code.code,
      title: code.code,
      description: '',
      value: (code.total / 100).toFixed(2),
      value_type: 'fixed_amount',
      allocation_method: 'across',
      target_selection: 'entitled',
      target_type: 'line_item',
      total_allocated_amount: code.total,
    },
  }));
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
    total_discount: discount + codeTotal,
    discounts: [
      ...(discount > 0 ? [{ amount: discount, title: BULK_DISCOUNT_TITLE }] : []),
      ...codes.map((code) => ({ amount: code.amount, title: code.code })),
    ],
    sku: line.sku || null,
    grams: 0,
    vendor: '',
    taxable: true,
    product_id: line.productId,
    product_has_only_default_variant: line.options.length === 0,
    gift_card: false,
    final_price: Math.round(finalLinePrice / Math.max(1, line.quantity)),
    final_line_price: finalLinePrice,
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
    line_level_discount_allocations: [
      ...(discount > 0 ? [{ amount: discount, discount_application: application }] : []),
      ...codeAllocations,
    ],
    line_level_total_discount: discount + codeTotal,
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
    items: view.lines.map((line) => shopifyCartLine(view, line)),
    requires_shipping: view.lines.length > 0,
    currency: view.currency,
    items_subtotal_price: view.subtotal,
    cart_level_discount_applications: view.coupons
      .filter((coupon) => !coupon.refusal && coupon.discount > 0 && !coupon.lines)
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

/** One line of the cart as Shopify answers it, with the shares of its codes for certain items. */
export function shopifyCartLine(view: CartView, line: CartLineView) {
  return shopifyLineItem(line, codesOn(view, line.key));
}

/** The shares of this line of the codes for certain items the cart holds. */
function codesOn(view: CartView, key: string): CodeAllocation[] {
  return view.coupons.flatMap((coupon) => {
    const share = coupon.lines?.find((line) => line.key === key);
    return share ? [{ code: coupon.code, amount: share.amount, total: coupon.discount }] : [];
  });
}

/** Shopify's cart error answer: `{status, message, description}`. */
export function shopifyError(status: number, description: string) {
  return { status, message: 'Cart Error', description };
}
