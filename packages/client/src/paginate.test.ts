// Pagination against a stand-in list endpoint shaped as every platform list endpoint will be.
import { describe, expect, it } from 'vitest';
import { createPinwheelClient, type Page } from './index.ts';
import { standIn } from './testing/stand-in-server.ts';

interface Product {
  id: string;
}

const products: Product[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

/** Pages of `limit` products; the cursor is the id after which the next page starts. */
function listEndpoint() {
  return standIn((request) => {
    const url = new URL(request.url, 'http://stand.in');
    const limit = Number(url.searchParams.get('limit') ?? 2);
    const after = url.searchParams.get('cursor');
    const start = after ? products.findIndex((p) => p.id === after) + 1 : 0;
    const items = products.slice(start, start + limit);
    const last = items.at(-1);
    const page: Page<Product> = {
      items,
      nextCursor: last && start + limit < products.length ? last.id : null,
    };
    return { status: 200, body: page };
  });
}

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of iterator) all.push(item);
  return all;
}

describe('paginate', () => {
  it('yields every item across pages, passing the cursor and the caller’s parameters', async () => {
    const server = await listEndpoint();
    const client = createPinwheelClient({ baseUrl: server.baseUrl });
    const all = await collect(client.paginate<Product>('/api/products', { limit: 2 }));
    expect(all).toEqual(products);
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/products?limit=2',
      '/api/products?limit=2&cursor=b',
      '/api/products?limit=2&cursor=d',
    ]);
  });

  it('fetches the next page only when the caller reads past the current one', async () => {
    const server = await listEndpoint();
    const client = createPinwheelClient({ baseUrl: server.baseUrl });
    for await (const product of client.paginate<Product>('/api/products', { limit: 2 })) {
      if (product.id === 'b') break;
    }
    expect(server.received).toHaveLength(1);
  });

  it('ends on an empty last page', async () => {
    const server = await standIn(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    const client = createPinwheelClient({ baseUrl: server.baseUrl });
    expect(await collect(client.paginate('/api/products'))).toEqual([]);
  });

  it('stops with malformed_response when the server repeats a cursor', async () => {
    const server = await standIn(() => ({
      status: 200,
      body: { items: [{ id: 'a' }], nextCursor: 'same' },
    }));
    const client = createPinwheelClient({ baseUrl: server.baseUrl });
    await expect(collect(client.paginate('/api/products'))).rejects.toMatchObject({
      code: 'malformed_response',
    });
    expect(server.received).toHaveLength(2);
  });

  it('stops with malformed_response when an answer is not a page', async () => {
    const server = await standIn(() => ({ status: 200, body: [{ id: 'a' }] }));
    const client = createPinwheelClient({ baseUrl: server.baseUrl });
    await expect(collect(client.paginate('/api/products'))).rejects.toMatchObject({
      code: 'malformed_response',
    });
  });
});
