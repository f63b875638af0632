// Pictures on categories and attribute terms through the platform API, on both databases: a
// picture uploaded to the media library (wp/v2/media) is given by its id, answered as
// WooCommerce's image object, shown by the product page's swatch, counted as in use by the
// library (which then refuses to delete it), and removed with `image: null`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const CATEGORIES = '/wp-json/wc/v3/products/categories';
const PATTERN_TERMS = '/wp-json/wc/v3/products/attributes/attr-pattern/terms';

describe.each(testEngines())('category and term pictures on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let dataDir: string;
  let picture: { id: string; source_url: string };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-taxonomy-images-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
    const bytes = await sharp({
      create: { width: 320, height: 320, channels: 3, background: '#4a7' },
    })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/media?alt_text=Green%20weave',
      headers: {
        ...owner.headers,
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="weave.png"',
      },
      payload: bytes,
    });
    expect(upload.statusCode).toBe(201);
    picture = upload.json();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sets a category picture by media id, answers it, and removes it', async () => {
    const set = await owner.request('PUT', `${CATEGORIES}/cat-desk`, {
      image: { id: picture.id },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().image).toEqual({
      id: picture.id,
      src: picture.source_url,
      name: '',
      alt: 'Green weave',
    });
    const listed = await owner.request('GET', `${CATEGORIES}?include=cat-desk`);
    expect(listed.json()[0].image.id).toBe(picture.id);

    const inUse = await owner.request('DELETE', `/wp-json/wp/v2/media/${picture.id}?force=true`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().data.used_by).toContainEqual({
      kind: 'category',
      id: 'cat-desk',
      title: 'Desk',
    });

    const unknown = await owner.request('PUT', `${CATEGORIES}/cat-desk`, {
      image: { id: 'no-such-media' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.params.image).toBe('No media item has this id.');

    const removed = await owner.request('PUT', `${CATEGORIES}/cat-desk`, { image: null });
    expect(removed.json().image).toBeNull();
  });

  it("sets a term's swatch picture, which the product page shows", async () => {
    const set = await owner.request('PUT', `${PATTERN_TERMS}/term-pattern-dots`, {
      image: { id: picture.id },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().image).toMatchObject({ id: picture.id, alt: 'Green weave' });
    const key = new URL(picture.source_url, 'http://localhost').pathname.split('/')[2];

    const mug = await t.app.catalog.productPage('en', 'stoneware-mug');
    const dots = mug?.attributes
      .find((attribute) => attribute.slug === 'pattern')
      ?.terms.find((term) => term.slug === 'dots');
    expect(dots?.image?.src).toContain(`/media/${key}/`);

    // Demo swatches whose pictures the library holds answer with their item too.
    const stripes = await owner.request('GET', `${PATTERN_TERMS}/term-pattern-stripes`);
    expect(stripes.json().image.src).toMatch(/^http:\/\/[^/]+\/media\//);
  });
});
