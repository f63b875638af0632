// The typed client (packages/client) against the real server on a real port, the platform API's
// conventions as they are on the wire: the owner's cookie with X-WP-Nonce, a stale nonce
// refreshed from the nonce endpoint, method override, per_page=-1 walking the Link next pages,
// WordPress's error bodies, and the client's own codes for no answer and for an answer that is
// not JSON. The list is a small resource registered in the platformApi context as a module does.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CookieJar,
  createPinwheelClient,
  PinwheelApiError,
  type FetchFunction,
  type PinwheelClientOptions,
} from '@pinwheel/client';
import { apiFailureOf } from '@pinwheel/client/testing/api-failure';
import { TEST_SECRET_KEY, createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { restError } from './rest-errors.ts';
import { pageQuery, pageWindow, sendPage } from './rest-paging.ts';
import { platformApiContext } from './rest-context.ts';

const email = 'owner@client.test';
const password = 'typed client password';

const shelf = Array.from({ length: 250 }, (_, index) => ({ id: `item-${index + 1}`, n: index }));

async function shelfRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/wp-json/sample/v1/items',
    { schema: { querystring: z.object({ ...pageQuery }) } },
    async (request, reply) => {
      const { limit, offset } = pageWindow(request.query);
      return sendPage(request, reply, shelf.slice(offset, offset + limit), shelf.length);
    },
  );
  api.post(
    '/wp-json/sample/v1/items',
    { schema: { body: z.object({ price: z.string().regex(/^\d+\.\d{2}$/) }) } },
    async (request, reply) => reply.status(201).send({ id: 'new', ...request.body }),
  );
  api.delete(
    '/wp-json/sample/v1/items/:id',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) =>
      request.params.id === 'item-1'
        ? { deleted: true, previous: shelf[0] }
        : restError(reply, 404, 'rest_item_invalid_id', 'Invalid ID.'),
  );
}

interface Sent {
  method: string;
  override: string | null;
  url: string;
  nonce: string | null;
  status: number;
}

describe.each(testEngines())('the typed client against the real server on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      beforePages: async (built) => {
        const context = platformApiContext({
          secretKey: TEST_SECRET_KEY,
          secureCookies: false,
          findOwner: (token) => built.accounts.ownerForSession(token),
          keyAuthentication: async () => null,
        });
        await built.register(context(shelfRoutes));
      },
    });
    await t.app.accounts.ensureOwner({ email, password });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** A signed-in owner's client with its own cookie jar, and a log of what went over the wire. */
  async function ownerClient(options: PinwheelClientOptions = {}) {
    const sent: Sent[] = [];
    const recordingFetch: FetchFunction = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(init.headers);
      const url = new URL(input);
      sent.push({
        method: init.method ?? 'GET',
        override: headers.get('x-http-method-override'),
        url: `${url.pathname}${url.search}`,
        nonce: headers.get('x-wp-nonce'),
        status: response.status,
      });
      return response;
    };
    const client = createPinwheelClient({
      baseUrl,
      cookieJar: new CookieJar(),
      fetch: recordingFetch,
      ...options,
    });
    await client.session.signIn(email, password);
    sent.length = 0;
    return { client, sent };
  }

  it('fetches 250 items with per_page=-1: pages of 100 through the Link next pages', async () => {
    const { client, sent } = await ownerClient();
    const items = await client.request('GET', '/wp-json/sample/v1/items', {
      query: { per_page: 100 },
    });
    expect(items).toHaveLength(100);
    sent.length = 0;

    const all = await client.request('GET', '/wp-json/sample/v1/items', {
      query: { per_page: -1, order: 'asc' },
    });
    expect(all).toEqual(shelf);
    expect(sent.map(({ method, url, status }) => `${method} ${url} ${status}`)).toEqual([
      'GET /wp-json/sample/v1/items?per_page=100&order=asc&_locale=user 200',
      'GET /wp-json/sample/v1/items?per_page=100&order=asc&_locale=user&page=2 200',
      'GET /wp-json/sample/v1/items?per_page=100&order=asc&_locale=user&page=3 200',
    ]);
    expect(new Set(sent.map((call) => call.nonce))).toEqual(new Set([client.getNonce()]));

    const walked: unknown[] = [];
    for await (const item of client.paginate('/wp-json/sample/v1/items', { per_page: 100 })) {
      walked.push(item);
    }
    expect(walked).toHaveLength(250);
  });

  it('makes calls typed by path: a post written, read in the edit context, and deleted', async () => {
    const { client, sent } = await ownerClient();
    const created = await client.post('/wp-json/wp/v2/posts', {
      body: { title: 'Typed', content: '<p>By <em>path</em></p>', status: 'draft' },
    });
    const read = await client.get('/wp-json/wp/v2/posts/{id}', {
      params: { id: created.id },
      query: { context: 'edit' },
    });
    expect(read.title.raw).toBe('Typed');
    expect(read.status).toBe('draft');
    const deleted = await client.delete('/wp-json/wp/v2/posts/{id}', {
      params: { id: created.id },
      query: { force: true },
    });
    expect(deleted).toMatchObject({ deleted: true, previous: { id: created.id } });
    expect(
      sent.map(({ method, override, url, status }) => [override ?? method, url, status]),
    ).toEqual([
      ['POST', '/wp-json/wp/v2/posts?_locale=user', 201],
      ['GET', `/wp-json/wp/v2/posts/${created.id}?context=edit&_locale=user`, 200],
      ['DELETE', `/wp-json/wp/v2/posts/${created.id}?force=true&_locale=user`, 200],
    ]);
  });

  it('sends a DELETE as a POST with X-HTTP-Method-Override, and the server deletes', async () => {
    const { client, sent } = await ownerClient();
    const answer = await client.request('DELETE', '/wp-json/sample/v1/items/item-1');
    expect(answer).toEqual({ deleted: true, previous: shelf[0] });
    expect(sent).toMatchObject([{ method: 'POST', override: 'DELETE', status: 200 }]);

    const { client: plain, sent: plainSent } = await ownerClient({ methodOverride: false });
    await plain.request('DELETE', '/wp-json/sample/v1/items/item-1');
    expect(plainSent).toMatchObject([{ method: 'DELETE', override: null, status: 200 }]);
  });

  it('refreshes a stale nonce from the nonce endpoint and sends the call again', async () => {
    const { client, sent } = await ownerClient();
    client.setNonce('stale.nonce');
    const items = await client.request('GET', '/wp-json/sample/v1/items');
    expect(items).toHaveLength(10);
    expect(sent.map(({ method, url, nonce, status }) => [method, url, nonce, status])).toEqual([
      ['GET', '/wp-json/sample/v1/items?_locale=user', 'stale.nonce', 403],
      ['GET', '/wp-admin/admin-ajax.php?action=rest-nonce', null, 200],
      ['GET', '/wp-json/sample/v1/items?_locale=user', client.getNonce(), 200],
    ]);
    expect(client.getNonce()).not.toBe('stale.nonce');
  });

  it("surfaces WordPress's error body: code, message and the fields at fault", async () => {
    const { client } = await ownerClient();
    const refusal = await apiFailureOf(
      client.request('POST', '/wp-json/sample/v1/items', { body: { price: '1.999' } }),
    );
    expect(refusal).toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): price',
      fields: [{ field: 'price', reason: expect.any(String) }],
    });
    const missing = await apiFailureOf(client.request('DELETE', '/wp-json/sample/v1/items/x'));
    expect(missing).toMatchObject({
      status: 404,
      code: 'rest_item_invalid_id',
      message: 'Invalid ID.',
    });
  });

  it('answers nobody with rest_forbidden: no cookie, and the nonce endpoint has none to give', async () => {
    const client = createPinwheelClient({ baseUrl, cookieJar: new CookieJar() });
    const refusal = await apiFailureOf(client.request('GET', '/wp-json/sample/v1/items'));
    expect(refusal).toMatchObject({ status: 401, code: 'rest_forbidden' });
  });

  it('maps a closed port to fetch_error', async () => {
    const closed = await createTestApp(engine);
    const closedUrl = await closed.app.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    const client = createPinwheelClient({ baseUrl: closedUrl, retries: 0 });
    const failure = await apiFailureOf(client.request('GET', '/wp-json/sample/v1/items'));
    expect(failure).toMatchObject({
      status: 0,
      code: 'fetch_error',
      message: 'You are probably offline.',
    });
  });

  it('maps an answer that is not JSON (a page) to invalid_json', async () => {
    const { client } = await ownerClient();
    const failure = await apiFailureOf(
      client.request('GET', '/api/docs', { headers: { accept: 'text/html' } }),
    );
    expect(failure).toBeInstanceOf(PinwheelApiError);
    expect(failure).toMatchObject({
      status: 200,
      code: 'invalid_json',
      message: 'The response is not a valid JSON response.',
    });
  });

  it('honours an abort: before the call, and in the middle of walking the pages', async () => {
    const { client } = await ownerClient();
    const early = client.request('GET', '/wp-json/sample/v1/items', {
      signal: AbortSignal.abort(),
    });
    await expect(early).rejects.toMatchObject({ name: 'AbortError' });

    const controller = new AbortController();
    const walked: unknown[] = [];
    const walk = (async () => {
      for await (const item of client.paginate(
        '/wp-json/sample/v1/items',
        { per_page: 100 },
        { signal: controller.signal },
      )) {
        walked.push(item);
        if (walked.length === 100) controller.abort();
      }
    })();
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(walked).toHaveLength(100);
  });
});
