// Media uploads with a progress report, through XMLHttpRequest as a browser page makes them, against
// the local stand-in server: the same nonce header, method and multipart body as fetch sends, the
// answer read as every other, a stale nonce refreshed and the upload sent again, and the progress
// ending at the whole file. happy-dom's XMLHttpRequest sends real HTTP but reports no progress of
// its own while sending; Chromium's per-chunk reports are seen in e2e/admin-kit.test.ts.
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createPinwheelClient } from './index.ts';
import { apiFailureOf } from './testing/api-failure.ts';
import { standIn, type Answer, type Received } from './testing/stand-in-server.ts';
import type { UploadProgress } from './xhr-fetch.ts';

const NONCE_PATH = '/wp-admin/admin-ajax.php?action=rest-nonce';
const bytes = new Uint8Array(2048).fill(0xff);
const jpeg = new Blob([bytes], { type: 'image/jpeg' });

let window: Window | undefined;
const real = { XMLHttpRequest: globalThis.XMLHttpRequest, FormData: globalThis.FormData };

/**
 * Puts a browser's XMLHttpRequest and FormData, at the stand-in's origin, where the client looks
 * for them (a browser's XMLHttpRequest encodes only its own FormData as multipart).
 */
function browserAt(baseUrl: string) {
  window = new Window({ url: `${baseUrl}/admin/media` });
  globalThis.XMLHttpRequest = window.XMLHttpRequest as unknown as typeof XMLHttpRequest;
  globalThis.FormData = window.FormData as unknown as typeof FormData;
  return new window.Blob([bytes], { type: 'image/jpeg' }) as unknown as Blob;
}

afterEach(async () => {
  globalThis.XMLHttpRequest = real.XMLHttpRequest;
  globalThis.FormData = real.FormData;
  await window?.happyDOM.close();
  window = undefined;
});

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

describe('media.upload with onProgress', () => {
  it('sends through XMLHttpRequest with the nonce, and reports the whole file sent', async () => {
    const server = await wordPress(() => ({
      status: 201,
      body: { id: 'm-1', source_url: '/media/m-1.jpg' },
      headers: { 'x-request-id': 'r-1' },
    }));
    const file = browserAt(server.baseUrl);
    const client = createPinwheelClient({ baseUrl: server.baseUrl, nonce: 'n1' });
    const progress: UploadProgress[] = [];
    const item = await client.media.upload({
      file,
      filename: 'mug.jpg',
      fields: { alt_text: 'A mug' },
      onProgress: (step) => progress.push(step),
    });
    expect(item).toEqual({ id: 'm-1', source_url: '/media/m-1.jpg' });
    const [sent] = server.received;
    expect(sent).toMatchObject({ method: 'POST', url: '/wp-json/wp/v2/media?_locale=user' });
    expect(sent?.headers['x-wp-nonce']).toBe('n1');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
    // (happy-dom's FormData names every Blob "blob"; a browser's sends the filename given.)
    expect(sent?.body).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
    expect(sent?.body).toContain('A mug');
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
    expect(progress.at(-1)?.total).toBeGreaterThanOrEqual(jpeg.size);
  });

  it('refreshes a stale nonce and sends the file again, as every call does', async () => {
    const server = await wordPress((request) =>
      request.headers['x-wp-nonce'] === 'stale'
        ? {
            status: 403,
            body: {
              code: 'rest_cookie_invalid_nonce',
              message: 'Cookie check failed',
              data: { status: 403 },
            },
          }
        : { status: 201, body: { id: 'm-2' } },
    );
    const file = browserAt(server.baseUrl);
    const client = createPinwheelClient({ baseUrl: server.baseUrl, nonce: 'stale' });
    const item = await client.media.upload({ file, filename: 'a.jpg', onProgress: () => {} });
    expect(item).toEqual({ id: 'm-2' });
    expect(server.received.map((r) => r.headers['x-wp-nonce'] ?? '-')).toEqual([
      'stale',
      '-',
      'nonce-1',
    ]);
  });

  it('answers a refusal as the server words it', async () => {
    const server = await wordPress(() => ({
      status: 400,
      body: {
        code: 'rest_upload_unknown_type',
        message: 'Sorry, you are not allowed to upload this file type.',
        data: { status: 400 },
      },
    }));
    const file = browserAt(server.baseUrl);
    const client = createPinwheelClient({ baseUrl: server.baseUrl, nonce: 'n1' });
    const progress: UploadProgress[] = [];
    const failure = await apiFailureOf(
      client.media.upload({ file, filename: 'a.exe', onProgress: (p) => progress.push(p) }),
    );
    expect(failure).toMatchObject({ status: 400, code: 'rest_upload_unknown_type' });
  });

  it('without XMLHttpRequest (Node) uploads with fetch and reports once, when sent', async () => {
    const server = await wordPress(() => ({ status: 201, body: { id: 'm-3' } }));
    const client = createPinwheelClient({ baseUrl: server.baseUrl, nonce: 'n1' });
    const progress: UploadProgress[] = [];
    await client.media.upload({
      file: jpeg,
      filename: 'a.jpg',
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([{ loaded: jpeg.size, total: jpeg.size }]);
  });
});
