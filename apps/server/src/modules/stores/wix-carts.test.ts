// The Wix cart in the display answer (spec §3 wix_cart_details), against a local HTTP server
// speaking Wix's cart API (GET /ecom/v1/carts/{id}, the key in Authorization, the site in
// wix-site-id): the cart's lines and subtotal for a connected site, nothing for a site without a
// connection or an id that is not Wix's, and for a Wix that fails, times out or answers something
// else than a cart: the popups as usual, no 5xx, one warning line per failed read.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import type { Site } from '../sites/index.ts';

const CART_ID = '5c3f4a1e-8d2b-4c6e-9f10-2a3b4c5d6e7f';
const WIX_SITE_ID = 'a1b2c3d4-0000-4000-8000-0123456789ab';
const API_KEY = 'IST.wix-test-key-0123456789';

/** Wix's answer for CART_ID, trimmed to what matters plus fields we do not read. */
const wixCart = {
  cart: {
    id: CART_ID,
    currency: 'USD',
    lineItems: [
      {
        id: '00000000-0000-0000-0000-000000000001',
        quantity: 2,
        rootCatalogItemId: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e',
        productName: { original: 'Enamel mug', translated: 'Enamel mug' },
        catalogReference: { catalogItemId: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e' },
        price: { amount: '12.50', formattedAmount: '$12.50' },
      },
      { id: 'a-line-without-a-product', quantity: 1 },
    ],
    subtotal: { amount: '25.00', convertedAmount: '25.00', formattedAmount: '$25.00' },
  },
};

/** POST /api/display/{clientId}, form-encoded as the loader sends it. */
function requestDisplay(
  app: TestApp['app'],
  clientId: string,
  fields: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/display/${clientId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      domain: 'shop.test',
      if_mobile: '0',
      poptin_viewed_url: 'https://shop.test/products/mug',
      cookies: JSON.stringify({
        visitor_id: 'visitor-1',
        seen: [],
        closed: [],
        converted: [],
        embedded: [],
        frequency: {},
      }),
      ...fields,
    }).toString(),
  });
}

type Behaviour = (request: IncomingMessage, response: ServerResponse) => void;

interface WixCall {
  path: string | undefined;
  authorization: string | undefined;
  site: string | undefined;
}

describe.each(testEngines())('the Wix cart in the display answer on %s', (engine) => {
  let wix: Server;
  let behaviour: Behaviour;
  const calls: WixCall[] = [];
  const logLines: Array<{ level: number; msg: string; siteId?: string }> = [];
  let t: TestApp;
  let connected: Site;
  let unconnected: Site;
  let popupId: string;

  const display = (site: Site, cartId = CART_ID) =>
    requestDisplay(t.app, site.clientId, { wix_cart_id: cartId, store_integration: 'wix' });
  const warnings = () => logLines.filter((line) => line.msg.startsWith('Wix cart not read'));

  beforeAll(async () => {
    wix = createServer((request, response) => {
      calls.push({
        path: request.url,
        authorization: request.headers.authorization,
        site: request.headers['wix-site-id'] as string | undefined,
      });
      behaviour(request, response);
    });
    await new Promise<void>((resolve) => wix.listen(0, '127.0.0.1', resolve));
    const { port } = wix.address() as AddressInfo;
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => logLines.push(JSON.parse(line)) },
    );
    t = await createTestApp(
      engine,
      { logger },
      {
        WIX_API_URL: `http://127.0.0.1:${port}`,
        WIX_API_TIMEOUT_MS: '1000',
      },
    );
    const plan = { monthly_view_limit: null, is_freemium: false, is_restricted: false };
    connected = (await t.app.sites.create({
      name: 'Wix mugs',
      allowed_domains: ['shop.test'],
      ...plan,
    }))!;
    unconnected = (await t.app.sites.create({
      name: 'Plain',
      allowed_domains: ['shop.test'],
      ...plan,
    }))!;
    expect(
      await t.app.stores.saveWixConnection(connected.id, {
        wixSiteId: WIX_SITE_ID,
        apiKey: API_KEY,
      }),
    ).toBe(true);
    const popup = await t.app.display.createPopup(connected.id, {
      status: 'live',
      popup: {
        poptin_name: 'Cart offer',
        poptin_target: 'lead',
        poptin_type: 'lightbox',
        poptin_format: 'format_1',
        poptin_size: { width: 800, height: 500 },
        design_properties: { poptin_location: 'center' },
      },
    });
    if (typeof popup === 'string' || !('id' in popup)) throw new Error('no popup');
    popupId = popup.id;
  });
  afterAll(async () => {
    await t.close();
    wix.closeAllConnections();
    await new Promise((resolve) => wix.close(resolve));
  });
  beforeEach(() => {
    calls.length = 0;
    logLines.length = 0;
    behaviour = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(wixCart));
    };
  });

  it("answers the connected site's Wix cart: its product lines and subtotal, read with the site's key", async () => {
    const answer = await display(connected);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.display).toBe('allowed');
    expect(body.poptins.map((popup: { poptin_id: string }) => popup.poptin_id)).toEqual([popupId]);
    expect(body.wix_cart_details).toEqual({
      lineItems: [
        {
          rootCatalogItemId: 'df19c1f7-07d8-a265-42f8-e8dfa824cc6e',
          productName: { original: 'Enamel mug' },
        },
      ],
      subtotal: { amount: '25.00' },
    });
    expect(calls).toEqual([
      { path: `/ecom/v1/carts/${CART_ID}`, authorization: API_KEY, site: WIX_SITE_ID },
    ]);
  });

  it('asks Wix nothing for a site without a connection, a page without a cart id, or an id that is not Wix’s', async () => {
    for (const answer of [
      await display(unconnected),
      await requestDisplay(t.app, connected.clientId),
      await display(connected, '../../admin'),
    ]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().display).toBe('allowed');
      expect(answer.json()).not.toHaveProperty('wix_cart_details');
    }
    expect(calls).toEqual([]);
  });

  it('answers no cart details when Wix has no such cart (404), without a warning', async () => {
    behaviour = (_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        '{"message":"Cart not found","details":{"applicationError":{"code":"CART_NOT_FOUND"}}}',
      );
    };
    const answer = await display(connected);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).not.toHaveProperty('wix_cart_details');
    expect(warnings()).toEqual([]);
  });

  const failures: Array<[string, Behaviour]> = [
    [
      'an error status',
      (_request, response) => {
        response.writeHead(503);
        response.end('upstream unavailable');
      },
    ],
    [
      'a body that is not JSON',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('<html>maintenance</html>');
      },
    ],
    [
      'JSON that is not a cart',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ cart: { lineItems: 'many', subtotal: { amount: 'free' } } }));
      },
    ],
    [
      'an answer over 512 KB',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(`{"cart":{"note":"${'x'.repeat(600 * 1024)}"}}`);
      },
    ],
    [
      'no answer within the timeout',
      (_request, response) => {
        // Headers never come: the display call must not wait for them.
        response.on('close', () => response.destroy());
      },
    ],
  ];

  it.each(failures)(
    'answers the popups without cart details when Wix sends %s, and logs it once',
    async (_name, failing) => {
      behaviour = failing;
      const answer = await display(connected);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.display).toBe('allowed');
      expect(body.poptins).toHaveLength(1);
      expect(body).not.toHaveProperty('wix_cart_details');
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]!.siteId).toBe(connected.id);
    },
  );

  it('keeps the key in use when the owner changes only the Wix site id', async () => {
    const moved = 'ffffffff-0000-4000-8000-0123456789ab';
    expect(await t.app.stores.saveWixConnection(connected.id, { wixSiteId: moved })).toBe(true);
    await display(connected);
    expect(calls).toEqual([
      { path: `/ecom/v1/carts/${CART_ID}`, authorization: API_KEY, site: moved },
    ]);
    // A site without a key cannot be connected without one.
    expect(await t.app.stores.saveWixConnection(unconnected.id, { wixSiteId: moved })).toBe(false);
    await t.app.stores.saveWixConnection(connected.id, { wixSiteId: WIX_SITE_ID });
  });

  it('stops reading the cart once the owner removes the connection', async () => {
    expect(await t.app.stores.removeWixConnection(connected.id)).toBe(true);
    const answer = await display(connected);
    expect(answer.json()).not.toHaveProperty('wix_cart_details');
    expect(calls).toEqual([]);
    await t.app.stores.saveWixConnection(connected.id, { wixSiteId: WIX_SITE_ID, apiKey: API_KEY });
  });
});
