// The API's index as WordPress's clients read it, on both databases: /wp-json/ names the shop,
// its namespaces and every route the modules serve (methods, arguments, self links), a
// namespace's index lists its own, and ?rest_route=/ reaches it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

interface IndexRoute {
  namespace: string;
  methods: string[];
  endpoints: Array<{ methods: string[]; args: Record<string, { required: boolean }> }>;
  _links?: { self: Array<{ href: string }> };
}

describe.each(testEngines())('the /wp-json index on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
  });
  afterAll(() => t.close());

  it('lists the namespaces and every route with its methods and arguments, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/' });
    expect(response.statusCode).toBe(200);
    const index = response.json<{
      name: string;
      url: string;
      home: string;
      namespaces: string[];
      authentication: object;
      routes: Record<string, IndexRoute>;
    }>();
    expect(index).toMatchObject({
      name: t.app.shop.settings().name,
      url: 'http://localhost:80',
      home: 'http://localhost:80',
      authentication: {},
    });
    expect(index.namespaces).toContain('wp/v2');
    const posts = index.routes['/wp/v2/posts'];
    expect(posts).toMatchObject({
      namespace: 'wp/v2',
      _links: { self: [{ href: 'http://localhost:80/wp-json/wp/v2/posts' }] },
    });
    expect(posts?.methods).toEqual(expect.arrayContaining(['GET', 'POST']));
    const list = posts?.endpoints.find((endpoint) => endpoint.methods.includes('GET'));
    expect(list?.args).toMatchObject({
      per_page: { required: false, default: 10 },
      orderby: { enum: ['date', 'id', 'title', 'slug', 'modified'] },
    });
    const one = index.routes['/wp/v2/posts/(?P<id>[^/]+)'];
    expect(one?.methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(one?._links).toBeUndefined();
    expect(Object.keys(index.routes)).toEqual(
      expect.arrayContaining([
        '/',
        '/wp/v2',
        '/wp/v2/categories',
        '/wp/v2/tags',
        '/wp/v2/users/me',
      ]),
    );
    // HEAD and the catch-all are not routes a client calls.
    expect(Object.keys(index.routes).some((key) => key.includes('*'))).toBe(false);
  });

  it("answers one namespace's routes, and rest_no_route for a namespace that does not exist", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2' });
    expect(response.statusCode).toBe(200);
    const namespace = response.json<{ namespace: string; routes: Record<string, IndexRoute> }>();
    expect(namespace.namespace).toBe('wp/v2');
    expect(Object.values(namespace.routes).every((route) => route.namespace === 'wp/v2')).toBe(
      true,
    );
    const unknown = await t.app.inject({ method: 'GET', url: '/wp-json/nope/v9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'rest_no_route' });
    // The shop has no pages resource: wp/v2/pages is absent, as an unknown route.
    const pages = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/pages' });
    expect(pages.statusCode).toBe(404);
    expect(pages.json()).toMatchObject({ code: 'rest_no_route' });
    const viaQuery = await t.app.inject({ method: 'GET', url: '/?rest_route=/' });
    expect(viaQuery.json()).toHaveProperty('namespaces');
  });
});
