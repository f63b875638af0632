// Images on disk: originals kept, sub-sizes made with sharp once and served with a year's cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseListingQuery } from '@pinwheel/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { imageSrcSet } from './image-store.ts';

describe('images and their sub-sizes', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-media-'));
    t = await createTestApp('sqlite', {}, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an uploaded original and serves a smaller WebP of it, cached for a year', async () => {
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const stored = await t.app.images.save(png);
    expect(stored).toMatchObject({ width: 900, height: 600 });
    expect(fs.existsSync(path.join(dataDir, 'media', stored.key, 'original.png'))).toBe(true);

    const response = await t.app.inject(`/media/${stored.key}/w480.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 320 });
    // Never wider than the original: no w1200 in its srcset.
    expect(imageSrcSet(stored.key, 900)).toBe(
      `/media/${stored.key}/w240.webp 240w, /media/${stored.key}/w480.webp 480w, /media/${stored.key}/w800.webp 800w`,
    );
  });

  it('writes a generated original on first request only', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#c33"/></svg>';
    const key = t.app.images.provideSvg(svg);
    expect(fs.existsSync(path.join(dataDir, 'media', key))).toBe(false);
    const response = await t.app.inject(`/media/${key}/w240.webp`);
    expect(response.statusCode).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'media', key, 'original.svg'), 'utf8')).toBe(svg);
  });

  it('serves several sizes of a generated picture asked at once (a gallery and its thumbnails)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#3c3"/></svg>';
    const key = t.app.images.provideSvg(svg);
    const answers = await Promise.all(
      [240, 480, 800, 240].map((width) => t.app.inject(`/media/${key}/w${width}.webp`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });

  it("draws the demo's pictures in a process that did not seed them (a restart)", async () => {
    await t.app.demo.seedIfEmpty();
    const query = parseListingQuery(new URLSearchParams());
    const products = (await t.app.catalog.listing('en', {}, query, 100)).items;
    const posts = await t.app.content.latestPosts('en', 6);
    // Another process on the same data dir that never seeded (its own database is empty).
    const second = await createTestApp('sqlite', {}, { DATA_DIR: dataDir });
    try {
      for (const src of [...products, ...posts].map((item) => item.image?.src ?? '/missing')) {
        expect((await second.app.inject(src)).statusCode, src).toBe(200);
      }
    } finally {
      await second.close();
    }
  });

  it('answers 404 for unknown keys and sizes we do not make', async () => {
    expect((await t.app.inject('/media/0123456789abcdef0123/w480.webp')).statusCode).toBe(404);
    const stored = await t.app.images.save(
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    expect((await t.app.inject(`/media/${stored.key}/w481.webp`)).statusCode).toBe(404);
    expect((await t.app.inject('/media/../../etc/passwd')).statusCode).toBe(404);
    expect((await t.app.inject('/media/NOTAKEY/w480.webp')).statusCode).toBe(400);
  });
});
