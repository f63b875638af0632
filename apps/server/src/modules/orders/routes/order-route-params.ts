// The path parameters every wc/v3/orders route shares: an order's id, and a note's or refund's.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { restError } from '../../../platform-api/index.ts';

export const ORDERS_PATH = '/wp-json/wc/v3/orders';
const recordId = z.string().regex(/^[a-z0-9]{1,40}$/, 'Must be an id.');
export const orderIdParams = z.object({ id: recordId });
export const orderChildParams = z.object({ id: recordId, child: recordId });

export const orderNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
