// A parameter repeated with the same value counts once (as PHP reads it; rest-context.ts), which
// is how WooCommerce's own client sends every GET parameter over http; different values stay a list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEST_SECRET_KEY, createTestApp, type TestApp } from '../testing/test-app.ts';
import { platformApiContext } from './rest-context.ts';
import { idList, pageQuery } from './rest-paging.ts';

async function echoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wp-json/sample/v1/echo',
    {
      config: { restAccess: 'public' },
      schema: { querystring: z.object({ ...pageQuery, include: idList.optional() }) },
    },
    async (request) => request.query,
  );
}

describe('repeated query parameters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      beforePages: async (built) => {
        const context = platformApiContext({
          secretKey: TEST_SECRET_KEY,
          secureCookies: false,
          findOwner: (token) => built.accounts.ownerForSession(token),
          keyAuthentication: async () => null,
        });
        await built.register(context(echoRoutes));
      },
    });
  });
  afterAll(() => t.close());

  it('reads page=2&…&page=2 (WooCommerce’s client signing over http) as one page number', async () => {
    const answer = await t.app.inject(
      '/wp-json/sample/v1/echo?page=2&per_page=5&search=mug%20red&oauth_nonce=x&page=2&per_page=5&search=mug+red',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ page: 2, per_page: 5, search: 'mug red' });
  });

  it('keeps different values a list, and refuses two different page numbers', async () => {
    const list = await t.app.inject('/wp-json/sample/v1/echo?include=p-1&include=p-2');
    expect(list.json().include).toEqual(['p-1', 'p-2']);
    const two = await t.app.inject('/wp-json/sample/v1/echo?page=1&page=2');
    expect(two.statusCode).toBe(400);
    expect(two.json().data.params).toHaveProperty('page');
  });
});
