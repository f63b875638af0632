// Answers a refusal the catalog's platform API raised (product-api-refusal.ts) in WordPress's shape, and
// the values every wc/v3 catalog route hands the service: the shop's currency and our address.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { restError } from '../../../platform-api/index.ts';
import { ApiRefusal } from '../product-api-refusal.ts';
import type { ApiContext } from '../products-api.ts';
import type { CatalogService } from '../service.ts';

/** Runs a handler's work; a refusal becomes its answer, anything else stays an error. */
export async function refusing<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiRefusal) {
      return restError(reply, error.status, error.code, error.message, error.data);
    }
    throw error;
  }
}

export async function apiContext(
  catalog: CatalogService,
  request: FastifyRequest,
): Promise<ApiContext> {
  const { currency } = await catalog.settings();
  return { currency, origin: `${request.protocol}://${request.host}` };
}

/** A yes/no in a query string, as WordPress reads one ('true', '1', 'false', '0'). */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
