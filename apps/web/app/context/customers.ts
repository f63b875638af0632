// Customer accounts as the storefront's pages read them (modules/accounts/customer-pages.ts and
// modules/orders/customer-orders-pages.ts): who is signed in, a reset link's state, and a
// customer's orders and the addresses they used, in the page's language.
import type { OrderView } from './checkout.ts';

export interface Customer {
  id: string;
  username: string;
  email: string;
}

export interface CustomerPages {
  /** The signed-in customer, or null (looked up once per request). */
  currentCustomer(): Promise<Customer | null>;
  /** Whether a password-reset link can still be used. */
  resetLinkOpen(token: string): Promise<boolean>;
}

export interface CustomerOrderSummary {
  id: string;
  number: string;
  statusLabel: string;
  createdAt: number;
  currency: string;
  total: number;
  itemCount: number;
  /** The order's page in the account. */
  path: string;
}

export interface CustomerAddress {
  /** The address as lines, formatted as the order showed it. */
  lines: string[];
}

export interface CustomerOrdersPages {
  /**
   * The orders this customer account placed while signed in, newest first (at most 100); never
   * a guest's orders that share its email (registration does not prove the address).
   */
  orders(customerId: string): Promise<CustomerOrderSummary[]>;
  /** One of those orders, in full; null when it is not theirs. */
  order(customerId: string, id: string): Promise<OrderView | null>;
  /** The distinct addresses of those orders, newest first. */
  addresses(customerId: string): Promise<CustomerAddress[]>;
  /** The checkout's fields as the customer's last order filled them (none: only the email). */
  checkoutPrefill(customer: Customer): Promise<Record<string, string>>;
}
