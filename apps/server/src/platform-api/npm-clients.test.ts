// WordPress's own REST client, @wordpress/api-fetch as installed from npm, against the running
// server on a real port: the promise of the platform API is that tools written for WordPress work
// by changing only the host. api-fetch is set up as the block editor sets it up (its root URL and
// nonce middlewares; the browser's cookie added by a middleware, Node keeping none).
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { restOwner } from './testing/rest-owner.ts';

interface WpPost {
  id: number | string;
  status: string;
  title: { rendered: string; raw?: string };
  content: { rendered: string; raw?: string };
}

describe.each(testEngines())("WordPress's api-fetch on %s", (engine) => {
  let t: TestApp;
  let baseUrl: string;
  const middlewares: APIFetchMiddleware[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await restOwner(t.app);

    // api-fetch keeps its middlewares in the module: registered here, taken off in afterAll.
    const cookie: APIFetchMiddleware = (options, next) =>
      next({ ...options, headers: { ...options.headers, cookie: owner.headers.cookie! } });
    middlewares.push(
      apiFetch.createRootURLMiddleware(`${baseUrl}/wp-json/`),
      apiFetch.createNonceMiddleware(owner.headers['x-wp-nonce']!),
      cookie,
    );
    for (const middleware of middlewares) apiFetch.use(middleware);
    apiFetch.nonceEndpoint = `${baseUrl}/wp-admin/admin-ajax.php?action=rest-nonce`;
  });
  afterAll(async () => {
    for (const middleware of middlewares) apiFetch.unregister(middleware);
    middlewares.length = 0;
    await t.close();
  });

  it('api-fetch creates a post and reads it back, in view and edit contexts', async () => {
    const created = await apiFetch<WpPost>({
      path: '/wp/v2/posts',
      method: 'POST',
      data: {
        title: 'Hello from api-fetch',
        content: '<p>Written by <strong>WordPress</strong>’s own client.</p>',
        status: 'publish',
      },
    });
    expect(created).toMatchObject({
      status: 'publish',
      title: { rendered: 'Hello from api-fetch' },
    });

    const read = await apiFetch<WpPost>({ path: `/wp/v2/posts/${created.id}?context=edit` });
    expect(read.title.raw).toBe('Hello from api-fetch');
    expect(read.content.raw).toContain('<strong>WordPress</strong>');

    const listed = await apiFetch<WpPost[]>({ path: '/wp/v2/posts?per_page=-1&search=api-fetch' });
    expect(listed.map((post) => post.id)).toContain(created.id);
  });
});
