import { gunzipSync } from 'node:zlib';
import { displayRefusal } from '@pinwheel/core';
import { DISPLAY_BODY_LIMIT_BYTES } from '../../../server-constants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { DEMO_CLIENT_ID } from '../../sites/index.ts';
import { DEMO_POPUP_IDS, demoPopups } from '../demo-popups.ts';
import { popupTypes } from '../popup-schema.ts';
import { clickAnswer, displayAnswer } from './protocol-schemas.ts';
import {
  createDemoAppWithOwner,
  createPopup,
  createSite,
  popupBody,
  requestDisplay,
  visitorState,
  type OwnerClient,
} from '../testing/display-fixtures.ts';

const idsOf = (response: { json(): { poptins: Array<{ poptin_id: string }> } }) =>
  response.json().poptins.map((popup) => popup.poptin_id);

describe.each(testEngines())('POST /api/display/{clientId} on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ t, owner } = await createDemoAppWithOwner(engine));
  });
  afterAll(() => t.close());

  it("answers the demo site's live popups in the spec's display response", async () => {
    const response = await requestDisplay(t.app, DEMO_CLIENT_ID, {
      poptin_forms_id: DEMO_POPUP_IDS.embedded,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body)).toEqual([
      'display',
      'poptins',
      'if_freemium',
      'country',
      'country_code',
      'cc',
      'ip',
      'lang',
      'is_client_restriction',
      'client_restriction_setting',
    ]);
    expect(body).toMatchObject({
      display: 'allowed',
      if_freemium: 0,
      country: 'United States',
      country_code: 'US',
      // 127.0.0.1 has no GeoIP answer: US is the default guess, so cc (remembered by the
      // browser for a year) stays empty.
      cc: '',
      ip: '127.0.0.1',
      lang: 'en',
      is_client_restriction: 0,
      client_restriction_setting: null,
    });
    const ids = idsOf(response);
    // One variant of the A/B test; the mobile popup is for phones; the content popup is for blog pages.
    expect(ids.filter((id: string) => id.startsWith('demolightbox'))).toHaveLength(1);
    expect(ids).not.toContain(DEMO_POPUP_IDS.mobile);
    expect(ids).not.toContain(DEMO_POPUP_IDS.content);
    expect(ids).toContain(DEMO_POPUP_IDS.embedded);
    expect(ids).toContain(DEMO_POPUP_IDS.gamified);
    const gamified = body.poptins.find(
      (p: { poptin_id: string }) => p.poptin_id === DEMO_POPUP_IDS.gamified,
    );
    // Lean: what targeting and triggers need; the content is at poptin_url.
    expect(gamified).toMatchObject({
      poptin_type: 'gamified',
      account_id: DEMO_CLIENT_ID,
      display_after_exit_website_active: 'yes',
    });
    expect(gamified).not.toHaveProperty('poptin');
    expect(gamified).not.toHaveProperty('gamified_prize');
    expect(gamified.poptin_url).toMatch(
      new RegExp(`^/api/display/content/${DEMO_CLIENT_ID}/${DEMO_POPUP_IDS.gamified}/[\\w-]+$`),
    );
    const content = await t.app.inject(gamified.poptin_url);
    expect(content.statusCode).toBe(200);
    expect(content.json()).toMatchObject({
      poptin_id: DEMO_POPUP_IDS.gamified,
      poptin_size: { width: 600, height: 950 },
    });
    expect(content.json().gamified_prize).toHaveLength(4);
    // What is sent is what the OpenAPI document says, field for field (the schemas are strict).
    expect(() => displayAnswer.parse(body)).not.toThrow();
  });

  it('answers every refusal in the documented shape too', async () => {
    const refused = await requestDisplay(t.app, 'no-such-client');
    expect(() => displayAnswer.parse(refused.json())).not.toThrow();
    const click = await t.app.inject(`/api/display/click/${DEMO_POPUP_IDS.lightbox}`);
    expect(() => clickAnswer.parse(click.json())).not.toThrow();
    // A field the document does not name would fail: the check is not vacuous.
    expect(() => displayAnswer.parse({ ...(refused.json() as object), extra: 1 })).toThrow();
  });

  it('seeds live demo popups of every type with 13-character ids', async () => {
    const rows = await t.database.db
      .selectFrom('popups')
      .select(['id', 'type', 'status'])
      .execute();
    const types = new Set(rows.map((row) => row.type));
    for (const type of popupTypes) expect(types).toContain(type);
    expect(rows).toHaveLength(demoPopups.length);
    expect(rows.every((row) => row.id.length === 13 && row.status === 'live')).toBe(true);
  });

  it('targets with what the server knows: device, page, frequency and engagement', async () => {
    const mobile = await requestDisplay(t.app, DEMO_CLIENT_ID, { if_mobile: '1' });
    expect(idsOf(mobile)).toContain(DEMO_POPUP_IDS.mobile);
    const blog = await requestDisplay(t.app, DEMO_CLIENT_ID, {
      poptin_viewed_url: 'https://shop.test/blog/caring-for-linen',
    });
    expect(idsOf(blog)).toContain(DEMO_POPUP_IDS.content);
    // The gamified popup is once a visitor: a visitor who saw it does not get it again.
    const seen = await requestDisplay(t.app, DEMO_CLIENT_ID, {
      cookies: visitorState({ seen: [DEMO_POPUP_IDS.gamified] }),
    });
    expect(idsOf(seen)).not.toContain(DEMO_POPUP_IDS.gamified);
    // The bar needs a cart with something in it: the loader decides that, after each change of
    // the cart on the page too, so it gets the bar with an empty cart as well.
    const empty = await requestDisplay(t.app, DEMO_CLIENT_ID, {
      cart_total_price: '0',
      cart_total_items: '0',
    });
    expect(idsOf(empty)).toContain(DEMO_POPUP_IDS.bar);
  });

  it('leaves out popups that stop showing to converted visitors, by converted email', async () => {
    const site = await createSite(owner);
    const stop = await createPopup(
      owner,
      site.id,
      popupBody({ stop_showing_to_converted_users: 1 }),
    );
    const keep = await createPopup(owner, site.id, popupBody({ poptin_name: 'Keeps showing' }));
    const before = await requestDisplay(t.app, site.client_id);
    expect(idsOf(before).sort()).toEqual([stop, keep].sort());
    const after = await requestDisplay(t.app, site.client_id, {
      converted_email: 'buyer@example.com',
    });
    expect(idsOf(after)).toEqual([keep]);
  });

  it('serves a draft to its preview only', async () => {
    const site = await createSite(owner);
    const draft = await createPopup(owner, site.id, popupBody(), 'draft');
    expect(idsOf(await requestDisplay(t.app, site.client_id))).toEqual([]);
    const preview = await requestDisplay(t.app, site.client_id, { preview_poptin_id: draft });
    expect(preview.json().display).toBe('allowed');
    expect(idsOf(preview)).toEqual([draft]);
  });

  it('refuses a restricted client with the spec message and the restriction flag', async () => {
    const site = await createSite(owner, { is_restricted: true });
    await createPopup(owner, site.id);
    const response = await requestDisplay(t.app, site.client_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      display: 'not_allowed',
      message: 'Client restricted',
      poptins: [],
      is_client_restriction: 1,
      client_restriction_setting: { show_upgrade_notice: true },
    });
  });

  it('refuses a site whose monthly views are used up, with the exact message', async () => {
    const site = await createSite(owner, { monthly_view_limit: 0 });
    await createPopup(owner, site.id);
    const response = await requestDisplay(t.app, site.client_id);
    expect(response.json()).toMatchObject({
      display: 'not_allowed',
      message: 'You have been reached the max poptins views number',
      is_client_restriction: 0,
    });
    expect(displayRefusal.maxViews).toBe(response.json().message);
  });

  it('lets a used-up plan preview a draft, but not "preview" a live popup past the limit', async () => {
    const site = await createSite(owner, { monthly_view_limit: 0 });
    const live = await createPopup(owner, site.id);
    const draft = await createPopup(owner, site.id, popupBody(), 'draft');
    const ofDraft = await requestDisplay(t.app, site.client_id, { preview_poptin_id: draft });
    expect(ofDraft.json().display).toBe('allowed');
    expect(idsOf(ofDraft)).toEqual([draft]);
    const ofLive = await requestDisplay(t.app, site.client_id, { preview_poptin_id: live });
    expect(ofLive.json()).toMatchObject({ display: 'not_allowed', poptins: [] });
  });

  it('flags a free plan and gives its popups the credit', async () => {
    const site = await createSite(owner, { is_freemium: true });
    await createPopup(owner, site.id);
    const body = (await requestDisplay(t.app, site.client_id)).json();
    expect(body.if_freemium).toBe(1);
    expect(body.poptins[0].if_poptin_credit).toBe(1);
  });

  it('answers not_allowed with a message for an unknown client id, never an error', async () => {
    for (const clientId of ['no-such-client', 'x'.repeat(90), 'bad%20id']) {
      const response = await requestDisplay(t.app, clientId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        display: 'not_allowed',
        message: 'Unknown client id',
      });
    }
  });

  it('refuses a page on a domain the site has not allowed, and allows its subdomains', async () => {
    const site = await createSite(owner, { allowed_domains: ['shop.test'] });
    await createPopup(owner, site.id);
    const foreign = await requestDisplay(t.app, site.client_id, { domain: 'evil.test' });
    expect(foreign.json()).toMatchObject({ display: 'not_allowed', message: 'Domain not allowed' });
    const spoofed = await requestDisplay(
      t.app,
      site.client_id,
      {},
      { origin: 'https://evil.test' },
    );
    expect(spoofed.json().display).toBe('not_allowed');
    const sub = await requestDisplay(t.app, site.client_id, { domain: 'www.shop.test' });
    expect(sub.json().display).toBe('allowed');
  });

  it('splits an A/B test evenly and sticks to the visitor', async () => {
    const site = await createSite(owner);
    const parent = await createPopup(owner, site.id, popupBody({ ab_test: 1 }));
    const variant = await createPopup(
      owner,
      site.id,
      popupBody({ ab_test: 1, ab_test_parent_id: parent }),
    );
    const counts = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const response = await requestDisplay(t.app, site.client_id, {
        cookies: visitorState({ visitor_id: `visitor-${i}` }),
      });
      const ids = idsOf(response);
      expect(ids).toHaveLength(1);
      counts.set(ids[0]!, (counts.get(ids[0]!) ?? 0) + 1);
    }
    for (const id of [parent, variant]) {
      expect(counts.get(id)).toBeGreaterThanOrEqual(400);
      expect(counts.get(id)).toBeLessThanOrEqual(600);
    }
    const first = idsOf(
      await requestDisplay(t.app, site.client_id, {
        cookies: visitorState({ visitor_id: 'sticky' }),
      }),
    );
    for (let session = 0; session < 5; session++) {
      const again = await requestDisplay(t.app, site.client_id, {
        cookies: visitorState({ visitor_id: 'sticky', seen: first }),
        if_page_refreshed: '1',
      });
      expect(idsOf(again)).toEqual(first);
    }
  });

  it('sees an owner change at once (local writes invalidate the cache)', async () => {
    const site = await createSite(owner);
    const popup = await createPopup(owner, site.id);
    expect(idsOf(await requestDisplay(t.app, site.client_id))).toEqual([popup]);
    await owner.request('PATCH', `/api/admin/popups/${popup}`, { status: 'paused' });
    expect(idsOf(await requestDisplay(t.app, site.client_id))).toEqual([]);
    await owner.request('PATCH', `/api/admin/sites/${site.id}`, { is_restricted: true });
    expect((await requestDisplay(t.app, site.client_id)).json().message).toBe('Client restricted');
  });

  it('answers Hebrew to a browser that prefers it, and the country the browser remembered', async () => {
    const response = await requestDisplay(
      t.app,
      DEMO_CLIENT_ID,
      { cc: 'il' },
      { 'accept-language': 'he-IL,he;q=0.9,en;q=0.5' },
    );
    expect(response.json()).toMatchObject({
      lang: 'he',
      country_code: 'IL',
      cc: 'IL',
      country: 'Israel',
    });
  });

  it('answers in the page’s language when it is one of ours, else the browser’s', async () => {
    const lightbox = { preview_poptin_id: DEMO_POPUP_IDS.lightbox };
    const contentOf = async (answer: { poptins: { poptin_id: string; poptin_url: string }[] }) => {
      const url = answer.poptins.find(
        (one) => one.poptin_id === DEMO_POPUP_IDS.lightbox,
      )!.poptin_url;
      return JSON.stringify((await t.app.inject({ method: 'GET', url })).json().design);
    };
    const hebrewPage = await requestDisplay(
      t.app,
      DEMO_CLIENT_ID,
      { ...lightbox, page_lang: 'he-IL' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(hebrewPage.json().lang).toBe('he');
    expect(await contentOf(hebrewPage.json())).toContain('ברוכים הבאים');
    const englishPage = await requestDisplay(
      t.app,
      DEMO_CLIENT_ID,
      { ...lightbox, page_lang: 'en' },
      { 'accept-language': 'he-IL,he;q=0.9' },
    );
    expect(englishPage.json().lang).toBe('en');
    expect(await contentOf(englishPage.json())).toContain('Welcome!');
    // A language that is not ours leaves the choice to the browser.
    const frenchPage = await requestDisplay(
      t.app,
      DEMO_CLIENT_ID,
      { ...lightbox, page_lang: 'fr' },
      { 'accept-language': 'he' },
    );
    expect(frenchPage.json().lang).toBe('he');
  });

  it('serves a country’s popup to its visitors and a language’s to its readers only', async () => {
    const site = await createSite(owner);
    const israel = await createPopup(
      owner,
      site.id,
      popupBody({ display_in_countries: { mode: 'show', values: ['IL'] } }),
    );
    const hebrew = await createPopup(
      owner,
      site.id,
      popupBody({ display_in_languages: { mode: 'show', values: ['he'] } }),
    );
    const he = { 'accept-language': 'he-IL,he;q=0.9' };
    expect(idsOf(await requestDisplay(t.app, site.client_id, { cc: 'IL' }, he))).toEqual([
      israel,
      hebrew,
    ]);
    expect(idsOf(await requestDisplay(t.app, site.client_id, { cc: 'US' }, he))).toEqual([hebrew]);
    expect(
      idsOf(await requestDisplay(t.app, site.client_id, { cc: 'IL' }, { 'accept-language': 'en' })),
    ).toEqual([israel]);
  });

  it('gzips the answer for a browser that takes it, to the same JSON', async () => {
    const fields = { poptin_forms_id: DEMO_POPUP_IDS.embedded };
    const plain = await requestDisplay(t.app, DEMO_CLIENT_ID, fields);
    const gzipped = await requestDisplay(t.app, DEMO_CLIENT_ID, fields, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    for (const answer of [plain, gzipped]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const refused = await requestDisplay(t.app, DEMO_CLIENT_ID, fields, {
      'accept-encoding': 'gzip;q=0, *',
    });
    // No gzip: the display call sends its answer as it is (it compresses only by its own splice).
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toMatch(/accept-encoding/i);
    const unknown = await requestDisplay(
      t.app,
      'no-such-client',
      {},
      { 'accept-encoding': 'gzip' },
    );
    expect(unknown.json().display).toBe('not_allowed');
    expect(unknown.headers.vary).toMatch(/accept-encoding/i);

    // A click answer of a popup with many page rules is gzipped too.
    const site = await createSite(owner);
    const long = await createPopup(
      owner,
      site.id,
      popupBody({
        show_on_pages: Array.from({ length: 40 }, (_, i) => ({
          rule: 'contain' as const,
          value: `/collections/summer-sale-${i}`,
        })),
      }),
    );
    const clicked = await t.app.inject({
      method: 'GET',
      url: `/api/display/click/${long}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(clicked.headers['content-encoding']).toBe('gzip');
    expect(clicked.headers.vary).toMatch(/accept-encoding/i);
    const click = JSON.parse(gunzipSync(clicked.rawPayload).toString());
    expect(click.poptins[0].poptin_id).toBe(long);
  });

  it('rejects a malformed payload with 400 and the field', async () => {
    const badJson = await requestDisplay(t.app, DEMO_CLIENT_ID, { cookies: '{not json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.fields[0].field).toBe('cookies');
    const wrongType = await requestDisplay(t.app, DEMO_CLIENT_ID, {
      cookies: JSON.stringify({ visitor_id: 'v', seen: 'not a list' }),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields[0].field).toBe('cookies.seen');
    const badFlag = await requestDisplay(t.app, DEMO_CLIENT_ID, { if_mobile: 'maybe' });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().error.fields[0].field).toBe('if_mobile');
    const longClient = await requestDisplay(t.app, 'x'.repeat(300));
    expect(longClient.statusCode).toBe(200);
    expect(longClient.json().display).toBe('not_allowed');
    const longPage = await requestDisplay(t.app, DEMO_CLIENT_ID, {
      poptin_viewed_url: `https://shop.test/?utm=${'x'.repeat(6000)}`,
    });
    expect(longPage.statusCode).toBe(200);
    expect(longPage.json().display).toBe('allowed');
    const badPreview = await requestDisplay(t.app, DEMO_CLIENT_ID, { preview_poptin_id: 'short' });
    expect(badPreview.statusCode).toBe(400);
  });

  it('rejects a body over 64 KB with 413', async () => {
    const response = await requestDisplay(t.app, DEMO_CLIENT_ID, {
      page_title: 'x'.repeat(DISPLAY_BODY_LIMIT_BYTES),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('is open to other origins without credentials, and answers preflights', async () => {
    // A page of our own storefront sends its cookies along: the protocol ignores them.
    const response = await requestDisplay(
      t.app,
      DEMO_CLIENT_ID,
      {},
      { origin: 'https://any-shop.test', cookie: 'pinwheel_browser=abcdefghijklmnopqrstuvwx' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    // Outside the cookie context, but still under the API's security headers.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/display/viewed/${DEMO_POPUP_IDS.lightbox}`,
      headers: {
        origin: 'https://any-shop.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
  });
});

describe.each(testEngines())('click calls on %s', (engine) => {
  let t: TestApp;
  let owner: OwnerClient;

  beforeAll(async () => {
    ({ t, owner } = await createDemoAppWithOwner(engine));
  });
  afterAll(() => t.close());

  it('POST /api/display/click/{popupId} answers that popup, whatever its triggers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/display/click/${DEMO_POPUP_IDS.fullpage}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: DEMO_CLIENT_ID,
        domain: 'shop.test',
        poptin_display: 'onclick',
        browser_language: 'en-US',
        operating_system: 'Linux',
        cookies: visitorState({ seen: [DEMO_POPUP_IDS.fullpage] }),
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual([
      'display',
      'country',
      'country_code',
      'if_freemium',
      'lang',
      'poptins',
    ]);
    expect(body.display).toBe('allowed');
    expect(idsOf(response)).toEqual([DEMO_POPUP_IDS.fullpage]);
  });

  it('GET /api/display/click/{id} answers the popup another popup redirects to', async () => {
    const response = await t.app.inject(`/api/display/click/${DEMO_POPUP_IDS.social}`);
    expect(response.json()).toMatchObject({
      display: 'allowed',
      poptins: [{ poptin_id: DEMO_POPUP_IDS.social }],
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses a popup that is not live, an unknown one, and ids of the wrong length', async () => {
    const site = await createSite(owner);
    const paused = await createPopup(owner, site.id, popupBody(), 'paused');
    const notLive = await t.app.inject(`/api/display/click/${paused}`);
    expect(notLive.json()).toMatchObject({
      display: 'not_allowed',
      message: 'Popup not found',
      poptins: [],
    });
    const unknown = await t.app.inject('/api/display/click/zzzzzzzzzzzzz');
    expect(unknown.json()).toMatchObject({ display: 'not_allowed', message: 'Unknown client id' });
    const wrongLength = await t.app.inject('/api/display/click/tooshort');
    expect(wrongLength.statusCode).toBe(400);
    expect(wrongLength.json().error.fields[0].field).toBe('popupId');
  });
});
