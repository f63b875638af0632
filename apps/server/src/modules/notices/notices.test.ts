// Recent-purchase notices on both databases: the owner's settings saved and read through
// pinwheel/v1, templates refused when saved (an unknown placeholder, an unbalanced brace, no
// product) with nothing changed, and the visitor call answering from real orders placed by the
// checkout service (billing first name and place base64, the time of the order) or generated from
// the owner's lists, the visitor's country read from the header the shop names, behind the
// display protocol's client-id gate with CORS open.
import { fromBase64Text, DEFAULT_NOTICE_SETTINGS } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import type { Site } from '../sites/index.ts';

const path = '/wp-json/pinwheel/v1/settings/notices';
const MUG = 7001;
const address = {
  first_name: '<img src=x onerror=alert(1)>',
  last_name: 'Levi',
  company: '',
  address_1: 'Herzl 1',
  address_2: '',
  city: 'תל אביב',
  state: 'CA',
  postcode: '94105',
  country: 'US',
};

describe.each(testEngines())('recent-purchase notices on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let site: Site;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'notice-mug',
      slug: 'notice-mug',
      title: 'Notice Mug',
      variations: [{ id: MUG, price: 1990, stock: 10, sku: 'NMUG-1' }],
    });
    site = (await t.app.sites.create(
      {
        name: 'Mugs',
        allowed_domains: ['mugs.example'],
        monthly_view_limit: null,
        is_freemium: false,
        is_restricted: false,
      },
      1_000,
    ))!;
  });
  afterAll(() => t.close());

  const visitorCall = (headers: Record<string, string> = {}, lang = 'en') =>
    t.app.inject({
      url: `/api/display/notices?client_id=${site.clientId}&lang=${lang}`,
      headers: { origin: 'https://mugs.example', ...headers },
    });

  it('answers nothing to show while notices are off, with CORS open to the site', async () => {
    const answer = await visitorCall();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json()).toMatchObject({ enabled: false, products: [] });
    // The same for everyone while off: kept by the browser for five minutes, not asked per page.
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refuses an unknown client id and a host the site does not allow', async () => {
    const unknown = await t.app.inject('/api/display/notices?client_id=nobody');
    expect(unknown.statusCode).toBe(404);
    const elsewhere = await visitorCall({ origin: 'https://evil.example' });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a template with an unknown placeholder, a lone brace or no product, changing nothing', async () => {
    const before = (await owner.request('GET', path)).json();
    expect(before).toEqual(DEFAULT_NOTICE_SETTINGS);
    for (const message of [
      '{first_name} bought {product} {when}',
      '{first_name bought {product}',
      'Someone bought something',
    ]) {
      const refused = await owner.request('PUT', path, { ...before, messages: [message] });
      const refusedHe = await owner.request('PUT', path, { ...before, messages_he: [message] });
      expect(refusedHe.statusCode).toBe(400);
      expect(Object.keys(refusedHe.json().data.params)).toEqual(['messages_he']);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().data.params)).toEqual(['messages']);
    }
    const custom = await owner.request('PUT', path, {
      ...before,
      message_custom: '{count} watching',
      message_number_min: 9,
      message_number_max: 2,
    });
    expect(Object.keys(custom.json().data.params).sort()).toEqual([
      'message_custom',
      'message_number_max',
    ]);
    const generatedEmpty = await owner.request('PUT', path, { ...before, source: 'generated' });
    expect(Object.keys(generatedEmpty.json().data.params).sort()).toEqual(['names', 'products']);
    expect((await owner.request('GET', path)).json()).toEqual(before);
  });

  it('answers real recent orders: the product, the buyer billing name and place base64, the time', async () => {
    const placedAt = Date.now();
    const placed = await t.app.orders.placeOrder({
      lines: [{ variationId: MUG, quantity: 1 }],
      details: {
        email: 'buyer@mugs.test',
        phone: '+1 415 555 0100',
        billing: address,
        shipping: address,
        shipToDifferentAddress: false,
        shippingMethod: 'flat_rate',
        paymentMethod: 'bank_transfer',
        note: '',
      },
      attribution: {},
      lang: 'en',
      now: placedAt,
    });
    expect(placed.ok).toBe(true);
    const settings = { ...DEFAULT_NOTICE_SETTINGS, enabled: true, source: 'orders' };
    const saved = await owner.request('PUT', path, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(settings);

    const answer = (await visitorCall()).json();
    expect(answer.enabled).toBe(true);
    expect(answer.settings.messages).toEqual(settings.messages);
    expect(answer.products).toHaveLength(1);
    const [notice] = answer.products;
    expect(notice.title).toBe('Notice Mug');
    expect(notice.url).toMatch(/\/product\/notice-mug$/);
    expect(notice.time).toBe(Math.floor(placedAt / 1000));
    // On the wire, base64; decoded, exactly what the buyer typed (markup stays text for the widget).
    expect(notice.first_name).toBe(Buffer.from(address.first_name).toString('base64'));
    expect(fromBase64Text(notice.first_name)).toBe(address.first_name);
    expect(fromBase64Text(notice.city)).toBe('תל אביב');
    expect(fromBase64Text(notice.state)).toBe('California');
    expect(fromBase64Text(notice.country)).toBe('United States');
    const hebrew = (await visitorCall({}, 'he')).json().products[0];
    expect(fromBase64Text(hebrew.country)).toBe('ארצות הברית');

    // A Hebrew page gets the Hebrew templates and custom text; an empty Hebrew custom text
    // falls back on the English one.
    expect((await visitorCall({}, 'he')).json().settings.messages).toEqual(settings.messages_he);
    const hebrewSettings = {
      ...settings,
      messages_he: ['{product_with_link} נקנה {time_ago}. {custom}'],
      message_custom_he: 'עוד {number} במלאי',
      message_custom: '{number} left',
    };
    expect((await owner.request('PUT', path, hebrewSettings)).statusCode).toBe(200);
    const inHebrew = (await visitorCall({}, 'he')).json().settings;
    expect([inHebrew.messages, inHebrew.message_custom]).toEqual([
      ['{product_with_link} נקנה {time_ago}. {custom}'],
      'עוד {number} במלאי',
    ]);
    const inEnglish = (await visitorCall()).json().settings;
    expect([inEnglish.messages, inEnglish.message_custom]).toEqual([
      settings.messages,
      '{number} left',
    ]);
    await owner.request('PUT', path, { ...hebrewSettings, message_custom_he: '' });
    expect((await visitorCall({}, 'he')).json().settings.message_custom).toBe('{number} left');
    // A client that does not know the Hebrew fields keeps them as they are.
    const { messages_he: _messages, message_custom_he: _custom, ...withoutHebrew } = settings;
    const kept = await owner.request('PUT', path, withoutHebrew);
    expect(kept.json().messages_he).toEqual(hebrewSettings.messages_he);
    await owner.request('PUT', path, settings);

    // Billing off: the product and time only, no name or place of the buyer.
    await owner.request('PUT', path, { ...settings, billing: false });
    const anonymous = (await visitorCall()).json().products[0];
    expect([anonymous.first_name, anonymous.city, anonymous.country]).toEqual(['', '', '']);
    expect(anonymous.time).toBe(Math.floor(placedAt / 1000));
  });

  it("generates notices from the owner's lists, naming the visitor's country from the shop's header", async () => {
    const settings = {
      ...DEFAULT_NOTICE_SETTINGS,
      enabled: true,
      source: 'generated',
      products: ['notice-mug'],
      names: ['Noa', 'Sam'],
      cities: ['Haifa'],
      country: 'Israel',
    };
    expect((await owner.request('PUT', path, settings)).statusCode).toBe(200);
    const answer = (await visitorCall({ 'cf-ipcountry': 'FR' })).json();
    expect(answer.products).toHaveLength(30);
    for (const notice of answer.products) {
      expect(notice.title).toBe('Notice Mug');
      expect(notice.time).toBeUndefined();
      expect(['Noa', 'Sam']).toContain(fromBase64Text(notice.first_name));
      expect(fromBase64Text(notice.city)).toBe('Haifa');
      expect(fromBase64Text(notice.country)).toBe('Israel');
    }
    // Detection on: the header the shop names decides the country; an unknown code does not.
    await owner.request('PUT', path, { ...settings, detect: true, detect_header: 'CF-IPCountry' });
    expect((await owner.request('GET', path)).json().detect_header).toBe('cf-ipcountry');
    const detected = (await visitorCall({ 'cf-ipcountry': 'FR' })).json().products[0];
    expect(fromBase64Text(detected.country)).toBe('France');
    const unknown = (await visitorCall({ 'cf-ipcountry': 'XX' })).json().products[0];
    expect(fromBase64Text(unknown.country)).toBe('Israel');
    expect((await visitorCall({ 'cf-ipcountry': 'FR' })).json().visitor_country).toBe('FR');
    // Without a header: the server's own GeoIP database, then the code the browser remembered.
    expect((await owner.request('PUT', path, { ...settings, detect: true })).statusCode).toBe(200);
    const fromGeoip = await t.app.inject({
      url: `/api/display/notices?client_id=${site.clientId}&lang=en`,
      headers: { origin: 'https://mugs.example' },
      remoteAddress: '8.8.8.8',
    });
    expect(fromGeoip.json().visitor_country).toBe('US');
    expect(fromBase64Text(fromGeoip.json().products[0].country)).toBe('United States');
    const remembered = await t.app.inject({
      url: `/api/display/notices?client_id=${site.clientId}&lang=he&country=de`,
      headers: { origin: 'https://mugs.example' },
    });
    expect(remembered.json().visitor_country).toBe('DE');
    expect(fromBase64Text(remembered.json().products[0].country)).toBe('גרמניה');
    // A loopback address finds no country, and a made-up remembered code is not believed.
    const nowhere = await t.app.inject({
      url: `/api/display/notices?client_id=${site.clientId}&lang=en&country=ZZ`,
      headers: { origin: 'https://mugs.example' },
    });
    expect(nowhere.json().visitor_country).toBeUndefined();
    expect(fromBase64Text(nowhere.json().products[0].country)).toBe('Israel');
  });
});
