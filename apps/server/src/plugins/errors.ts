// One error handler for the whole API: validation failures answer 400 with the field and reason,
// client mistakes keep their 4xx status and say what was wrong, unknown API routes answer 404 JSON,
// and anything unexpected answers 500 with the request id only (the stack stays in the log).
// Requests Fastify refuses before routing them (an address that does not decode, a request that is
// not HTTP) get the same shape: `answerFrameworkError` and `answerClientError`, which app.ts hands
// to Fastify's options, since a plugin cannot set them.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSecurityHeaders } from './security-headers.ts';

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

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs. These
 * answers skip the app's hooks, so they carry the security headers themselves.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.headers({ ...apiSecurityHeaders, 'x-request-id': String(request.id) });
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendApiError(reply, 400, 'bad_url', 'The address has a broken %-escape');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendApiError(reply, 414, 'address_too_long', 'A part of the address is too long');
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendApiError(reply, 500, 'internal_error', 'Something went wrong on our side');
}

/** What Node's HTTP parser refuses, by its error code: status, our code, the words. */
const clientErrors: Record<string, [number, string, string]> = {
  HPE_INVALID_METHOD: [400, 'unknown_method', 'HTTP has no such request method'],
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The address and headers are over 16 KB'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time'],
};
const notHttp: [number, string, string] = [400, 'bad_request', 'The request is not valid HTTP'];

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse never becomes a request, so the
 * answer is written to the socket by hand (as Fastify's default does), then the socket closes.
 * Its request id is made here, and logged with the error, so a client's report can be found.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = clientErrors[error.code ?? ''] ?? notHttp;
  const requestId = randomUUID();
  this.log.debug({ err: error, requestId }, 'request refused before parsing');
  if (socket.writable) {
    const body = JSON.stringify(apiErrorBody(code, message, requestId));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...apiSecurityHeaders,
      'x-request-id': requestId,
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  }
  socket.destroy(error);
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
