// A popup's coupon through the real API on both engines: the owner API refuses codes the shop does
// not honour, a lead gets the popup's code in the conversion answer (a single-use one issued to
// that lead from a coupon's pattern, never chosen by the browser), and get-price-rules answers
// the storefront site's shareable codes in Shopify's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { DEMO_CLIENT_ID } from '../sites/index.ts';
import { convert, leadPopup, recordView } from './testing/lead-fixtures.ts';

const coupons = '/wp-json/wc/v3/coupons';

describe.each(testEngines())('popup coupons on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let siteId: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    // The storefront's own site: its shop is this one (get-price-rules answers its coupons).
    const site = await owner.request('POST', '/wp-json/pinwheel/v1/sites', {
      name: 'Our shop',
      client_id: DEMO_CLIENT_ID,
    });
    expect(site.statusCode).toBe(201);
    siteId = site.json().id;
    clientId = site.json().client_id;
    for (const coupon of [
      { code: 'WELCOME10', discount_type: 'percent', amount: '10', usage_limit_per_user: 1 },
      {
        code: 'SHIP50',
        discount_type: 'fixed_cart',
        amount: '0',
        free_shipping: true,
        minimum_amount: '50.00',
      },
      { code: 'VIP', discount_type: 'fixed_cart', amount: '15', unique_code_pattern: 'VIP-XXXXXX' },
      {
        code: 'STAFF',
        discount_type: 'percent',
        amount: '30',
        email_restrictions: ['*@shop.test'],
      },
      { code: 'HIDDEN', discount_type: 'percent', amount: '5', status: 'draft' },
    ]) {
      const made = await owner.request('POST', coupons, coupon);
      expect(made.statusCode, made.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const createPopup = (popup: object) =>
    owner.request('POST', `/wp-json/pinwheel/v1/sites/${siteId}/popups`, {
      status: 'live',
      popup,
    });

  it('refuses a popup whose coupon code is not a published coupon, naming the field', async () => {
    const refused = await createPopup(
      leadPopup({
        design_properties: { coupon: { code: 'NOSUCH', coupon_type: 'shared' } },
        design: {
          blocks: [{ type: 'coupon', code: 'HIDDEN' }],
          thank_you: [{ type: 'coupon', code: 'nosuch2' }],
        },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: {
        params: {
          'popup.design_properties.coupon.code': 'No published coupon has the code NOSUCH.',
          'popup.design.blocks.0.code': 'No published coupon has the code HIDDEN.',
          'popup.design.thank_you.0.code': 'No published coupon has the code nosuch2.',
        },
      },
    });
  });

  it('refuses a single-use coupon shown before the lead, or not named as the popup’s coupon', async () => {
    const before = await createPopup(
      leadPopup({ design: { blocks: [{ type: 'coupon', code: 'VIP' }] } }),
    );
    expect(before.statusCode).toBe(400);
    expect(before.json().data.params['popup.design.blocks.0.code']).toMatch(/single-use/);
    const unnamed = await createPopup(
      leadPopup({ design: { blocks: [], thank_you: [{ type: 'coupon', code: 'vip' }] } }),
    );
    expect(unnamed.json().data.params['popup.design.thank_you.0.code']).toMatch(
      /design_properties\.coupon/,
    );
    const clickPopup = await createPopup(
      leadPopup({
        poptin_target: 'click',
        design_properties: { coupon: { code: 'WELCOME10', coupon_type: 'unique' } },
      }),
    );
    expect(clickPopup.json().data.params['popup.design_properties.coupon.coupon_type']).toMatch(
      /leads/,
    );
  });

  it('checks an update the same way, and keeps the popup as it was', async () => {
    const made = await createPopup(
      leadPopup({ design_properties: { coupon: { code: 'welcome10', coupon_type: 'shared' } } }),
    );
    expect(made.statusCode).toBe(201);
    const changed = await owner.request('PUT', `/wp-json/pinwheel/v1/popups/${made.json().id}`, {
      popup: leadPopup({ design_properties: { coupon: { code: 'GONE', coupon_type: 'shared' } } }),
    });
    expect(changed.statusCode).toBe(400);
    const read = await owner.request('GET', `/wp-json/pinwheel/v1/popups/${made.json().id}`);
    expect(read.json().popup.design_properties.coupon.code).toBe('welcome10');
  });

  async function convertLead(popupId: string, viewer: string, email: string) {
    const viewId = await recordView(t.app, { siteId, clientId, popupId }, viewer);
    const response = await convert(t.app, viewer, {
      client_id: clientId,
      poptin_id: popupId,
      poptin_view_id: viewId,
      email,
      // The browser has no say in the code: whatever it sends is not what the lead gets.
      coupon_code: 'VIP-AAAAAA',
      newExtraFields: JSON.stringify([{ type: 'email', name: 'email' }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('answers a shared code with the lead, as the coupon writes it', async () => {
    const made = await createPopup(
      leadPopup({ design_properties: { coupon: { code: 'welcome10', coupon_type: 'shared' } } }),
    );
    const answer = await convertLead(made.json().id, 'viewer-shared', 'dana@example.com');
    expect(answer.coupon).toEqual({ code: 'WELCOME10', coupon_type: 'shared' });
  });

  it('issues each lead its own single-use code from the pattern, kept with the lead', async () => {
    const made = await createPopup(
      leadPopup({
        design_properties: { coupon: { code: 'VIP', coupon_type: 'unique' } },
        design: { blocks: [], thank_you: [{ type: 'coupon', code: 'VIP' }] },
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const popupId = made.json().id;
    const first = await convertLead(popupId, 'viewer-a', 'a@example.com');
    const second = await convertLead(popupId, 'viewer-b', 'b@example.com');
    expect(first.coupon.code).toMatch(/^VIP-[A-HJKMNP-Z2-9]{6}$/);
    expect(second.coupon.code).toMatch(/^VIP-[A-HJKMNP-Z2-9]{6}$/);
    expect(second.coupon.code).not.toBe(first.coupon.code);
    const lead = await t.database.db
      .selectFrom('leads')
      .select(['coupon', 'kind'])
      .where('id', '=', first.conversion_id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ coupon: first.coupon.code, kind: 'lead' });
    // Asked again for the same lead, the same code.
    const again = await t.app.coupons.codeForLead('vip', {
      unique: true,
      leadId: first.conversion_id,
    });
    expect(again).toBe(first.coupon.code);
    // A shared coupon named `unique` issues from its code too, and still honours its rules.
    const welcome = await createPopup(
      leadPopup({ design_properties: { coupon: { code: 'WELCOME10', coupon_type: 'unique' } } }),
    );
    const issued = await convertLead(welcome.json().id, 'viewer-c', 'c@example.com');
    expect(issued.coupon.code).toMatch(/^WELCOME10-[A-HJKMNP-Z2-9]{6}$/);
    const [judged] = await t.app.coupons.judge(
      [issued.coupon.code],
      [{ productId: 'p-any', quantity: 1, lineTotal: 10_000 }],
    );
    expect(judged).toMatchObject({ discount: 1000, refusal: null });
  });

  it('answers the storefront site’s shareable codes as Shopify price rules', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/display/shopify/get-price-rules/${clientId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const rules = response.json().price_rules as Array<Record<string, unknown>>;
    // Neither the pattern's coupon, nor the one kept for certain addresses, nor the draft.
    expect(rules.map((rule) => rule.title).sort()).toEqual(['SHIP50', 'WELCOME10']);
    expect(rules.find((rule) => rule.title === 'WELCOME10')).toMatchObject({
      value_type: 'percentage',
      value: '-10.0',
      target_type: 'line_item',
      target_selection: 'all',
      allocation_method: 'across',
      once_per_customer: true,
      prerequisite_subtotal_range: null,
    });
    expect(rules.find((rule) => rule.title === 'SHIP50')).toMatchObject({
      value: '-100.0',
      target_type: 'shipping_line',
      target_selection: 'all',
      allocation_method: 'each',
      prerequisite_subtotal_range: { greater_than_or_equal_to: '50.00' },
    });
  });

  it('answers another site an empty list, an unknown client 404, a 600-character id 414', async () => {
    const other = await owner.request('POST', '/wp-json/pinwheel/v1/sites', { name: 'Elsewhere' });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/display/shopify/get-price-rules/${other.json().client_id}`,
    });
    expect(theirs.json()).toEqual({ price_rules: [] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/display/shopify/get-price-rules/nobody-here',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/display/shopify/get-price-rules/${'x'.repeat(600)}`,
    });
    expect(bad.statusCode).toBe(414);
  });
});
