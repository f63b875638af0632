// The client speaking the platform API's (WordPress's) conventions, against a small local server
// that answers as the spec says a WordPress server does, so each rule is seen on the wire: the
// nonce header, the locale, Basic credentials, the nonce refresh, whole lists and media uploads.
// The same behaviours against our real server: apps/server/src/platform-api/typed-client.test.ts.
import { describe, expect, it } from 'vitest';
import { createPinwheelClient, nextLink, type PinwheelClientOptions } from './index.ts';
import { apiFailureOf } from './testing/api-failure.ts';
import { standIn, type Answer, type Received } from './testing/stand-in-server.ts';

const NONCE_PATH = '/wp-admin/admin-ajax.php?action=rest-nonce';

function clientFor(baseUrl: string, options: PinwheelClientOptions = {}) {
  return createPinwheelClient({ baseUrl, sleep: async () => {}, ...options });
}

/** Answers the nonce endpoint with `nonce-<n>` as text, anything else with `answer`. */
function wordPress(answer: (request: Received, index: number) => Answer) {
  let issued = 0;
  return standIn((request, index) => {
    if (request.url === NONCE_PATH) {
      issued += 1;
      return { status: 200, raw: `nonce-${issued}`, headers: { 'content-type': 'text/plain' } };
    }
    return answer(request, index);
  });
}

const wire = (request: Received) =>
  `${request.headers['x-http-method-override'] ?? request.method} ${request.url} ${
    request.headers['x-wp-nonce'] ?? '-'
  }`;

describe('calls to /wp-json', () => {
  it('carry X-WP-Nonce on reads and writes, fetched once from the nonce endpoint, and _locale=user', async () => {
    const server = await wordPress(() => ({ status: 200, body: { id: 'p-1' } }));
    const client = clientFor(server.baseUrl);
    await client.request('GET', '/wp-json/wc/v3/products/p-1');
    await client.request('PUT', '/wp-json/wc/v3/products/p-1', { body: { name: 'Mug' } });
    await client.request('GET', '/wp-json/wc/v3/products', { query: { _locale: 'he' } });
    expect(server.received.map(wire)).toEqual([
      `GET ${NONCE_PATH} -`,
      'GET /wp-json/wc/v3/products/p-1?_locale=user nonce-1',
      'PUT /wp-json/wc/v3/products/p-1?_locale=user nonce-1',
      'GET /wp-json/wc/v3/products?_locale=he nonce-1',
    ]);
    expect(server.received[2]).toMatchObject({ method: 'POST', body: '{"name":"Mug"}' });
    expect(server.received[1]?.headers['x-pinwheel-nonce']).toBeUndefined();
  });

  it('send an application password as Basic auth, and no nonce beside it', async () => {
    const server = await wordPress(() => ({ status: 200, body: [] }));
    const client = clientFor(server.baseUrl, {
      auth: { username: 'owner@shop.test', password: 'abcd EFGH 1234 ijkl' },
    });
    await client.request('GET', '/wp-json/wp/v2/posts');
    expect(server.received.map(wire)).toEqual(['GET /wp-json/wp/v2/posts?_locale=user -']);
    expect(server.received[0]?.headers.authorization).toBe(
      `Basic ${btoa('owner@shop.test:abcd EFGH 1234 ijkl')}`,
    );
  });

  it('go without a nonce when the nonce endpoint has none to give (nobody signed in)', async () => {
    const server = await standIn((request) =>
      request.url === NONCE_PATH
        ? { status: 400, raw: '0' }
        : { status: 200, body: [{ id: 'p-1' }] },
    );
    const client = clientFor(server.baseUrl);
    await expect(client.request('GET', '/wp-json/wc/v3/products')).resolves.toEqual([
      { id: 'p-1' },
    ]);
    expect(server.received.map(wire)).toEqual([
      `GET ${NONCE_PATH} -`,
      'GET /wp-json/wc/v3/products?_locale=user -',
    ]);
  });

  it('fetch a fresh nonce after 403 rest_cookie_invalid_nonce and send the call again, once', async () => {
    const server = await wordPress((request) =>
      request.headers['x-wp-nonce'] === 'nonce-1'
        ? { status: 200, body: { deleted: true } }
        : {
            status: 403,
            body: {
              code: 'rest_cookie_invalid_nonce',
              message: 'Cookie check failed',
              data: { status: 403 },
            },
          },
    );
    const client = clientFor(server.baseUrl, { nonce: 'stale' });
    await expect(client.request('DELETE', '/wp-json/wp/v2/posts/1')).resolves.toEqual({
      deleted: true,
    });
    expect(server.received.map(wire)).toEqual([
      'DELETE /wp-json/wp/v2/posts/1?_locale=user stale',
      `GET ${NONCE_PATH} -`,
      'DELETE /wp-json/wp/v2/posts/1?_locale=user nonce-1',
    ]);
    expect(client.getNonce()).toBe('nonce-1');
  });

  it('report a refusal that comes back after the refresh as it is', async () => {
    const server = await wordPress(() => ({
      status: 403,
      body: {
        code: 'rest_cookie_invalid_nonce',
        message: 'Cookie check failed',
        data: { status: 403 },
      },
    }));
    const client = clientFor(server.baseUrl, { nonce: 'stale' });
    const failure = await apiFailureOf(client.request('GET', '/wp-json/wp/v2/posts'));
    expect(failure).toMatchObject({ status: 403, code: 'rest_cookie_invalid_nonce' });
    expect(server.received).toHaveLength(3);
  });
});

describe('per_page=-1', () => {
  it('asks for pages of 100 and follows the Link next pages to the end', async () => {
    const items = Array.from({ length: 250 }, (_, index) => ({ id: index + 1 }));
    const server = await wordPress((request) => {
      const url = new URL(request.url, 'http://stand.in');
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page'));
      const pages = Math.ceil(items.length / perPage);
      const headers: Record<string, string> = { 'x-wp-total': String(items.length) };
      if (page < pages) {
        url.searchParams.set('page', String(page + 1));
        headers.link = `<http://${request.headers.host}${url.pathname}${url.search}>; rel="next"`;
      }
      return { status: 200, body: items.slice((page - 1) * perPage, page * perPage), headers };
    });
    const client = clientFor(server.baseUrl);
    // A plain call is the one page the server gave.
    const first = await client.request('GET', '/wp-json/wc/v3/products', {
      query: { per_page: 100 },
    });
    expect(first).toHaveLength(100);

    const whole = await (client.get as (path: string, options: object) => Promise<unknown[]>)(
      '/wp-json/wc/v3/products',
      { query: { per_page: -1, status: 'publish' } },
    );
    expect(whole).toEqual(items);
    expect(server.received.slice(-3).map((r) => r.url)).toEqual([
      '/wp-json/wc/v3/products?per_page=100&status=publish&_locale=user',
      '/wp-json/wc/v3/products?per_page=100&status=publish&_locale=user&page=2',
      '/wp-json/wc/v3/products?per_page=100&status=publish&_locale=user&page=3',
    ]);
  });

  it('reads rel="next" out of a Link header with other relations', () => {
    expect(
      nextLink('<https://a.test/x?page=1>; rel="prev", <https://a.test/x?page=3>; rel="next"'),
    ).toBe('https://a.test/x?page=3');
    expect(nextLink('<https://a.test/x?page=1>; rel="prev"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });
});

describe('media uploads', () => {
  const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
  const failed = (id: string): Answer => ({
    status: 500,
    body: { code: 'rest_upload_image_error', message: 'Sizes failed', data: { status: 500 } },
    headers: { 'x-wp-upload-attachment-id': id },
  });

  it('asks the server to finish the picture after a 5xx, and answers the item it finishes', async () => {
    let postProcesses = 0;
    const server = await wordPress((request) => {
      if (request.url.startsWith('/wp-json/wp/v2/media?')) return failed('42');
      postProcesses += 1;
      return postProcesses <= 2
        ? failed('42')
        : { status: 200, body: { id: 42, alt_text: 'A mug' } };
    });
    const client = clientFor(server.baseUrl, { nonce: 'n1' });
    const item = await client.media.upload({
      file: jpeg,
      filename: 'mug.jpg',
      fields: { alt_text: 'A mug' },
    });
    expect(item).toEqual({ id: 42, alt_text: 'A mug' });
    const calls = server.received.map(wire);
    expect(calls).toEqual([
      'POST /wp-json/wp/v2/media?_locale=user n1',
      ...Array(3).fill('POST /wp-json/wp/v2/media/42/post-process?_locale=user n1'),
    ]);
    expect(server.received[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(server.received[0]?.body).toContain('filename="mug.jpg"');
    expect(server.received[1]?.body).toBe('{"action":"create-image-subsizes"}');
  });

  it('gives up after five tries, deletes the item and fails with post_process', async () => {
    const server = await wordPress((request) =>
      request.headers['x-http-method-override'] === 'DELETE'
        ? { status: 200, body: { deleted: true } }
        : failed('7'),
    );
    const client = clientFor(server.baseUrl, { nonce: 'n1' });
    const failure = await apiFailureOf(client.media.upload({ file: jpeg, filename: 'big.jpg' }));
    expect(failure).toMatchObject({
      status: 500,
      code: 'post_process',
      message:
        'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    expect(server.received.map(wire)).toEqual([
      'POST /wp-json/wp/v2/media?_locale=user n1',
      ...Array(5).fill('POST /wp-json/wp/v2/media/7/post-process?_locale=user n1'),
      'DELETE /wp-json/wp/v2/media/7?force=true&_locale=user n1',
    ]);
  });

  it('reports a refused upload (no attachment id) as the server words it', async () => {
    const server = await wordPress(() => ({
      status: 400,
      body: { code: 'rest_upload_no_data', message: 'No data supplied.', data: { status: 400 } },
    }));
    const client = clientFor(server.baseUrl, { nonce: 'n1' });
    const failure = await apiFailureOf(client.media.upload({ file: jpeg }));
    expect(failure).toMatchObject({ status: 400, code: 'rest_upload_no_data' });
    expect(server.received).toHaveLength(1);
  });
});

describe('typed calls', () => {
  it('put the path parameters into the path, encoded', async () => {
    const server = await wordPress(() => ({ status: 200, body: {} }));
    const client = clientFor(server.baseUrl, { nonce: 'n1' });
    const get = client.get as (path: string, options: object) => Promise<unknown>;
    await get('/wp-json/wc/v3/products/{id}', { params: { id: 'p 1/x' } });
    expect(server.received[0]?.url).toBe('/wp-json/wc/v3/products/p%201%2Fx?_locale=user');
    await expect(get('/wp-json/wc/v3/products/{id}', {})).rejects.toThrow(
      /needs a value for \{id\}/,
    );
  });
});
