// Who calls the platform API with a credential rather than the owner's cookie: an application
// password (WordPress: Basic auth with the owner's email) or a WooCommerce consumer key, accepted
// as WooCommerce accepts it (WC_REST_Authentication): over HTTPS by Basic `ck:cs` or
// `?consumer_key=&consumer_secret=`, and over any protocol by an OAuth 1.0a one-legged signature
// (oauth-signature.ts), which is the only way over plain HTTP, where a secret sent as it is could
// be read on the way. "HTTPS" is the protocol as Fastify sees it (TRUST_PROXY decides whether a
// proxy's X-Forwarded-Proto counts). Scopes are enforced by the platform API from the caller's
// `scope`; this file only says who is calling, or why the credential is refused.
//
// The platform API asks before the body is read (a caller without access never sends a large
// one), so unlike WooCommerce the fields of a form-encoded body are not part of the signature:
// WooCommerce's own clients send JSON bodies, which no OAuth signature covers anyway.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RestAuthRefusal, RestCaller } from '../../platform-api/index.ts';
import type { UsedTokens } from '../../plugins/used-tokens.ts';
import * as repo from './api-keys-repo.ts';
import {
  type CredentialCrypto,
  normalizeApplicationPassword,
  sameSecret,
} from './credential-crypto.ts';
import {
  OAUTH_REQUIRED,
  type ParamMap,
  oauthSignature,
  parseOAuthHeader,
  parsePhpQuery,
} from './oauth-signature.ts';
import type { ApiKeyScope } from './tables.ts';

type Db = Kysely<Database>;

/** A caller by credential: the platform API's RestCaller, with the credential it used. */
export interface ApiCaller extends RestCaller {
  via: 'application_password' | 'consumer_key';
  scope: ApiKeyScope;
  keyId: string;
}

/** No credential presented (null), a caller, or a refusal to answer as it is. */
export type ApiAuthentication = null | ApiCaller | RestAuthRefusal;

/** WooCommerce's window for oauth_timestamp, either side of now; nonces are kept as long. */
export const OAUTH_TIMESTAMP_WINDOW_MS = 15 * 60 * 1000;
/** A key's last use is written at most this often: a busy key costs one write a minute. */
export const API_KEY_LAST_USED_EVERY_MS = 60 * 1000;

const BASIC_REALM =
  'Basic realm="WooCommerce API. Use a consumer key in the username field and a consumer secret in the password field."';

function refused(code: string, message: string, headers?: Record<string, string>) {
  return { refused: { status: 401, code, message, ...(headers ? { headers } : {}) } };
}

const wooRefusal = (message: string, headers?: Record<string, string>) =>
  refused('woocommerce_rest_authentication_error', message, headers);

export interface ApiAuthDeps {
  db: Db;
  crypto: CredentialCrypto;
  usedTokens: UsedTokens;
  /** PUBLIC_URL: WooCommerce signs against the home URL; a shop without HTTPS is "local". */
  publicUrl: string;
}

export function apiAuthenticator(deps: ApiAuthDeps) {
  const publicHost = new URL(deps.publicUrl).host;
  // WordPress offers application passwords over HTTPS, or on a local site. A shop whose
  // PUBLIC_URL is plain HTTP has no HTTPS to ask for, so there it takes them over HTTP too; a
  // shop served over HTTPS refuses to read them off a plain HTTP request.
  const passwordsOverHttp = deps.publicUrl.startsWith('http:');

  async function authenticate(
    request: FastifyRequest,
    now = Date.now(),
  ): Promise<ApiAuthentication> {
    const https = request.protocol === 'https';
    const query = queryOf(request.originalUrl);
    const basic = basicCredentials(request.headers.authorization);

    if (https) {
      const fromQuery =
        typeof query.consumer_key === 'string' &&
        typeof query.consumer_secret === 'string' &&
        query.consumer_key !== '' &&
        query.consumer_secret !== '';
      if (fromQuery) {
        return consumerKeyBasic(
          request,
          query.consumer_key as string,
          query.consumer_secret as string,
          now,
        );
      }
      if (basic?.user.startsWith('ck_')) {
        return consumerKeyBasic(request, basic.user, basic.password, now);
      }
    }

    const oauth = await oauthAuthentication(request, query, now);
    if (oauth) return oauth;

    if (!basic) return null;
    if (basic.user.startsWith('ck_')) {
      return wooRefusal(
        'Consumer keys are accepted by Basic auth over HTTPS only; over HTTP sign the request with OAuth 1.0a.',
      );
    }
    if (!https && !passwordsOverHttp) return null;
    return applicationPassword(request, basic.user, basic.password, now);
  }

  async function consumerKeyBasic(
    request: FastifyRequest,
    consumerKey: string,
    consumerSecret: string,
    now: number,
  ): Promise<ApiAuthentication> {
    const key = await repo.findApiKeyByLookupHash(deps.db, deps.crypto.lookupHash(consumerKey));
    if (key?.kind !== 'consumer_key') {
      return wooRefusal('Consumer key is invalid.', { 'www-authenticate': BASIC_REALM });
    }
    const secret = key.secret_encrypted && deps.crypto.decryptSecret(key.secret_encrypted);
    if (!secret || !sameSecret(secret, consumerSecret)) {
      return wooRefusal('Consumer secret is invalid.', { 'www-authenticate': BASIC_REALM });
    }
    return accepted(request, key, 'consumer_key', now);
  }

  async function oauthAuthentication(
    request: FastifyRequest,
    query: ParamMap,
    now: number,
  ): Promise<ApiAuthentication> {
    const params: ParamMap = { ...query, ...parseOAuthHeader(request.headers.authorization) };
    const missing = OAUTH_REQUIRED.filter(
      (name) => typeof params[name] !== 'string' || params[name] === '',
    );
    if (missing.length === OAUTH_REQUIRED.length) return null;
    if (missing.length > 0) {
      return refused(
        'woocommerce_rest_authentication_missing_parameter',
        `Missing OAuth parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      );
    }
    const value = (name: (typeof OAUTH_REQUIRED)[number]) => params[name] as string;
    const key = await repo.findApiKeyByLookupHash(
      deps.db,
      deps.crypto.lookupHash(value('oauth_consumer_key')),
    );
    const secret =
      key?.kind === 'consumer_key' && key.secret_encrypted
        ? deps.crypto.decryptSecret(key.secret_encrypted)
        : null;
    if (!key || !secret) return wooRefusal('Consumer key is invalid.');

    const method = value('oauth_signature_method');
    if (method !== 'HMAC-SHA1' && method !== 'HMAC-SHA256') {
      return wooRefusal('Invalid signature - signature method is invalid.');
    }
    // WooCommerce reads a `+` in the signature as a `+` even when the query made it a space.
    const given = value('oauth_signature').replace(/ /g, '+');
    const signed = signatureCandidates(request).some(({ method: httpMethod, baseUrl }) =>
      sameSecret(
        oauthSignature({
          method: httpMethod,
          baseUrl,
          params,
          secret,
          algorithm: method === 'HMAC-SHA1' ? 'sha1' : 'sha256',
        }),
        given,
      ),
    );
    if (!signed) return wooRefusal('Invalid signature - provided signature does not match.');

    const timestamp = Number(value('oauth_timestamp')) * 1000;
    if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > OAUTH_TIMESTAMP_WINDOW_MS) {
      return wooRefusal('Invalid timestamp.');
    }
    // A nonce stays claimed until its timestamp has left the window: a replay after that is
    // refused by the timestamp instead.
    const claimed = await deps.usedTokens.claim(
      `oauth-nonce:${key.id}`,
      value('oauth_nonce'),
      timestamp + OAUTH_TIMESTAMP_WINDOW_MS - now + 1000,
    );
    if (!claimed) return wooRefusal('Invalid nonce - nonce has already been used.');
    return accepted(request, key, 'consumer_key', now);
  }

  /**
   * The method and URL a client may have signed. WooCommerce signs against its home URL; we
   * accept the address the request came to as well (the same shop behind another name, a test's
   * port). A POST that asked for another method (X-HTTP-Method-Override, `_method`) was signed as
   * the POST it was sent as.
   */
  function signatureCandidates(request: FastifyRequest) {
    const path = request.originalUrl.split('?')[0] ?? '/';
    const hosts = new Set([request.host, publicHost]);
    const methods = new Set([request.method]);
    if (request.headers['x-http-method-override'] || /[?&]_method=/.test(request.originalUrl)) {
      methods.add('POST');
    }
    return [...methods].flatMap((method) =>
      [...hosts].map((host) => ({ method, baseUrl: `${request.protocol}://${host}${path}` })),
    );
  }

  async function applicationPassword(
    request: FastifyRequest,
    user: string,
    password: string,
    now: number,
  ): Promise<ApiAuthentication> {
    const owner = await repo.findOwnerIdByEmail(deps.db, user.trim().toLowerCase());
    if (!owner) {
      return user.includes('@')
        ? refused('invalid_email', 'Unknown email address. Check again or try your username.')
        : refused('invalid_username', 'Unknown username. Check again or try your email address.');
    }
    const key = await repo.findApiKeyByLookupHash(
      deps.db,
      deps.crypto.lookupHash(normalizeApplicationPassword(password)),
    );
    if (key?.kind !== 'application_password' || key.owner_id !== owner.id) {
      return refused(
        'incorrect_password',
        'The provided password is an invalid application password.',
      );
    }
    return accepted(request, key, 'application_password', now);
  }

  async function accepted(
    request: FastifyRequest,
    key: NonNullable<Awaited<ReturnType<typeof repo.findApiKeyByLookupHash>>>,
    via: ApiCaller['via'],
    now: number,
  ): Promise<ApiAuthentication> {
    if (via === 'consumer_key' && !inKeyNamespace(request.url)) {
      return wooRefusal('The provided API key cannot be used to access this endpoint.');
    }
    const staleBefore = now - API_KEY_LAST_USED_EVERY_MS;
    if (key.last_used_at === null || Number(key.last_used_at) < staleBefore) {
      await repo.stampApiKeyUse(deps.db, key.id, { at: now, ip: request.ip }, staleBefore);
    }
    return { ownerId: key.owner_id, email: key.email, via, scope: key.scope, keyId: key.id };
  }

  return { authenticate };
}

export type ApiAuthenticator = ReturnType<typeof apiAuthenticator>;

function queryOf(url: string): ParamMap {
  const mark = url.indexOf('?');
  return mark === -1 ? {} : parsePhpQuery(url.slice(mark + 1));
}

function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * WooCommerce lets its keys into its own namespaces only (`wc/…`, and `wc-…` for extensions); ours
 * are `pinwheel/…` too. The route is the rewritten URL's `/wp-json/…` path or `?rest_route=`.
 */
function inKeyNamespace(url: string): boolean {
  const [path = '', query = ''] = url.split('?');
  const fromQuery = new URLSearchParams(query).get('rest_route');
  const route = (fromQuery ?? path.replace(/^\/wp-json(?=\/|$)/, '')).replace(/^\/+/, '');
  return route.startsWith('wc/') || route.startsWith('wc-') || route.startsWith('pinwheel/');
}
