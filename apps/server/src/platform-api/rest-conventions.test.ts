// The platform API's conventions, through a small resource registered in the platformApi context
// the way a module registers its own: who may call, WordPress's errors, paging headers and links,
// _fields, ?rest_route=, _method, the nonce endpoint and rest_no_route.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_SECRET_KEY, createTestApp, type TestApp } from '../testing/test-app.ts';
import { restError } from './rest-errors.ts';
import { pageQuery, pageWindow, sendPage } from './rest-paging.ts';
import { platformApiContext } from './rest-context.ts';
import { restOwner, type RestOwner } from './testing/rest-owner.ts';

const shelf = Array.from({ length: 25 }, (_, index) => ({
  id: `item-${index + 1}`,
  name: `Item ${index + 1}`,
  details: { colour: 'red', size: index },
}));

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
    {
      schema: {
        body: z.object({ name: z.string().min(1), price: z.string().regex(/^\d+\.\d{2}$/) }),
      },
    },
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
  api.get('/wp-json/sample/v1/open', { config: { restAccess: 'public' } }, async (request) => ({
    signedIn: (await request.restCaller()) !== null,
  }));
}

describe('the platform API conventions', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let owner: RestOwner;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite', {
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
    app = testApp.app;
    owner = await restOwner(app);
  });
  afterAll(() => testApp.close());

  it('answers nobody 401 rest_forbidden, and lets a public route through', async () => {
    const anonymous = await app.inject('/wp-json/sample/v1/items');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
    const open = await app.inject('/wp-json/sample/v1/open');
    expect(open.json()).toEqual({ signedIn: false });
  });

  it('counts the owner cookie only with a nonce, and refuses a stale one with rest_cookie_invalid_nonce', async () => {
    const cookieOnly = await app.inject({
      url: '/wp-json/sample/v1/items',
      headers: { cookie: owner.headers.cookie! },
    });
    expect(cookieOnly.statusCode).toBe(401);
    const stale = await app.inject({
      url: '/wp-json/sample/v1/items',
      headers: { cookie: owner.headers.cookie!, 'x-wp-nonce': 'not-a-nonce' },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('rest_cookie_invalid_nonce');
    const inQuery = await app.inject({
      url: `/wp-json/sample/v1/open?_wpnonce=${owner.headers['x-wp-nonce']}`,
      headers: { cookie: owner.headers.cookie! },
    });
    expect(inQuery.json()).toEqual({ signedIn: true });
  });

  it('pages with X-WP-Total, X-WP-TotalPages and absolute Link next/prev keeping the query', async () => {
    const second = await owner.request('GET', '/wp-json/sample/v1/items?page=2&search=x');
    expect(second.statusCode).toBe(200);
    expect(second.json().map((item: { id: string }) => item.id)).toEqual(
      shelf.slice(10, 20).map((item) => item.id),
    );
    expect(second.headers['x-wp-total']).toBe('25');
    expect(second.headers['x-wp-totalpages']).toBe('3');
    expect(second.headers.link).toBe(
      '<http://localhost/wp-json/sample/v1/items?page=1&search=x>; rel="prev", ' +
        '<http://localhost/wp-json/sample/v1/items?page=3&search=x>; rel="next"',
    );
    const last = await owner.request('GET', '/wp-json/sample/v1/items?page=3');
    expect(last.json()).toHaveLength(5);
    expect(last.headers.link).not.toContain('rel="next"');
  });

  it('refuses per_page over 100 and a bad body field with rest_invalid_param naming the field', async () => {
    const tooMany = await owner.request('GET', '/wp-json/sample/v1/items?per_page=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('rest_invalid_param');
    expect(Object.keys(tooMany.json().data.params)).toEqual(['per_page']);
    const badPrice = await owner.request('POST', '/wp-json/sample/v1/items', {
      name: 'Mug',
      price: '1.999',
    });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): price',
      data: { status: 400, params: { price: expect.any(String) } },
    });
  });

  it('answers a malformed JSON body with rest_invalid_json', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/wp-json/sample/v1/items',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('rest_invalid_json');
  });

  it('trims answers to _fields, nested ones included', async () => {
    const trimmed = await owner.request(
      'GET',
      '/wp-json/sample/v1/items?per_page=2&_fields=id,details.size',
    );
    expect(trimmed.json()).toEqual([
      { id: 'item-1', details: { size: 0 } },
      { id: 'item-2', details: { size: 1 } },
    ]);
  });

  it('routes ?rest_route= and a POST with _method=DELETE or X-HTTP-Method-Override', async () => {
    const viaParam = await owner.request('GET', '/?rest_route=/sample/v1/items&per_page=3');
    expect(viaParam.json()).toHaveLength(3);
    expect(viaParam.headers['x-wp-total']).toBe('25');
    const deleted = await owner.request('POST', '/wp-json/sample/v1/items/item-1?_method=DELETE');
    expect(deleted.json()).toMatchObject({ deleted: true });
    const overridden = await app.inject({
      method: 'POST',
      url: '/wp-json/sample/v1/items/item-9',
      headers: { ...owner.headers, 'x-http-method-override': 'DELETE' },
    });
    expect(overridden.statusCode).toBe(404);
    expect(overridden.json().code).toBe('rest_item_invalid_id');
  });

  it('answers an address no route serves with rest_no_route', async () => {
    for (const [method, url] of [
      ['GET', '/wp-json/sample/v1/nothing'],
      ['PUT', '/wp-json/sample/v1/items'],
    ] as const) {
      const answer = await owner.request(method, url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });

  it('hands the signed-in owner a fresh nonce at admin-ajax.php?action=rest-nonce, and nobody else', async () => {
    const fresh = await app.inject({
      url: '/wp-admin/admin-ajax.php?action=rest-nonce',
      headers: { cookie: owner.headers.cookie! },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-type']).toContain('text/plain');
    const withFresh = await app.inject({
      url: '/wp-json/sample/v1/open',
      headers: { cookie: owner.headers.cookie!, 'x-wp-nonce': fresh.body },
    });
    expect(withFresh.json()).toEqual({ signedIn: true });
    const anonymous = await app.inject('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.body).toBe('0');
  });
});
