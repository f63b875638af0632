// The filters of the orders list, shared by wc/v3/orders and the CSV export so both read one
// request the same way: statuses (a list, or `any`), placed after/before, the customer's email,
// and `search` (email, number, billing address) from the list's paging query.
import { z } from 'zod';
import { restDateTime } from '../../../schemas/rest-date.ts';
import { orderStatuses, type OrderStatus } from '../payment-methods.ts';
import type { OrderFilter } from '../repo.ts';

const status = z.enum(orderStatuses);

/** `status=processing,on-hold`, repeated `status[]=`, or `any` (WooCommerce's default). */
const statusList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
  z.array(z.union([status, z.literal('any')])).max(orderStatuses.length + 1),
);

export const orderFilterQuery = {
  status: statusList.optional(),
  after: restDateTime.optional().describe('Only orders placed at or after this time'),
  before: restDateTime.optional().describe('Only orders placed before this time'),
  customer: z
    .string()
    .trim()
    .max(254)
    .optional()
    .describe(
      'Only the orders of this email address (WooCommerce takes a customer id; we have no customer accounts)',
    ),
};

export function orderFilterOf(query: {
  status?: Array<OrderStatus | 'any'> | undefined;
  after?: number | undefined;
  before?: number | undefined;
  customer?: string | undefined;
}): OrderFilter {
  // `any` among them means every status, as in WooCommerce.
  const statuses = query.status?.includes('any')
    ? undefined
    : query.status?.filter((one): one is OrderStatus => one !== 'any');
  return {
    statuses,
    after: query.after,
    before: query.before,
    customer: query.customer || undefined,
  };
}
