// The countries the checkout ships to (modules/orders/checkout-countries.ts), for the owner's
// settings pages: the store's country and the shop's address are chosen from them.
export interface CheckoutCountries {
  /** Each country's code and its name in the page's language, in the checkout's order. */
  countries(): Array<{ code: string; name: string }>;
}
