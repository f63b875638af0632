// Who is calling the platform API, in WordPress's order: credentials in the request itself
// (an application password or a WooCommerce API key: `keyAuthentication`, the accounts module's)
// first, then the owner's cookie session, which counts only with a valid nonce (`X-WP-Nonce` or
// `_wpnonce`), as WordPress's cookie authentication does: a cookie alone is what a forged
// cross-site request carries, so without a nonce the caller is nobody, and with a stale one the
// answer is 403 rest_cookie_invalid_nonce, which clients answer by fetching a fresh nonce.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { restError } from './rest-errors.ts';

export type RestScope = 'read' | 'write' | 'read_write';

export interface RestCaller {
  ownerId: string;
  email: string;
  via: 'cookie' | 'application_password' | 'consumer_key';
  scope: RestScope;
}

/** Credentials that were presented and are wrong: answered as they are, whatever the route. */
export interface RestAuthRefusal {
  refused: { status: number; code: string; message: string };
}

/**
 * Reads credentials carried by the request (Basic auth, a consumer key, an OAuth signature):
 * the caller, a refusal when they are present but wrong, or null when there are none.
 */
export type KeyAuthentication = (
  request: FastifyRequest,
) => Promise<RestCaller | RestAuthRefusal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The platform API's caller, or null for nobody. Resolved once per request. */
    restCaller(): Promise<RestCaller | null>;
  }
  interface FastifyContextConfig {
    /** 'public': anyone may call (the route may still show the owner more). */
    restAccess?: 'public';
  }
}

export const WP_NONCE_HEADER = 'x-wp-nonce';
const WP_NONCE_PARAM = '_wpnonce';

export interface RestAuthOptions {
  keyAuthentication: KeyAuthentication;
}

type Resolution = RestCaller | RestAuthRefusal | null;

async function restAuthPlugin(app: FastifyInstance, options: RestAuthOptions) {
  const resolved = new WeakMap<FastifyRequest, Promise<Resolution>>();

  async function resolve(request: FastifyRequest): Promise<Resolution> {
    const byKey = await options.keyAuthentication(request);
    if (byKey) return byKey;
    const owner = await request.currentOwner();
    if (!owner) return null;
    const nonce = nonceOf(request);
    if (nonce === undefined) return null;
    if (request.checkFormNonce(nonce) !== 'valid') {
      return {
        refused: { status: 403, code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' },
      };
    }
    return { ownerId: owner.id, email: owner.email, via: 'cookie', scope: 'read_write' };
  }

  function resolution(request: FastifyRequest): Promise<Resolution> {
    let known = resolved.get(request);
    if (!known) {
      known = resolve(request);
      resolved.set(request, known);
    }
    return known;
  }

  app.decorateRequest('restCaller', async function (this: FastifyRequest) {
    const found = await resolution(this);
    return found && !('refused' in found) ? found : null;
  });

  // Before the body is read: a caller without access never gets to send a large one.
  app.addHook('onRequest', async (request, reply) => {
    const found = await resolution(request);
    if (found && 'refused' in found) {
      const { status, code, message } = found.refused;
      return restError(reply, status, code, message);
    }
    if (request.routeOptions.config.restAccess === 'public') return;
    if (!found) return refuseNobody(reply);
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (reading && found.scope === 'write') return refuseScope(reply, 'read');
    if (!reading && found.scope === 'read') return refuseScope(reply, 'write');
  });
}

function nonceOf(request: FastifyRequest): string | undefined {
  const header = request.headers[WP_NONCE_HEADER];
  if (typeof header === 'string') return header;
  const queryStart = request.url.indexOf('?');
  if (queryStart < 0) return undefined;
  return new URLSearchParams(request.url.slice(queryStart + 1)).get(WP_NONCE_PARAM) ?? undefined;
}

function refuseNobody(reply: FastifyReply) {
  return restError(reply, 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
}

/** WooCommerce's words for a key used beyond its permissions. */
function refuseScope(reply: FastifyReply, needed: 'read' | 'write') {
  return restError(
    reply,
    401,
    'woocommerce_rest_authentication_error',
    `The API key provided does not have ${needed} permissions.`,
  );
}

export default fp(restAuthPlugin, {
  name: 'pinwheel-rest-auth',
  dependencies: ['pinwheel-owner-session', 'pinwheel-nonce'],
});
