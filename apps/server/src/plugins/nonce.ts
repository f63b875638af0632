// The nonce (anti-forgery) check for every state-changing call made from our own pages. Forms carry
// the nonce in the hidden NONCE_FIELD, fetches in the NONCE_HEADER header; a missing nonce answers
// 403 nonce_missing, a wrong or stale one 403 nonce_invalid. Routes meant for other origins (the
// display protocol, which never uses cookies) opt out with `config: { nonce: false }`.
import { randomBytes } from 'node:crypto';
import { BROWSER_ID_COOKIE, NONCE_FIELD, NONCE_HEADER, translate } from '@pinwheel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiError } from './errors.ts';
import { checkNonce, issueNonce, type NonceCheck } from './nonce-token.ts';
import { requestLanguage } from './request-language.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** A nonce for this browser to put in forms and fetches; sets the browser cookie if needed. */
    issueFormNonce(): string;
  }
  interface FastifyRequest {
    /** Checks a nonce taken from this request (header or body field). */
    checkFormNonce(nonce: string | undefined): NonceCheck;
  }
  interface FastifyContextConfig {
    /**
     * false: this hook does not check the route. Either the route is called cross-origin without
     * cookies (the display protocol), or it reads its raw body and checks the nonce itself
     * (server-rendered form actions).
     */
    nonce?: boolean;
  }
}

export interface NonceOptions {
  secretKey: string;
  /** Mark the browser cookie Secure (PUBLIC_URL is https). */
  secureCookies: boolean;
  /**
   * false: only issue and check nonces on request (the platform API checks X-WP-Nonce itself,
   * where a missing nonce means an anonymous caller rather than a refusal). Default true.
   */
  checkWrites?: boolean;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !safeMethods.has(method.toUpperCase());
}

/** Sends the 403 for a failed check, in the API's error shape and the visitor's language. */
export function rejectNonce(reply: FastifyReply, check: Exclude<NonceCheck, 'valid'>) {
  const lang = requestLanguage(reply.request);
  return check === 'missing'
    ? sendApiError(reply, 403, 'nonce_missing', translate(lang, 'nonce.missing'))
    : sendApiError(reply, 403, 'nonce_invalid', translate(lang, 'nonce.invalid'));
}

async function noncePlugin(app: FastifyInstance, options: NonceOptions) {
  const browserIds = new WeakMap<FastifyRequest, string>();

  function browserIdOf(reply: FastifyReply): string {
    const request = reply.request;
    const known = browserIds.get(request) ?? request.cookies[BROWSER_ID_COOKIE];
    if (known && /^[\w-]{16,64}$/.test(known)) return known;
    const fresh = randomBytes(18).toString('base64url');
    browserIds.set(request, fresh);
    reply.setCookie(BROWSER_ID_COOKIE, fresh, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
    });
    return fresh;
  }

  app.decorateReply('issueFormNonce', function (this: FastifyReply) {
    return issueNonce(options.secretKey, browserIdOf(this));
  });
  app.decorateRequest('checkFormNonce', function (this: FastifyRequest, nonce: string | undefined) {
    return checkNonce(options.secretKey, this.cookies[BROWSER_ID_COOKIE], nonce);
  });

  if (options.checkWrites === false) return;
  app.addHook('preValidation', async (request, reply) => {
    if (!isStateChanging(request.method) || request.routeOptions.config.nonce === false) return;
    const fromBody =
      request.body && typeof request.body === 'object'
        ? (request.body as Record<string, unknown>)[NONCE_FIELD]
        : undefined;
    const header = request.headers[NONCE_HEADER];
    const nonce =
      typeof header === 'string' ? header : typeof fromBody === 'string' ? fromBody : undefined;
    const check = request.checkFormNonce(nonce);
    if (check !== 'valid') return rejectNonce(reply, check);
  });
}

export default fp(noncePlugin, { name: 'pinwheel-nonce', dependencies: ['@fastify/cookie'] });
