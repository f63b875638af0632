// The owner session on a small app over a real database (every process reads sessions from it):
// the session cookie's attributes, who a request belongs to, and that signing out ends it at once.
import cookie from '@fastify/cookie';
import { OWNER_SESSION_COOKIE } from '@pinwheel/core';
import { OWNER_SESSION_TTL_SECONDS } from '../server-constants.ts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOwner, ownerForSession, signIn, signOut } from '../modules/accounts/service.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database.ts';
import ownerSession from './owner-session.ts';

const email = 'owner@session.test';
const password = 'session test password';

async function sessionApp(database: TestDatabase, secureCookies: boolean) {
  const app = Fastify();
  await app.register(cookie);
  await app.register(ownerSession, {
    findOwner: (token) => ownerForSession(database.db, token),
    secureCookies,
  });
  app.get('/who', async (request) => ({ owner: await request.currentOwner() }));
  // `now` lets a test start a session that has already run out.
  app.post<{ Querystring: { now?: string } }>('/sign-in', async (request, reply) => {
    const now = request.query.now ? Number(request.query.now) : Date.now();
    const outcome = await signIn(database.db, { email, password, ip: request.ip }, now);
    if (!outcome.ok) return reply.status(401).send();
    reply.header('set-cookie', app.ownerSessionCookie(outcome.sessionToken, outcome.expiresAt));
    return { expiresAt: outcome.expiresAt };
  });
  app.post('/sign-out', async (request, reply) => {
    const token = request.sessionToken();
    if (token) await signOut(database.db, token);
    reply.header('set-cookie', app.clearedOwnerSessionCookie());
    return {};
  });
  await app.ready();
  return app;
}

function sessionCookieOf(response: LightMyRequestResponse): string {
  const line = String(response.headers['set-cookie']);
  expect(line).toMatch(new RegExp(`^${OWNER_SESSION_COOKIE}=`));
  return line;
}

describe.each(testEngines())('the owner session on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await ensureOwner(database.db, { email, password });
    app = await sessionApp(database, false);
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const who = async (cookieHeader?: string) =>
    (
      await app.inject({ url: '/who', headers: cookieHeader ? { cookie: cookieHeader } : {} })
    ).json().owner;

  it('starts with an httpOnly, SameSite=Lax cookie that ends with the session', async () => {
    const started = await app.inject({ method: 'POST', url: '/sign-in' });
    const line = sessionCookieOf(started);
    expect(line).toContain('Path=/');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(line)![1]!);
    expect(Math.abs(expires - started.json().expiresAt)).toBeLessThan(1000);
    expect(expires - Date.now()).toBeGreaterThan((OWNER_SESSION_TTL_SECONDS - 60) * 1000);
  });

  it('answers who is signed in, for the session cookie only', async () => {
    const line = sessionCookieOf(await app.inject({ method: 'POST', url: '/sign-in' }));
    const session = line.split(';')[0]!;
    expect(await who(session)).toEqual({ id: expect.any(String), email });
    expect(await who()).toBeNull();
  });

  it.each([
    ['a token that is not one of ours', `${OWNER_SESSION_COOKIE}=short`],
    ['an unknown token', `${OWNER_SESSION_COOKIE}=${'a'.repeat(43)}`],
  ])('answers nobody for %s', async (_label, cookieHeader) => {
    expect(await who(cookieHeader)).toBeNull();
  });

  it('answers nobody once the session has run out', async () => {
    const longAgo = Date.now() - (OWNER_SESSION_TTL_SECONDS + 60) * 1000;
    const line = sessionCookieOf(
      await app.inject({ method: 'POST', url: `/sign-in?now=${longAgo}` }),
    );
    expect(await who(line.split(';')[0])).toBeNull();
  });

  it('ends the session at sign-out, for every copy of the cookie, and expires the cookie', async () => {
    const session = sessionCookieOf(await app.inject({ method: 'POST', url: '/sign-in' })).split(
      ';',
    )[0]!;
    const out = await app.inject({
      method: 'POST',
      url: '/sign-out',
      headers: { cookie: session },
    });
    const cleared = sessionCookieOf(out);
    expect(cleared).toMatch(new RegExp(`^${OWNER_SESSION_COOKIE}=;`));
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    // A copy kept elsewhere (another tab, a stolen cookie) is no longer anyone's.
    expect(await who(session)).toBeNull();
  });
});

describe('the owner session behind https', () => {
  it('marks the session cookie Secure', async () => {
    const database = await createTestDatabase('sqlite');
    await ensureOwner(database.db, { email, password });
    const app = await sessionApp(database, true);
    try {
      const line = sessionCookieOf(await app.inject({ method: 'POST', url: '/sign-in' }));
      expect(line).toContain('Secure');
      expect(sessionCookieOf(await app.inject({ method: 'POST', url: '/sign-out' }))).toContain(
        'Secure',
      );
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
