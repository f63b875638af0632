// Who is signed in: reads the owner session cookie once per request and resolves it with
// `findOwner` (the accounts module looks it up in its sessions table, so every process agrees and
// sign-out is immediate).
import { OWNER_SESSION_COOKIE } from '@pinwheel/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiError } from './errors.ts';

/** The owner a session belongs to, as pages and the API see it. */
export interface SessionOwner {
  id: string;
  email: string;
}

/** Looks a session token up: its owner, or null when the session is unknown or expired. */
export type FindSessionOwner = (sessionToken: string) => Promise<SessionOwner | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner, or null. Resolved lazily: pages that never ask pay nothing. */
    currentOwner(): Promise<SessionOwner | null>;
    /** The raw session token from the cookie, if any. */
    sessionToken(): string | undefined;
  }
  interface FastifyInstance {
    /** The Set-Cookie value that starts an owner session. */
    ownerSessionCookie(token: string, expiresAt: number): string;
    /** The Set-Cookie value that ends it (expires the cookie). */
    clearedOwnerSessionCookie(): string;
  }
}

export interface OwnerSessionOptions {
  findOwner: FindSessionOwner;
  secureCookies: boolean;
}

async function ownerSessionPlugin(app: FastifyInstance, options: OwnerSessionOptions) {
  const resolved = new WeakMap<FastifyRequest, Promise<SessionOwner | null>>();
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
  };

  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const token = this.cookies[OWNER_SESSION_COOKIE];
    return token && /^[\w-]{20,100}$/.test(token) ? token : undefined;
  });

  app.decorateRequest('currentOwner', function (this: FastifyRequest) {
    let owner = resolved.get(this);
    if (!owner) {
      const token = this.sessionToken();
      owner = token ? options.findOwner(token) : Promise.resolve(null);
      resolved.set(this, owner);
    }
    return owner;
  });

  app.decorate('ownerSessionCookie', (token: string, expiresAt: number) =>
    app.serializeCookie(OWNER_SESSION_COOKIE, token, {
      ...cookieOptions,
      expires: new Date(expiresAt),
    }),
  );

  app.decorate('clearedOwnerSessionCookie', () =>
    app.serializeCookie(OWNER_SESSION_COOKIE, '', { ...cookieOptions, expires: new Date(0) }),
  );
}

export default fp(ownerSessionPlugin, {
  name: 'pinwheel-owner-session',
  dependencies: ['@fastify/cookie'],
});

/**
 * Makes every route of `app` (an encapsulated context) answer 401 to anyone but a signed-in owner.
 * An onRequest hook, before the nonce check (preValidation): a caller who is not signed in hears
 * that first.
 */
export function ownersOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!(await request.currentOwner())) {
      return sendApiError(reply, 401, 'unauthorized', 'Sign in as the owner first');
    }
  });
}
