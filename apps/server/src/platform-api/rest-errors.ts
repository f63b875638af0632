// The platform API's error answer, in WordPress's shape: `{ code, message, data: { status } }`, so
// WordPress and WooCommerce clients read our refusals as they read theirs. Zod failures become
// `rest_invalid_param` with one message per field in `data.params` (rest-context.ts).
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export interface RestErrorBody {
  code: string;
  message: string;
  data: { status: number; [key: string]: unknown };
}

/** The error answer's schema, for routes' response schemas (and so the OpenAPI document). */
export const restErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number() }),
});

export function restErrorBody(
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): RestErrorBody {
  return { code, message, data: { status, ...data } };
}

/** Answers a refusal: `restError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.')`. */
export function restError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  data?: Record<string, unknown>,
): FastifyReply {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(restErrorBody(status, code, message, data));
}

/**
 * A 400 naming the fields at fault, as WordPress words it: "Invalid parameter(s): slug", with the
 * reason per field in `data.params`.
 */
export function invalidParams(
  reply: FastifyReply,
  params: Record<string, string>,
  details?: Record<string, unknown>,
): FastifyReply {
  return restError(
    reply,
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    { params, ...(details ? { details } : {}) },
  );
}
