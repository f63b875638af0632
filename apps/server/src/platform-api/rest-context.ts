// The platform API's route context (DomainModuleOptions.platformApi): WordPress's conventions for
// every route registered in it. Who is calling is resolved once (rest-auth.ts) and checked before
// the body is read; refusals and validation failures answer in WordPress's error shape;
// `_fields` trims every answer. The owner's cookie counts only with X-WP-Nonce (rest-auth.ts), so
// the ownSite context's x-pinwheel-nonce check is not added here.
import cookie from '@fastify/cookie';
import type {
  FastifyError,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { RouteContext } from '../domain-module.ts';
import nonce from '../plugins/nonce.ts';
import ownerSession, { type FindSessionOwner } from '../plugins/owner-session.ts';
import restAuth, { type KeyAuthentication } from './rest-auth.ts';
import { invalidParams, restError } from './rest-errors.ts';
import { trimToRequestedFields } from './rest-fields.ts';

export interface PlatformApiOptions {
  secretKey: string;
  secureCookies: boolean;
  findOwner: FindSessionOwner;
  keyAuthentication: KeyAuthentication;
}

export function platformApiContext(options: PlatformApiOptions): RouteContext {
  return <RouteOptions extends FastifyPluginOptions>(routes: FastifyPluginAsync<RouteOptions>) => {
    const context: FastifyPluginAsync<RouteOptions> = async (api, routeOptions) => {
      await api.register(cookie, { secret: options.secretKey });
      await api.register(nonce, {
        secretKey: options.secretKey,
        secureCookies: options.secureCookies,
        checkWrites: false,
      });
      await api.register(ownerSession, {
        findOwner: options.findOwner,
        secureCookies: options.secureCookies,
      });
      await api.register(restAuth, { keyAuthentication: options.keyAuthentication });
      api.setErrorHandler(answerRestError);
      api.addHook('onSend', trimToRequestedFields);
      await api.register(routes, routeOptions);
    };
    return context;
  };
}

// Fastify's own refusals of a body, in WordPress's words where it has them.
const bodyRefusals: Record<string, [string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['rest_invalid_json', 'Invalid JSON body passed.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['rest_invalid_json', 'Invalid JSON body passed.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['rest_request_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'rest_unsupported_media_type',
    'The request body is not of a type this route takes.',
  ],
};

function answerRestError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const params: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = paramName(issue.instancePath, error.validationContext);
      params[name] ??= issue.message ?? 'Invalid value.';
    }
    return invalidParams(reply, params);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const [code, message] = bodyRefusals[error.code] ?? [
      error.code ? error.code.toLowerCase() : 'rest_bad_request',
      error.message,
    ];
    return restError(reply, status, code, message);
  }
  request.log.error({ err: error }, 'unexpected error');
  return restError(reply, 500, 'rest_internal_error', 'Something went wrong on our side.', {
    request_id: String(request.id),
  });
}

/** `images.0.src` for a nested body field, as WordPress names them; the query's own names. */
function paramName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}
