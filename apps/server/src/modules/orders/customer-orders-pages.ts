// A signed-in customer's orders as the account page shows them, and the checkout's fields filled
// from their last order (modules/accounts knows who is signed in). An account's orders are the
// ones placed while signed in to it (`customer_id`, migration 0050), never those that merely share
// its email: registration does not prove the address, and matching by it let anyone read another
// person's orders, addresses and phone by registering with their email.
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
  const ordersOf = async (customerId: string): Promise<Order[]> =>
    (
      await orders.page(
        { customerId },
        { limit: MOST_ORDERS, offset: 0, order: 'desc', orderby: 'date' },
      )
    ).orders;

  return {
    async orders(customerId) {
      return (await ordersOf(customerId)).map((order): CustomerOrderSummary => ({
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
    async order(customerId, id) {
      if (!(await orders.placedByCustomer(id, customerId))) return null;
      const order = await orders.get(id);
      if (!order) return null;
      return orderView(order, lang, await orders.paymentInstructions(order));
    },
    async addresses(customerId) {
      const seen = new Set<string>();
      const found: CustomerAddress[] = [];
      for (const order of await ordersOf(customerId)) {
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
    async checkoutPrefill(customer) {
      const last = (await ordersOf(customer.id))[0];
      if (!last) return { billing_email: customer.email };
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
