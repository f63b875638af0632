// The checkout, the order-received page and the storefront's instalments message, in the
// request's language (modules/orders/pages.ts). OrderView is also what the owner's orders show.
import type { AppliedCouponView } from '@pinwheel/core';

/** One line of the checkout's review, priced from the catalog. */
export interface CheckoutLineView {
  key: string;
  title: string;
  options: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The bulk tier reached, as the cart showed it (the checkout's review only; 0 or absent: none). */
  bulkDiscountPercent?: number;
  preOrderLabel: string | null;
  deposit: { name: string; dueNow: number } | null;
}

/** The pay-in-instalments message's settings, for a payment method that offers it. */
export interface InstalmentsOffer {
  key: string;
  count: number;
  /** The payment method's name, in the page's language. */
  methodTitle: string;
  /** Who offers the plan (a payment provider's name); null when the shop offers it itself. */
  provider: string | null;
  minAmount: number;
  maxAmount: number;
}

export interface CheckoutCountry {
  code: string;
  name: string;
  /** null: the country's addresses have no state (the state input is disabled). */
  states: Array<{ code: string; name: string }> | null;
}

export interface CheckoutPageData {
  currency: string;
  lines: CheckoutLineView[];
  /** Lines that cannot be bought as they stand (sold out, fewer left), said to the shopper. */
  problems: string[];
  subtotal: number;
  /** The cart's discount codes as they stand, each with what it takes off or why it does not. */
  coupons: AppliedCouponView[];
  /** What the codes take off together, minor units. */
  discountTotal: number;
  shippingOptions: Array<{ id: string; label: string; cost: number }>;
  /** Free shipping from this subtotal, or null. */
  freeAbove: number | null;
  paymentMethods: Array<{ id: string; title: string; description: string }>;
  countries: CheckoutCountry[];
  storeCountry: string;
  /** The hidden attribution inputs: their prefix, the fields chosen and their values; null when tracking is off. */
  attribution: { prefix: string; names: string[]; fields: Record<string, string> } | null;
  instalments: InstalmentsOffer | null;
}

export type CheckoutResult =
  | { ok: true; redirectTo: string; setCookie: string | null }
  | { ok: false; errors: Record<string, string>; message: string | null };

/** An order as its received page and the owner's pages show it, in the page's language. */
export interface OrderView {
  id: string;
  number: string;
  status: string;
  statusLabel: string;
  createdAt: number;
  email: string;
  phone: string;
  currency: string;
  lines: CheckoutLineView[];
  subtotal: number;
  /** The discount codes the order used and what each took off. */
  coupons: Array<{ code: string; discount: number }>;
  discountTotal: number;
  shippingTotal: number;
  total: number;
  dueNow: number;
  paymentTitle: string;
  shippingTitle: string;
  billing: string[];
  shipping: string[];
  note: string;
  /** Bank details while a transfer is awaited, else null. */
  bankDetails: string | null;
  /** "Source: newsletter", "Organic: google", "Direct". */
  origin: string;
  attribution: Array<{ name: string; value: string }>;
}

export interface CheckoutPages {
  page(): Promise<CheckoutPageData>;
  place(form: FormData): Promise<CheckoutResult>;
  /** The order for its received page: only with the key that page was given. */
  received(id: string, key: string): Promise<OrderView | null>;
  /** The instalments message for the storefront's other pages; null when none offers it. */
  instalments(): Promise<InstalmentsOffer | null>;
  /** on: tracking runs; refused: this visitor turned it off; off: the shop's setting is off. */
  trackingState(): Promise<'on' | 'refused' | 'off'>;
}
