// The typed client's media upload against the real server on a real port (both databases): when
// the server cannot make a picture's sizes it answers 500 with X-WP-Upload-Attachment-ID, and the
// client asks it to finish (post-process) up to five times, then deletes the item and fails with
// post_process. Two real failures: a size's file the disk refuses (a directory where it must go,
// as a full disk would), gone after the second retry; and a JPEG cut in half, which never decodes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, createPinwheelClient, type FetchFunction } from '@pinwheel/client';
import { apiFailureOf } from '@pinwheel/client/testing/api-failure';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngines } from '../testing/test-database.ts';

const email = 'owner@media-client.test';
const password = 'media client password';

const picture = (background: string) =>
  sharp({ create: { width: 500, height: 500, channels: 3, background } })
    .png()
    .toBuffer();

/** A JPEG cut off halfway: its header (type, size) reads, its pixels do not decode. */
async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 800,
      height: 500,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

describe.each(testEngines())('media uploads through the typed client on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-media-client-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    await t.app.accounts.ensureOwner({ email, password });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A signed-in owner's client, `onAnswer` told of every answer as it arrives. */
  async function ownerClient(onAnswer: (call: string, status: number) => void = () => {}) {
    const watching: FetchFunction = async (input, init) => {
      const response = await fetch(input, init);
      const headers = new Headers(init.headers);
      const method = headers.get('x-http-method-override') ?? init.method ?? 'GET';
      const url = new URL(input);
      onAnswer(
        `${method} ${url.pathname}${url.search.replace(/[?&]_locale=user/, '')}`,
        response.status,
      );
      return response;
    };
    const client = createPinwheelClient({ baseUrl, cookieJar: new CookieJar(), fetch: watching });
    await client.session.signIn(email, password);
    return client;
  }

  const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

  it('finishes a picture whose sizes failed twice, on the third post-process', async () => {
    const bytes = await picture('#36a');
    const setUp = await ownerClient();
    // The picture's key (its folder) is known from a first upload, deleted again.
    const first = await setUp.media.upload({
      file: blob(bytes, 'image/png'),
      filename: 'a.png',
    });
    const key = first.media_details.file.split('/')[0]!;
    await setUp.request('DELETE', `/wp-json/wp/v2/media/${first.id}`, { query: { force: true } });
    const blocked = path.join(dataDir, 'media', key, 'w480.webp');
    fs.mkdirSync(blocked, { recursive: true });

    const calls: string[] = [];
    let postProcessFailures = 0;
    const client = await ownerClient((call, status) => {
      calls.push(`${call} ${status}`);
      if (!call.endsWith('/post-process') || status !== 500) return;
      postProcessFailures += 1;
      // The disk takes the file again after the second retry failed.
      if (postProcessFailures === 2) fs.rmSync(blocked, { recursive: true });
    });
    calls.length = 0;
    const item = await client.media.upload({
      file: blob(bytes, 'image/png'),
      filename: 'blue.png',
      fields: { alt_text: 'A blue square' },
    });
    expect(item.alt_text).toBe('A blue square');
    expect(Object.keys(item.media_details.sizes)).toEqual(
      expect.arrayContaining(['w240', 'w480', 'full']),
    );
    expect(calls).toEqual([
      'POST /wp-json/wp/v2/media 500',
      `POST /wp-json/wp/v2/media/${item.id}/post-process 500`,
      `POST /wp-json/wp/v2/media/${item.id}/post-process 500`,
      `POST /wp-json/wp/v2/media/${item.id}/post-process 200`,
    ]);
    expect(fs.statSync(path.join(dataDir, 'media', key, 'w480.webp')).isFile()).toBe(true);
  });

  it('deletes a picture whose sizes never come, after five tries, and fails with post_process', async () => {
    const calls: string[] = [];
    const client = await ownerClient((call, status) => calls.push(`${call} ${status}`));
    calls.length = 0;
    const failure = await apiFailureOf(
      client.media.upload({ file: blob(await truncatedJpeg(), 'image/jpeg'), filename: 'cut.jpg' }),
    );
    expect(failure).toMatchObject({
      status: 500,
      code: 'post_process',
      message:
        'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
    });
    const id = /media\/([^/]+)\/post-process/.exec(calls[1]!)?.[1];
    expect(calls).toEqual([
      'POST /wp-json/wp/v2/media 500',
      ...Array(5).fill(`POST /wp-json/wp/v2/media/${id}/post-process 500`),
      `DELETE /wp-json/wp/v2/media/${id}?force=true 200`,
    ]);
    const gone = await apiFailureOf(client.request('GET', `/wp-json/wp/v2/media/${id}`));
    expect(gone.status).toBe(404);
  });
});
