// The visitor's cart as pages, our cart API and the Shopify-compatible cart read it: lines with
// prices from the catalog (minor units), totals and the cart hash a client sends back to show
// which cart it has seen. The server's cart module makes these; apps/web renders them.
import type { CurrencyFormat } from '../catalog/money-format.ts';
import type { AppliedCouponView } from './coupon-view.ts';

export interface CartLineView {
  /** `variationId:hash of properties`, as Shopify's line keys are. */
  key: string;
  variationId: number;
  productId: string;
  productSlug: string;
  /** The product page, with this variation chosen. */
  url: string;
  /** The product's title in the visitor's language. */
  productTitle: string;
  /** The chosen options ("Navy / M"); empty for a simple product. */
  variantTitle: string;
  /** The options as name and value, in the attributes' order. */
  options: Array<{ name: string; value: string }>;
  sku: string;
  quantity: number;
  /** From the catalog at the time of reading, never from a request; the bulk tier reached applied. */
  unitPrice: number;
  linePrice: number;
  /** The catalog's price each before any bulk discount. */
  regularUnitPrice: number;
  /** The bulk tier the quantity reaches (0: none); the cart page says so beside the price. */
  bulkDiscountPercent: number;
  /** The next tier that would lower the price, for the cart's "buy n+ to save m%"; null: none. */
  nextBulkTier: { minQuantity: number; discountPercent: number } | null;
  /** The most this line may hold (stock and max_qty); null: no limit but the cart's own. */
  maxQuantity: number | null;
  image: { src: string; width: number; height: number; alt: string } | null;
  properties: Record<string, string>;
}

export interface CartView {
  /** The cart's token (its cookie value); null for a visitor without a cart. */
  token: string | null;
  currency: string;
  /**
   * The shop's currency format (catalog settings), null when the owner never set one: what the
   * server writes amounts with (the mini cart, refusal messages). Never part of Shopify's fields.
   */
  currencyFormat: CurrencyFormat | null;
  lines: CartLineView[];
  itemCount: number;
  /** Sum of line prices, minor units (bulk discounts applied). */
  subtotal: number;
  /** Sum of line prices before bulk discounts. */
  regularSubtotal: number;
  /** The discount codes the shopper entered, in the order entered, each with what it takes off. */
  coupons: AppliedCouponView[];
  /** What the codes take off together (never more than the subtotal), minor units. */
  discountTotal: number;
  /** Subtotal less the codes' discount: what the lines come to before shipping. */
  total: number;
  /** A code that applies gives free shipping. */
  freeShipping: boolean;
  /** Changes whenever the lines change: what a client sends back as the cart it has seen. */
  cartHash: string;
}

/** Why a cart change was refused; each has a message in the catalogue (cart.error.*). */
export type CartErrorCode =
  | 'quantity_invalid'
  | 'unknown_variation'
  | 'unavailable'
  | 'out_of_stock'
  | 'not_enough_stock'
  | 'max_quantity'
  | 'unknown_line'
  | 'too_many_lines'
  /** The price password hides prices from this visitor: nothing can be bought until it is entered. */
  | 'prices_hidden'
  | 'cart_stale';
