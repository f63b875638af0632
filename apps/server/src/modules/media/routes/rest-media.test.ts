// wp/v2/media as a WordPress client uses it, on both databases: uploads (multipart and raw), the
// files they leave, lists with WordPress's paging headers, reads, updates, deletes, refusals, and
// the post-process protocol for an upload whose sizes could not be made.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { multipartBody, signInOwnerClient } from '../../../testing/owner-client.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { openRawConnection, statusOf } from '../../../testing/raw-connection.ts';
import { imageKeyFor } from '../image-store.ts';
import { MEDIA_UPLOAD_MAX_BYTES } from '../incoming-uploads.ts';

const megabyte = 1024 * 1024;

const picture = (width: number, height: number, background = '#3a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A JPEG cut off halfway: its header (type, size) reads, its pixels do not decode. */
async function truncatedJpeg(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 800,
      height: 500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

describe.each(testEngines())('wp/v2/media (%s)', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let owner: RestOwner;
  const mediaDir = () => path.join(dataDir, 'media');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-media-api-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.test' });
    owner = await restOwner(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadMultipart = async (
    bytes: Buffer,
    name: string,
    type = 'image/png',
    fields: Array<[string, string]> = [],
  ) => {
    const body = await multipartBody([...fields, ['file', { name, type, content: bytes }]]);
    return t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      headers: { ...owner.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadRaw = (bytes: Buffer, headers: Record<string, string>, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/wp-json/wp/v2/media${query}`,
      headers: { ...owner.headers, ...headers },
      payload: bytes,
    });
  const incomingLeft = () =>
    fs.existsSync(path.join(mediaDir(), '.incoming'))
      ? fs.readdirSync(path.join(mediaDir(), '.incoming'))
      : [];

  it('takes a multipart upload, makes its sizes at once and answers WordPress’s attachment', async () => {
    const bytes = await picture(900, 600);
    const key = imageKeyFor(bytes);
    const answer = await uploadMultipart(bytes, 'Summer linen.png', 'image/png', [
      ['alt_text', 'A folded linen shirt'],
      ['caption', 'Our summer linen'],
    ]);
    expect(answer.statusCode).toBe(201);
    const item = answer.json();
    expect(answer.headers.location).toBe(`https://shop.test/wp-json/wp/v2/media/${item.id}`);
    expect(item).toMatchObject({
      status: 'inherit',
      type: 'attachment',
      media_type: 'image',
      mime_type: 'image/png',
      title: { raw: 'Summer_linen', rendered: 'Summer_linen' },
      alt_text: 'A folded linen shirt',
      caption: { raw: 'Our summer linen', rendered: '<p>Our summer linen</p>\n' },
      source_url: `https://shop.test/media/${key}/w800.webp`,
      post: null,
      pinwheel_used_by: [],
      media_details: {
        width: 900,
        height: 600,
        filesize: bytes.length,
        file: `${key}/original.png`,
      },
    });
    expect(Object.keys(item.media_details.sizes)).toEqual(['w240', 'w480', 'w800', 'full']);
    expect(item.media_details.sizes.w480).toEqual({
      file: `${key}/w480.webp`,
      width: 480,
      height: 320,
      mime_type: 'image/webp',
      source_url: `https://shop.test/media/${key}/w480.webp`,
    });
    // Made at upload, not on first request.
    for (const width of [240, 480, 800]) {
      expect(fs.statSync(path.join(mediaDir(), key, `w${width}.webp`)).isFile()).toBe(true);
    }
    expect(fs.existsSync(path.join(mediaDir(), key, 'w1200.webp'))).toBe(false);
    expect(incomingLeft()).toEqual([]);

    const original = await t.app.inject(`/media/${key}/original.png`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.rawPayload.equals(bytes)).toBe(true);
  });

  it('takes the raw bytes with Content-Disposition, fields in the query, as WordPress does', async () => {
    const bytes = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#a33' },
    })
      .jpeg()
      .toBuffer();
    const answer = await uploadRaw(
      bytes,
      {
        'content-type': 'image/jpeg',
        'content-disposition': 'attachment; filename="red mug.jpeg"',
      },
      '?alt_text=A%20red%20mug&title=Red%20mug',
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      title: { raw: 'Red mug' },
      alt_text: 'A red mug',
      mime_type: 'image/jpeg',
      media_details: { width: 300, height: 300 },
    });
    // Smaller than the smallest size: one size, no wider than itself.
    expect(answer.json().media_details.sizes.w240).toMatchObject({ width: 240, height: 240 });
  });

  it('refuses a raw body without its headers in WordPress’s words', async () => {
    const bytes = await picture(50, 50);
    const noDisposition = await uploadRaw(bytes, { 'content-type': 'image/png' });
    expect(noDisposition.statusCode).toBe(400);
    expect(noDisposition.json().code).toBe('rest_upload_no_content_disposition');
    const badDisposition = await uploadRaw(bytes, {
      'content-type': 'image/png',
      'content-disposition': "attachment; filename*=UTF-8''a.png",
    });
    expect(badDisposition.json().code).toBe('rest_upload_invalid_disposition');
    const empty = await uploadRaw(Buffer.alloc(0), {
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename=a.png',
    });
    expect(empty.json().code).toBe('rest_upload_no_data');
    const headers = {
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename=a.png',
    };
    const damaged = await uploadRaw(bytes, { ...headers, 'content-md5': '0'.repeat(32) });
    expect(damaged.statusCode).toBe(412);
    expect(damaged.json().code).toBe('rest_upload_hash_mismatch');
    const md5 = createHash('md5').update(bytes).digest('hex');
    const whole = await uploadRaw(bytes, { ...headers, 'content-md5': md5 });
    expect(whole.statusCode).toBe(201);
    expect(incomingLeft()).toEqual([]);
    // A JSON body is a raw body to WordPress too: without a file name it is refused as such.
    const noFile = await owner.request('POST', '/wp-json/wp/v2/media', { title: 'nothing' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().code).toBe('rest_upload_no_content_disposition');
  });

  it('judges a file by its bytes: a PHP script named .jpg, or an SVG, is refused and not kept', async () => {
    const before = await owner.request('GET', '/wp-json/wp/v2/media');
    const script = Buffer.from('<?php echo shell_exec($_GET["c"]); ?>');
    const php = await uploadMultipart(script, 'holiday.jpg', 'image/jpeg');
    expect(php.statusCode).toBe(400);
    expect(php.json()).toMatchObject({
      code: 'rest_upload_sniffed_bad_type',
      data: { status: 400, params: { file: expect.any(String) } },
    });
    const svg = await uploadRaw(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      { 'content-type': 'image/svg+xml', 'content-disposition': 'attachment; filename=x.svg' },
    );
    expect(svg.json().code).toBe('rest_upload_sniffed_bad_type');
    const after = await owner.request('GET', '/wp-json/wp/v2/media');
    expect(after.headers['x-wp-total']).toBe(before.headers['x-wp-total']);
    expect(incomingLeft()).toEqual([]);
    expect(fs.existsSync(path.join(mediaDir(), imageKeyFor(script)))).toBe(false);
  });

  it('lists newest first with WordPress’s paging headers and links', async () => {
    for (const colour of ['#111', '#222', '#333']) {
      expect(
        (await uploadMultipart(await picture(260, 260, colour), `c${colour}.png`)).statusCode,
      ).toBe(201);
    }
    const all = await owner.request('GET', '/wp-json/wp/v2/media?per_page=100');
    const total = Number(all.headers['x-wp-total']);
    expect(total).toBe(all.json().length);
    expect(total).toBeGreaterThanOrEqual(5);
    const page = await owner.request('GET', '/wp-json/wp/v2/media?per_page=2&page=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-wp-total']).toBe(String(total));
    expect(page.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 2)));
    expect(page.headers.link).toContain('rel="prev"');
    expect(page.json().map((item: { id: string }) => item.id)).toEqual(
      all
        .json()
        .slice(2, 4)
        .map((item: { id: string }) => item.id),
    );
    const searched = await owner.request('GET', '/wp-json/wp/v2/media?search=red%20mug');
    expect(searched.json().map((item: { alt_text: string }) => item.alt_text)).toEqual([
      'A red mug',
    ]);
    const jpegs = await owner.request('GET', '/wp-json/wp/v2/media?mime_type=image/jpeg');
    expect(jpegs.headers['x-wp-total']).toBe('1');
  });

  it('reads one item, changes its alt text and caption in both languages, and says 404 for none', async () => {
    const id = (await uploadMultipart(await picture(400, 200, '#0af'), 'sky.png')).json().id;
    const updated = await owner.request('POST', `/wp-json/wp/v2/media/${id}`, {
      alt_text: 'Blue sky',
      caption: { raw: 'Line one\nLine <two>' },
      translations: { he: { alt_text: 'שמיים כחולים' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      alt_text: 'Blue sky',
      caption: {
        raw: 'Line one\nLine <two>',
        rendered: '<p>Line one<br />\nLine &lt;two&gt;</p>\n',
      },
      translations: { he: { alt_text: 'שמיים כחולים', caption: null } },
    });
    const patched = await owner.request('PATCH', `/wp-json/wp/v2/media/${id}`, { title: 'Sky' });
    expect(patched.json()).toMatchObject({ title: { raw: 'Sky' }, alt_text: 'Blue sky' });
    const read = await owner.request('GET', `/wp-json/wp/v2/media/${id}`);
    expect(read.json()).toMatchObject({ title: { raw: 'Sky' }, alt_text: 'Blue sky' });
    expect((await t.app.media.findByIds([id]))[0]).toMatchObject({
      alt: 'Blue sky',
      altHe: 'שמיים כחולים',
    });

    const bad = await owner.request('POST', `/wp-json/wp/v2/media/${id}`, { alt_text: 'a\u0000b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { alt_text: expect.any(String) } },
    });
    const missing = await owner.request('GET', '/wp-json/wp/v2/media/m-nothing');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('rest_post_invalid_id');
  });

  it('deletes only with force=true, and removes the files when no other item shows them', async () => {
    const bytes = await picture(300, 200, '#fa0');
    const key = imageKeyFor(bytes);
    const first = (await uploadMultipart(bytes, 'a.png')).json();
    const second = (await uploadMultipart(bytes, 'b.png')).json();
    expect(second.media_details.file).toBe(first.media_details.file);

    const trash = await owner.request('DELETE', `/wp-json/wp/v2/media/${first.id}`);
    expect(trash.statusCode).toBe(501);
    expect(trash.json().code).toBe('rest_trash_not_supported');

    const deleted = await owner.request('DELETE', `/wp-json/wp/v2/media/${first.id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ deleted: true, previous: { id: first.id } });
    expect((await owner.request('GET', `/wp-json/wp/v2/media/${first.id}`)).statusCode).toBe(404);
    // The other item shows the same bytes: they stay.
    expect((await t.app.inject(`/media/${key}/w240.webp`)).statusCode).toBe(200);

    await owner.request('DELETE', `/wp-json/wp/v2/media/${second.id}?force=true`);
    expect(fs.existsSync(path.join(mediaDir(), key))).toBe(false);
  });

  it('keeps an upload whose sizes cannot be made, says so with its id, and lets it be deleted', async () => {
    const broken = await truncatedJpeg();
    const answer = await uploadRaw(broken, {
      'content-type': 'image/jpeg',
      'content-disposition': 'attachment; filename=cut.jpg',
    });
    expect(answer.statusCode).toBe(500);
    const id = answer.headers['x-wp-upload-attachment-id'] as string;
    expect(id).toMatch(/^m-/);
    // Kept: the client may retry post-processing, which fails the same way for these bytes.
    expect(
      (await owner.request('GET', `/wp-json/wp/v2/media/${id}`)).json().media_details.sizes,
    ).toEqual({
      full: expect.objectContaining({ mime_type: 'image/jpeg' }),
    });
    const retried = await owner.request('POST', `/wp-json/wp/v2/media/${id}/post-process`, {
      action: 'create-image-subsizes',
    });
    expect(retried.statusCode).toBe(500);
    expect(retried.headers['x-wp-upload-attachment-id']).toBe(id);
    const key = imageKeyFor(broken);
    expect(
      fs.readdirSync(path.join(mediaDir(), key)).filter((name) => name.includes('partial')),
    ).toEqual([]);

    expect(
      (await owner.request('DELETE', `/wp-json/wp/v2/media/${id}?force=true`)).statusCode,
    ).toBe(200);
    expect(fs.existsSync(path.join(mediaDir(), key))).toBe(false);
  });

  it('finishes an upload with post-process once what stopped its sizes is gone', async () => {
    const bytes = await picture(500, 500, '#5a5');
    const key = imageKeyFor(bytes);
    // A directory where a size's file must go: the disk refuses the file, as a full one would.
    fs.mkdirSync(path.join(mediaDir(), key, 'w480.webp'), { recursive: true });
    const answer = await uploadMultipart(bytes, 'green.png');
    expect(answer.statusCode).toBe(500);
    const id = answer.headers['x-wp-upload-attachment-id'] as string;

    const action = { action: 'create-image-subsizes' };
    const wrong = await owner.request('POST', `/wp-json/wp/v2/media/${id}/post-process`, {
      action: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    fs.rmdirSync(path.join(mediaDir(), key, 'w480.webp'));
    const done = await owner.request('POST', `/wp-json/wp/v2/media/${id}/post-process`, action);
    expect(done.statusCode).toBe(200);
    expect(Object.keys(done.json().media_details.sizes)).toEqual(['w240', 'w480', 'full']);
    expect(done.json().source_url).toBe(`https://shop.test/media/${key}/w480.webp`);
    expect(fs.statSync(path.join(mediaDir(), key, 'w480.webp')).isFile()).toBe(true);
    const unknown = await owner.request('POST', '/wp-json/wp/v2/media/m-none/post-process', action);
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the demo’s pictures, says what shows them, and keeps one in use from deletion', async () => {
    await t.app.demo.seedIfEmpty();
    const list = await owner.request(
      'GET',
      '/wp-json/wp/v2/media?per_page=100&mime_type=image/svg%2Bxml',
    );
    expect(list.statusCode).toBe(400); // SVG is not an upload type, so not a filter either
    const all = await owner.request('GET', '/wp-json/wp/v2/media?per_page=100');
    const demo = all
      .json()
      .filter((item: { pinwheel_used_by: unknown[] }) => item.pinwheel_used_by.length > 0);
    const posts = await t.app.content.latestPosts('en', 6);
    expect(demo.length).toBeGreaterThan(posts.length);
    const kinds = new Set(
      demo.flatMap((item: { pinwheel_used_by: Array<{ kind: string }> }) =>
        item.pinwheel_used_by.map((use) => use.kind),
      ),
    );
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['post', 'product']));
    const postItem = demo.find((item: { pinwheel_used_by: Array<{ kind: string }> }) =>
      item.pinwheel_used_by.some((use) => use.kind === 'post'),
    );
    expect(postItem).toMatchObject({
      media_details: { width: 1200, height: 750 },
      mime_type: 'image/svg+xml',
    });
    expect((await t.app.inject(new URL(postItem.source_url).pathname)).statusCode).toBe(200);

    const refused = await owner.request('DELETE', `/wp-json/wp/v2/media/${postItem.id}?force=true`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'rest_media_in_use',
      data: { used_by: postItem.pinwheel_used_by },
    });
    // Adopting again (another process starting) adds nothing.
    expect(await t.app.media.adoptShownPictures()).toBe(0);
    const [ref] = await t.app.media.findByKeys([postItem.media_details.file.split('/')[0]]);
    expect(ref).toEqual({
      id: postItem.id,
      imageKey: postItem.media_details.file.split('/')[0],
      width: 1200,
      height: 750,
      alt: postItem.alt_text,
      altHe: null,
      caption: '',
      sourceUrl: new URL(postItem.source_url).pathname,
      mimeType: 'image/svg+xml',
    });
  });

  it('says which popups show a picture, and keeps it while they do', async () => {
    const item = (await uploadMultipart(await picture(640, 400, '#c3a'), 'banner.png')).json();
    const admin = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    const site = (await admin.request('POST', '/api/admin/sites', { name: 'Shop' })).json().site;
    const src = new URL(item.media_details.sizes.w480.source_url).pathname;
    const created = await admin.request('POST', `/api/admin/sites/${site.id}/popups`, {
      status: 'live',
      popup: {
        poptin_name: 'Spring banner',
        poptin_target: 'lead',
        poptin_type: 'lightbox',
        poptin_format: 'format_1',
        poptin_size: { width: 800, height: 500 },
        design_properties: { poptin_location: 'center' },
        design: { blocks: [{ type: 'image', src, alt: 'Spring' }] },
      },
    });
    expect(created.statusCode).toBe(201);
    const popupId = created.json().popup.id;
    const read = await owner.request('GET', `/wp-json/wp/v2/media/${item.id}`);
    expect(read.json().pinwheel_used_by).toEqual([
      { kind: 'popup', id: popupId, title: 'Spring banner' },
    ]);
    const refused = await owner.request('DELETE', `/wp-json/wp/v2/media/${item.id}?force=true`);
    expect(refused.statusCode).toBe(409);
    expect((await admin.request('DELETE', `/api/admin/popups/${popupId}`)).statusCode).toBe(204);
    const deleted = await owner.request('DELETE', `/wp-json/wp/v2/media/${item.id}?force=true`);
    expect(deleted.statusCode).toBe(200);
  });

  describe('a body over the upload limit', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening on a port');
      port = address.port;
    });
    const head = (framing: string) =>
      `POST /wp-json/wp/v2/media HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      Object.entries(owner.headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `Content-Type: image/png\r\nContent-Disposition: attachment; filename=big.png\r\n${framing}\r\n\r\n`;

    it('is refused with 413 before a byte is read when its length says so', async () => {
      const connection = await openRawConnection(port);
      await connection.write(head(`Content-Length: ${MEDIA_UPLOAD_MAX_BYTES + 1}`));
      const answer = await connection.answered;
      expect(statusOf(answer)).toBe(413);
      expect(answer).toContain('rest_upload_file_too_big');
      expect(answer.toLowerCase()).toContain('connection: close');
      await connection.closed;
    });

    it('is cut off with 413 as soon as a chunked one passes it, and nothing of it is kept', async () => {
      const connection = await openRawConnection(port);
      let answer: string | null = null;
      void connection.answered.then((text) => (answer = text));
      await connection.write(head('Transfer-Encoding: chunked'));
      const chunk = (bytes: Buffer) =>
        Buffer.concat([
          Buffer.from(`${bytes.length.toString(16)}\r\n`),
          bytes,
          Buffer.from('\r\n'),
        ]);
      await connection.write(chunk(await picture(20, 20)));
      const filler = chunk(Buffer.alloc(64 * 1024, 7));
      // Never ends on its own: only the server's answer stops it (or 200 MB, far past the cap).
      while (answer === null && connection.written() < 200 * megabyte)
        await connection.write(filler);
      expect(statusOf(answer!)).toBe(413);
      expect(answer!).toContain('rest_upload_file_too_big');
      expect(connection.written()).toBeLessThan(MEDIA_UPLOAD_MAX_BYTES + 16 * megabyte);
      await connection.closed;
      expect(incomingLeft()).toEqual([]);
    });

    it('deletes what it received of an upload whose sender went away mid-file', async () => {
      const connection = await openRawConnection(port);
      await connection.write(head(`Content-Length: ${4 * megabyte}`));
      await connection.write(Buffer.alloc(512 * 1024, 1));
      await expect.poll(() => incomingLeft().length).toBe(1);
      connection.drop();
      await expect.poll(() => incomingLeft()).toEqual([]);
    });
  });

  it('sweeps at start what a stopped process left half-received, and nothing still arriving', async () => {
    const incoming = path.join(mediaDir(), '.incoming');
    fs.mkdirSync(incoming, { recursive: true });
    fs.writeFileSync(path.join(incoming, 'old'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(incoming, 'old'), twoHoursAgo, twoHoursAgo);
    fs.writeFileSync(path.join(incoming, 'fresh'), 'x');
    expect(await t.app.media.sweepLeftovers()).toBe(1);
    expect(incomingLeft()).toEqual(['fresh']);
    fs.rmSync(path.join(incoming, 'fresh'));
  });

  it('is in the OpenAPI document', async () => {
    const document = await t.app.inject('/api/docs');
    expect(document.statusCode).toBe(200);
    const paths = document.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/wp-json/wp/v2/media',
        '/wp-json/wp/v2/media/{id}',
        '/wp-json/wp/v2/media/{id}/post-process',
      ]),
    );
    expect(paths['/wp-json/wp/v2/media'].post.tags).toEqual(['wp/v2 media']);
  });

  it('answers nobody but the owner', async () => {
    expect((await t.app.inject('/wp-json/wp/v2/media')).statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media',
      headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename=a.png' },
      payload: await picture(10, 10),
    });
    expect(upload.statusCode).toBe(401);
  });
});
