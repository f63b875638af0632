// Who is signed in: reads the owner session cookie once per request and resolves it against the
// sessions table (so every process agrees and sign-out is immediate).
import { OWNER_SESSION_COOKIE } from '@pinwheel/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ownerForSession, type SignedInOwner } from '../modules/accounts/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in owner, or null. Resolved lazily: pages that never ask pay nothing. */
    currentOwner(): Promise<SignedInOwner | null>;
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
  db: Kysely<Database>;
  secureCookies: boolean;
}

async function ownerSessionPlugin(app: FastifyInstance, options: OwnerSessionOptions) {
  const resolved = new WeakMap<FastifyRequest, Promise<SignedInOwner | null>>();
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
      owner = token ? ownerForSession(options.db, token) : Promise.resolve(null);
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
