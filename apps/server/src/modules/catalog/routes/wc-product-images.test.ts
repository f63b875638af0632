// Product pictures through the platform API, on both databases: a picture uploaded to the media
// library (wp/v2/media) is named by its id in a product's `images` and a variation's `image`; the
// product answers it with that id and its address, and the product page shows it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { saveAttribute } from '../repo.ts';

const PRODUCTS = '/wp-json/wc/v3/products';

describe.each(testEngines())('wc/v3 product images on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let owner: RestOwner;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-product-images-'));
    t = await createTestApp(engine, {}, { DATA_DIR: dataDir });
    // One attribute, not the demo shop: the demo would draw all its pictures into the data dir.
    await saveAttribute(t.database.db, {
      id: 'attr-color',
      slug: 'color',
      name: 'Colour',
      swatch_kind: 'label',
      terms: [{ id: 'term-sand', slug: 'sand', name: 'Sand' }],
    });
    owner = await restOwner(t.app);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(name: string, background: string): Promise<string> {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .png()
      .toBuffer();
    const answer = await t.app.inject({
      method: 'POST',
      url: `/wp-json/wp/v2/media?alt_text=${encodeURIComponent(`${name} alt`)}`,
      headers: {
        ...owner.headers,
        'content-type': 'image/png',
        'content-disposition': `attachment; filename="${name}.png"`,
      },
      payload: bytes,
    });
    expect(answer.statusCode).toBe(201);
    return String(answer.json().id);
  }

  it('names library pictures by id, and the product page shows them', async () => {
    const front = await upload('front', '#a33');
    const back = await upload('back', '#33a');
    const created = await owner.request('POST', PRODUCTS, {
      name: 'Picture Jug',
      type: 'variable',
      attributes: [{ id: 'attr-color', options: ['Sand'] }],
      images: [
        { id: back, position: 1 },
        { id: front, position: 0, alt: 'The front' },
      ],
      variations: [
        {
          regular_price: '18',
          image: { id: back },
          attributes: [{ id: 'attr-color', option: 'Sand' }],
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.images).toMatchObject([
      {
        id: front,
        alt: 'The front',
        position: 0,
        src: expect.stringMatching(/^http:\/\/[^/]+\/media\/[a-f0-9]+\/w\d+\.webp$/),
      },
      { id: back, alt: 'back alt', position: 1 },
    ]);
    const [variation] = (await owner.request('GET', `${PRODUCTS}/${product.id}/variations`)).json();
    expect(variation.image).toMatchObject({ id: back });

    const page = await t.app.catalog.productPage('en', 'picture-jug');
    expect(page?.images.map((image) => image.alt)).toEqual(['The front', 'back alt']);
    // The variation shows its own picture, the gallery's second.
    expect(page?.variations[0]?.imageIndex).toBe(1);
  });
});
