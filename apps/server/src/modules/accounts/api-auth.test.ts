// Requests authenticated by credential on each database, as WordPress and WooCommerce accept
// them: application passwords by Basic auth; WooCommerce keys by Basic or the query string over
// HTTPS and by OAuth 1.0a signatures over HTTP; each key held to its scope and to WooCommerce's
// namespaces. A small resource in the platformApi context (as the foundation's tests use) answers
// who called; WooCommerce's own npm client reads it over real HTTP and HTTPS.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import OAuth from 'oauth-1.0a';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformApiContext } from '../../platform-api/rest-context.ts';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { TEST_SECRET_KEY, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const OWNER_EMAIL = 'owner@api.test';
const PROBE = '/wp-json/wc/v3/auth-probe';
const WP_PROBE = '/wp-json/wp/v2/auth-probe';
const HTTPS = { 'x-forwarded-proto': 'https' };

/** Answers who called: what a resource route sees of the caller. */
async function probeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const whoCalled = async (request: { restCaller(): Promise<unknown> }) => {
    const caller = (await request.restCaller()) as { via: string; scope: string; email: string };
    return { via: caller.via, scope: caller.scope, email: caller.email };
  };
  api.get(PROBE, whoCalled);
  api.post(PROBE, whoCalled);
  api.get(WP_PROBE, whoCalled);
}

function basic(user: string, password: string) {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

interface Key {
  id: string;
  consumer_key: string;
  consumer_secret: string;
}

function oauthSigner(key: Key, method: 'HMAC-SHA1' | 'HMAC-SHA256' = 'HMAC-SHA256') {
  const algorithm = method === 'HMAC-SHA1' ? 'sha1' : 'sha256';
  return new OAuth({
    consumer: { key: key.consumer_key, secret: key.consumer_secret },
    signature_method: method,
    hash_function: (base, secret) => createHmac(algorithm, secret).update(base).digest('base64'),
  });
}

/** The oauth_ parameters a client adds to `url`'s query, signed as WooCommerce's client signs. */
function oauthQuery(key: Key, url: string, signer = oauthSigner(key)) {
  const data = signer.authorize({ url, method: 'GET' });
  return new URLSearchParams(
    Object.entries(data)
      .filter(([name]) => name.startsWith('oauth_'))
      .map(([name, value]) => [name, String(value)]),
  ).toString();
}

describe.each(testEngines())('API requests by credential on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let owner: RestOwner;
  const keys: Record<'read' | 'write' | 'readWrite', Key> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {
        beforePages: async (built) => {
          const context = platformApiContext({
            secretKey: TEST_SECRET_KEY,
            secureCookies: false,
            findOwner: (token) => built.accounts.ownerForSession(token),
            keyAuthentication: (request) => built.accounts.authenticateApiRequest(request),
          });
          await built.register(context(probeRoutes));
        },
      },
      // Behind a proxy that says the visitor came over HTTPS (X-Forwarded-Proto).
      { TRUST_PROXY: 'true' },
    );
    app = t.app;
    owner = await restOwner(app, OWNER_EMAIL);
    const make = async (permissions: string) =>
      (
        await owner.request('POST', '/wp-json/pinwheel/v1/api-keys', {
          description: `${permissions} key`,
          permissions,
        })
      ).json() as Key;
    keys.read = await make('read');
    keys.write = await make('write');
    keys.readWrite = await make('read_write');
  });
  afterAll(() => t.close());

  describe('WooCommerce keys over HTTPS', () => {
    it('lets a read key read, and refuses it a write in WooCommerce words', async () => {
      const read = await app.inject({
        url: PROBE,
        headers: { ...HTTPS, ...basic(keys.read.consumer_key, keys.read.consumer_secret) },
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ via: 'consumer_key', scope: 'read', email: OWNER_EMAIL });

      const write = await app.inject({
        method: 'POST',
        url: PROBE,
        headers: { ...HTTPS, ...basic(keys.read.consumer_key, keys.read.consumer_secret) },
        payload: {},
      });
      expect(write.statusCode).toBe(401);
      expect(write.json()).toEqual({
        code: 'woocommerce_rest_authentication_error',
        message: 'The API key provided does not have write permissions.',
        data: { status: 401 },
      });
    });

    it('refuses a write-only key a read', async () => {
      const read = await app.inject({
        url: PROBE,
        headers: { ...HTTPS, ...basic(keys.write.consumer_key, keys.write.consumer_secret) },
      });
      expect(read.statusCode).toBe(401);
      expect(read.json().message).toBe('The API key provided does not have read permissions.');
    });

    it('takes the key and secret from the query string', async () => {
      const query = `consumer_key=${keys.read.consumer_key}&consumer_secret=${keys.read.consumer_secret}`;
      const read = await app.inject({ url: `${PROBE}?${query}`, headers: HTTPS });
      expect(read.statusCode).toBe(200);
      expect(read.json().via).toBe('consumer_key');
    });

    it('refuses a wrong secret, with the realm WooCommerce names', async () => {
      const wrong = await app.inject({
        url: PROBE,
        headers: { ...HTTPS, ...basic(keys.read.consumer_key, `cs_${'0'.repeat(40)}`) },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'woocommerce_rest_authentication_error',
        message: 'Consumer secret is invalid.',
        data: { status: 401 },
      });
      expect(wrong.headers['www-authenticate']).toMatch(/^Basic realm="WooCommerce API\./);
    });

    it('refuses a revoked key as an unknown one', async () => {
      const key = (
        await owner.request('POST', '/wp-json/pinwheel/v1/api-keys', {
          description: 'revoked soon',
          permissions: 'read',
        })
      ).json() as Key;
      const headers = { ...HTTPS, ...basic(key.consumer_key, key.consumer_secret) };
      expect((await app.inject({ url: PROBE, headers })).statusCode).toBe(200);
      await owner.request('DELETE', `/wp-json/pinwheel/v1/api-keys/${key.id}`);
      const refused = await app.inject({ url: PROBE, headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Consumer key is invalid.');
    });

    it('keeps a key to the wc/ and pinwheel/ namespaces, as WooCommerce does', async () => {
      const outside = await app.inject({
        url: WP_PROBE,
        headers: { ...HTTPS, ...basic(keys.read.consumer_key, keys.read.consumer_secret) },
      });
      expect(outside.statusCode).toBe(401);
      expect(outside.json().message).toBe(
        'The provided API key cannot be used to access this endpoint.',
      );
    });

    it('does not read a key sent as it is over plain HTTP', async () => {
      const plain = await app.inject({
        url: PROBE,
        headers: basic(keys.read.consumer_key, keys.read.consumer_secret),
      });
      expect(plain.statusCode).toBe(401);
      expect(plain.json().code).toBe('woocommerce_rest_authentication_error');
      const query = `consumer_key=${keys.read.consumer_key}&consumer_secret=${keys.read.consumer_secret}`;
      expect((await app.inject(`${PROBE}?${query}`)).json().code).toBe('rest_forbidden');
    });

    it('records when a key was last used, and from where', async () => {
      await app.inject({
        url: PROBE,
        headers: {
          ...HTTPS,
          ...basic(keys.readWrite.consumer_key, keys.readWrite.consumer_secret),
        },
      });
      const listed = (
        await owner.request('GET', `/wp-json/pinwheel/v1/api-keys/${keys.readWrite.id}`)
      ).json();
      expect(listed.last_access).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    });
  });

  describe('WooCommerce keys by OAuth 1.0a over HTTP', () => {
    const address = (query: string) => `http://localhost:80${PROBE}${query}`;

    it('accepts a signed request once, and refuses its replay', async () => {
      const url = address('?per_page=5&search=red%20shirt');
      const oauth = oauthQuery(keys.read, url);
      const first = await app.inject({
        url: `${PROBE}?per_page=5&search=red%20shirt&${oauth}`,
        headers: { host: 'localhost:80' },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().via).toBe('consumer_key');

      const replay = await app.inject({
        url: `${PROBE}?per_page=5&search=red%20shirt&${oauth}`,
        headers: { host: 'localhost:80' },
      });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe('Invalid nonce - nonce has already been used.');
    });

    it('refuses a signature that does not cover the query sent', async () => {
      const oauth = oauthQuery(keys.read, address('?per_page=5'));
      const tampered = await app.inject({
        url: `${PROBE}?per_page=100&${oauth}`,
        headers: { host: 'localhost:80' },
      });
      expect(tampered.statusCode).toBe(401);
      expect(tampered.json().message).toBe(
        'Invalid signature - provided signature does not match.',
      );
    });

    it('refuses a timestamp more than 15 minutes off', async () => {
      // The signer's clock, 20 minutes slow: the signature is right, the time is not.
      const signer = oauthSigner(keys.read, 'HMAC-SHA1');
      signer.getTimeStamp = () => Math.floor(Date.now() / 1000) - 20 * 60;
      const oauth = oauthQuery(keys.read, address(''), signer);
      const old = await app.inject({ url: `${PROBE}?${oauth}`, headers: { host: 'localhost:80' } });
      expect(old.statusCode).toBe(401);
      expect(old.json().message).toBe('Invalid timestamp.');
    });

    it('names the OAuth parameters missing', async () => {
      const partial = await app.inject(`${PROBE}?oauth_consumer_key=${keys.read.consumer_key}`);
      expect(partial.statusCode).toBe(401);
      expect(partial.json()).toMatchObject({
        code: 'woocommerce_rest_authentication_missing_parameter',
        message:
          'Missing OAuth parameters oauth_timestamp, oauth_nonce, oauth_signature, oauth_signature_method',
      });
    });

    it('takes a signature for ?rest_route= addresses, made on the site root', async () => {
      const url = 'http://localhost:80/?rest_route=/wc/v3/auth-probe';
      const oauth = oauthQuery(keys.read, url);
      const routed = await app.inject({
        url: `/?rest_route=/wc/v3/auth-probe&${oauth}`,
        headers: { host: 'localhost:80' },
      });
      expect(routed.statusCode).toBe(200);
    });
  });

  describe('application passwords', () => {
    let password: string;
    beforeAll(async () => {
      password = (
        await owner.request('POST', '/wp-json/wp/v2/users/me/application-passwords', {
          name: 'Desktop app',
          scope: 'read_write',
        })
      ).json().password;
    });

    it('authenticate with the owner’s email, with or without the spaces', async () => {
      for (const typed of [password, password.replace(/ /g, '')]) {
        const read = await app.inject({ url: WP_PROBE, headers: basic(OWNER_EMAIL, typed) });
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual({
          via: 'application_password',
          scope: 'read_write',
          email: OWNER_EMAIL,
        });
      }
    });

    it('refuse a wrong password and an unknown email in WordPress words', async () => {
      const wrong = await app.inject({ url: WP_PROBE, headers: basic(OWNER_EMAIL, 'abcd efgh') });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'incorrect_password',
        message: 'The provided password is an invalid application password.',
        data: { status: 401 },
      });
      const stranger = await app.inject({
        url: WP_PROBE,
        headers: basic('someone@else.test', password),
      });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().code).toBe('invalid_email');
    });

    it('hold a read password to reading', async () => {
      const readOnly = (
        await owner.request('POST', '/wp-json/wp/v2/users/me/application-passwords', {
          name: 'Reporting',
          scope: 'read',
        })
      ).json().password;
      const write = await app.inject({
        method: 'POST',
        url: PROBE,
        headers: basic(OWNER_EMAIL, readOnly),
        payload: {},
      });
      expect(write.statusCode).toBe(401);
      expect(write.json().message).toBe('The API key provided does not have write permissions.');
    });
  });

  describe("WooCommerce's own client (@woocommerce/woocommerce-rest-api)", () => {
    it('reads and writes over plain HTTP, signing with OAuth 1.0a', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const client = new WooCommerceRestApi({
        url: `http://127.0.0.1:${port}`,
        consumerKey: keys.readWrite.consumer_key,
        consumerSecret: keys.readWrite.consumer_secret,
        version: 'wc/v3',
      });
      const read = await client.get('auth-probe', { per_page: 20, search: 'blue & green' });
      expect(read.status).toBe(200);
      expect(read.data).toEqual({ via: 'consumer_key', scope: 'read_write', email: OWNER_EMAIL });
      const write = await client.post('auth-probe', { name: 'anything' });
      expect(write.status).toBe(200);
      // A real WooCommerce resource, paged as WooCommerce pages it.
      const orders = await client
        .get('orders', { per_page: 5, order: 'asc' })
        .catch((error: { response: { data: unknown } }) => {
          throw new Error(JSON.stringify(error.response.data));
        });
      expect(orders.status).toBe(200);
      expect(Array.isArray(orders.data)).toBe(true);
      expect(orders.headers['x-wp-total']).toMatch(/^\d+$/);

      const readOnly = new WooCommerceRestApi({
        url: `http://127.0.0.1:${port}`,
        consumerKey: keys.read.consumer_key,
        consumerSecret: keys.read.consumer_secret,
        version: 'wc/v3',
      });
      const refused = await readOnly.post('auth-probe', {}).catch((error: unknown) => error);
      expect((refused as { response: { status: number; data: unknown } }).response.status).toBe(
        401,
      );
    });

    it('reads over HTTPS with Basic auth and with the query string', async () => {
      const { key, cert } = selfSignedCertificate();
      const server = https.createServer({ key, cert }, (request, response) =>
        app.server.emit('request', request, response),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        for (const queryStringAuth of [false, true]) {
          const client = new WooCommerceRestApi({
            url: `https://127.0.0.1:${port}`,
            consumerKey: keys.read.consumer_key,
            consumerSecret: keys.read.consumer_secret,
            version: 'wc/v3',
            queryStringAuth,
            axiosConfig: { httpsAgent: new https.Agent({ ca: cert }) },
          });
          const read = await client.get('auth-probe', { per_page: 3 });
          expect(read.status).toBe(200);
          expect(read.data.via).toBe('consumer_key');
          const orders = await client.get('orders', { per_page: 3 });
          expect(orders.status).toBe(200);
          expect(Array.isArray(orders.data)).toBe(true);
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });
});

/** A certificate for 127.0.0.1 made for this run (openssl), which the client is told to trust. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
