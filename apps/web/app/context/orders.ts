// The owner's orders, in the request's language (modules/orders/pages.ts).
import type { OrderView } from './checkout.ts';

/** A mail an order sent or kept, as the owner's order page lists it. */
export interface OrderMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  state: string;
  createdAt: number;
}

export interface OrdersAdminPages {
  list(page: number): Promise<{ orders: OrderView[]; total: number; pageCount: number }>;
  get(id: string): Promise<{ order: OrderView; mails: OrderMail[] } | null>;
  /** out_of_stock: reopening a cancelled order whose stock has gone meanwhile. */
  setStatus(id: string, status: string): Promise<'saved' | 'refused' | 'out_of_stock'>;
  statuses: readonly string[];
}
