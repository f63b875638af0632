// pinwheel/v1 `popups/{id}/recommendations` (the editor's preview) on both databases: the selection
// being edited answered with the same items the widget's call gets, in the language asked; no
// products for the categories that need a visitor; prices left out while the price password is
// on, as they are for visitors; signed-out callers, unknown popups and bad selections refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const v1 = '/wp-json/pinwheel/v1';

describe.each(testEngines())('the editor’s recommendations preview on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let popupId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await restOwner(t.app);
    const [site] = (await owner.request('GET', `${v1}/sites`)).json();
    const created = await owner.request('POST', `${v1}/sites/${site.id}/popups`, {
      popup: {
        poptin_name: 'Goes well with',
        poptin_target: 'click',
        poptin_type: 'lightbox',
        poptin_format: 'format_1',
        poptin_size: { width: 800, height: 500 },
        design_properties: { poptin_location: 'center' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    popupId = created.json().id;
  });
  afterAll(() => t.close());

  const preview = (body: object, id = popupId) =>
    owner.request('POST', `${v1}/popups/${id}/recommendations`, body);
  const manual = { category: 'manual', manual_products: ['prod-brass-pen', 'prod-wall-clock'] };

  it('answers the products of the selection being edited, as the widget gets them', async () => {
    const answer = await preview({ lang: 'en', selection: manual });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().currency).toBe('USD');
    const [pen, clock] = answer.json().products;
    expect(pen).toMatchObject({
      product_id: 'prod-brass-pen',
      title: 'Brass Pen',
      price: '38.00',
      compare_at_price: '48.00',
      url: expect.stringMatching(/^http:\/\/[^/]+\/product\//),
    });
    expect(clock.product_id).toBe('prod-wall-clock');
    const hebrew = (await preview({ lang: 'he', selection: manual })).json();
    expect(hebrew.products[0].title).not.toBe('Brass Pen');
    // Nobody is browsing the editor: what a visitor with no history gets, nothing.
    const visited = await preview({ lang: 'en', selection: { category: 'last_visited' } });
    expect(visited.json().products).toEqual([]);
  });

  it('leaves prices out while the price password hides them from visitors', async () => {
    await t.app.catalog.pricePassword.save({ enabled: true, password: 'let me see prices' });
    try {
      const [pen] = (await preview({ lang: 'en', selection: manual })).json().products;
      expect(pen.title).toBe('Brass Pen');
      expect(pen).not.toHaveProperty('price');
    } finally {
      await t.app.catalog.pricePassword.save({ enabled: false });
    }
  });

  it('refuses a signed-out caller, an unknown popup and a bad selection', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `${v1}/popups/${popupId}/recommendations`,
      payload: { lang: 'en', selection: manual },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await preview({ lang: 'en', selection: manual }, 'aaaaaaaaaaaaa')).statusCode).toBe(
      404,
    );
    const bad = await preview({ lang: 'en', selection: { category: 'anything' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.params).toHaveProperty(['selection.category']);
  });
});
