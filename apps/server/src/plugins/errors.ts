// One error handler for the whole API: validation failures answer 400 with the field and reason,
// client mistakes keep their 4xx status and say what was wrong, unknown API routes answer 404 JSON,
// and anything unexpected answers 500 with the request id only (the stack stays in the log).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Array<{ field: string; reason: string }>;
    requestId: string;
  };
}

export type ApiErrorFields = ApiErrorBody['error']['fields'];

/** The error answer's schema, for routes' response schemas (and so the OpenAPI document). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), reason: z.string() })).optional(),
    requestId: z.string(),
  }),
});

/** The API's error answer. */
export function apiErrorBody(
  code: string,
  message: string,
  requestId: string,
  fields?: ApiErrorFields,
): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), requestId } };
}

export function sendApiError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: ApiErrorFields,
): FastifyReply {
  const body = apiErrorBody(code, message, String(reply.request.id), fields);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** A validation failure's fields and message, as every route words them. */
export function validationFailure(fields: NonNullable<ApiErrorFields>) {
  const first = fields[0];
  return {
    fields,
    message: first ? `${first.field}: ${first.reason}` : 'The request is not valid',
  };
}

// Fastify's own client-error codes, renamed to ours so clients see one vocabulary.
const fastifyCodes: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_content_length',
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath, error.validationContext),
      reason: issue.message ?? 'is not valid',
    }));
    const failure = validationFailure(fields);
    return sendApiError(reply, 400, 'validation_failed', failure.message, failure.fields);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // JSON.parse's own wording ("Unexpected token } in JSON at position 9") is useful to a client.
    const code =
      fastifyCodes[error.code] ?? (error.code ? error.code.toLowerCase() : 'bad_request');
    return sendApiError(reply, status, code, error.message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendApiError(reply, 500, 'internal_error', 'Something went wrong on our side');
}

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    sendApiError(
      reply,
      404,
      'not_found',
      `No route ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}

export default fp(errorsPlugin, { name: 'pinwheel-errors' });
