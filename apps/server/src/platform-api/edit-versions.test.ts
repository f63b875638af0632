// The dashboard's version check on what helper m's pages edit, on both databases: a post, a product
// category, an attribute, an attribute term and a media item each answer their version (ETag) on
// their single GET and after a save; a save carrying the version it was read at goes through and
// answers a new one; a save carrying an older one is refused 412 rest_edit_conflict and changes
// nothing; a save without If-Match (WordPress's and WooCommerce's own clients) goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';
import { restOwner, type RestOwner } from './testing/rest-owner.ts';

interface Case {
  name: string;
  /** Makes the resource; answers its address. */
  make: () => Promise<string>;
  change: (n: number) => Record<string, unknown>;
  /** The changed field as the GET answers it. */
  read: (answer: Record<string, unknown>) => unknown;
  expected: (n: number) => unknown;
}

describe.each(testEngines())('version checks of the edited resources on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, body?: object, ifMatch?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...owner.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(body ? { payload: body } : {}),
    });
  const made = async (url: string, body: object) => {
    const answer = await owner.request('POST', url, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<{ id: string }>().id;
  };

  const cases: Case[] = [
    {
      name: 'a post',
      make: async () =>
        `/wp-json/wp/v2/posts/${await made('/wp-json/wp/v2/posts', { title: 'Draft' })}`,
      change: (n) => ({ title: `Draft ${n}` }),
      read: (answer) => (answer.title as { rendered: string }).rendered,
      expected: (n) => `Draft ${n}`,
    },
    {
      name: 'a product category',
      make: async () =>
        `/wp-json/wc/v3/products/categories/${await made('/wp-json/wc/v3/products/categories', { name: 'Linen' })}`,
      change: (n) => ({ name: `Linen ${n}` }),
      read: (answer) => answer.name,
      expected: (n) => `Linen ${n}`,
    },
    {
      name: 'an attribute',
      make: async () =>
        `/wp-json/wc/v3/products/attributes/${await made('/wp-json/wc/v3/products/attributes', { name: 'Finish' })}`,
      change: (n) => ({ name: `Finish ${n}` }),
      read: (answer) => answer.name,
      expected: (n) => `Finish ${n}`,
    },
    {
      name: 'an attribute term',
      make: async () => {
        const attribute = await made('/wp-json/wc/v3/products/attributes', { name: 'Glaze' });
        const base = `/wp-json/wc/v3/products/attributes/${attribute}/terms`;
        return `${base}/${await made(base, { name: 'Celadon', color: '#88aa99' })}`;
      },
      change: (n) => ({ color: `#00000${n}` }),
      read: (answer) => answer.color,
      expected: (n) => `#00000${n}`,
    },
    {
      name: 'a media item',
      make: async () => {
        const list = await owner.request('GET', '/wp-json/wp/v2/media?per_page=1');
        return `/wp-json/wp/v2/media/${list.json<Array<{ id: string }>>()[0]!.id}`;
      },
      change: (n) => ({ alt_text: `A mug, take ${n}` }),
      read: (answer) => answer.alt_text,
      expected: (n) => `A mug, take ${n}`,
    },
  ];

  it.each(cases)('$name: saved against its version, refused against an older one', async (c) => {
    const url = await c.make();
    const read = await call('GET', url);
    const first = read.headers.etag as string;
    expect(first).toMatch(/^"\d+"$/);

    const saved = await call('PUT', url, c.change(1), first);
    expect(saved.statusCode, saved.body).toBe(200);
    const second = saved.headers.etag as string;
    expect(second).toMatch(/^"\d+"$/);
    expect(second).not.toBe(first);

    // A second owner still holding the first version is told, and nothing is overwritten.
    const stale = await call('PUT', url, c.change(2), first);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'rest_edit_conflict' });
    const after = await call('GET', url);
    expect(c.read(after.json())).toEqual(c.expected(1));
    expect(after.headers.etag).toBe(second);

    // No If-Match: WordPress's own clients keep working as before.
    const plain = await call('PUT', url, c.change(3));
    expect(plain.statusCode).toBe(200);
    expect(c.read((await call('GET', url)).json())).toEqual(c.expected(3));
  });
});
