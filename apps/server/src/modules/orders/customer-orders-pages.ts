// A signed-in customer's orders as the account page shows them, and the checkout's fields filled
// from their last order (modules/accounts knows who is signed in; orders are matched by the
// account's email, the way WooCommerce links a guest's orders to the account of that email).
import { translate, type Language, type MessageKey } from '@pinwheel/core';
import type {
  CustomerAddress,
  CustomerOrderSummary,
  CustomerOrdersPages,
} from '@pinwheel/web/context/customers';
import type { Address } from './checkout-input.ts';
import { orderView } from './checkout-pages.ts';
import type { Order } from './order-record.ts';
import type { OrdersService } from './service.ts';

const MOST_ORDERS = 100;

export function customerOrdersPages(orders: OrdersService, lang: Language): CustomerOrdersPages {
  const ordersOf = async (email: string): Promise<Order[]> =>
    (
      await orders.page(
        { customer: email },
        { limit: MOST_ORDERS, offset: 0, order: 'desc', orderby: 'date' },
      )
    ).orders;

  return {
    async orders(email) {
      return (await ordersOf(email)).map((order): CustomerOrderSummary => ({
        id: order.id,
        number: order.number,
        statusLabel: translate(lang, `orderStatus.${order.status}` as MessageKey),
        createdAt: order.createdAt,
        currency: order.currency,
        total: order.total,
        itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
        path: `/account/orders/${order.id}`,
      }));
    },
    async order(email, id) {
      const order = await orders.get(id);
      if (!order || order.email.toLowerCase() !== email.toLowerCase()) return null;
      return orderView(order, lang, await orders.paymentInstructions(order));
    },
    async addresses(email) {
      const seen = new Set<string>();
      const found: CustomerAddress[] = [];
      for (const order of await ordersOf(email)) {
        const view = orderView(order, lang, null);
        for (const lines of [view.billing, view.shipping]) {
          const key = lines.join('\n');
          if (lines.length === 0 || seen.has(key)) continue;
          seen.add(key);
          found.push({ lines });
        }
      }
      return found;
    },
    async checkoutPrefill(email) {
      const last = (await ordersOf(email))[0];
      if (!last) return { billing_email: email };
      return {
        ...fieldsOf('billing', last.billing),
        billing_email: last.email,
        billing_phone: last.phone,
      };
    },
  };
}

function fieldsOf(prefix: string, address: Address): Record<string, string> {
  return Object.fromEntries(
    Object.entries(address)
      .filter(([, value]) => typeof value === 'string' && value !== '')
      .map(([name, value]) => [`${prefix}_${name}`, String(value)]),
  );
}
