// Codes popups hand out, once checkout has taken them, on both engines through the real API: a
// lead's single-use code shows on the owner's leads page as used on its order (not as available),
// and is never handed out again; a shared code whose coupon is used up stops the popup that shows
// it (the owner's display check says why) and is no longer given to new leads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import { leadsPages } from './pages.ts';
import { signInOwnerClient, type SignedInOwner } from '../../testing/owner-client.ts';
import { convert, leadPopup, recordView } from './testing/lead-fixtures.ts';

const PLANT = 7201;
const address = {
  first_name: 'Noa',
  last_name: 'Levi',
  company: '',
  address_1: 'Herzl 5',
  address_2: '',
  city: 'Haifa',
  state: '',
  postcode: '3100000',
  country: 'IL',
};

describe.each(testEngines())('codes checkout has taken, on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let legacy: SignedInOwner;
  let siteId: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    await t.app.catalog.saveProduct({
      created_at: Date.now(),
      type: 'simple',
      id: 'used-plant',
      slug: 'used-plant',
      title: 'Used Plant',
      variations: [{ id: PLANT, price: 5000, stock: 10 }],
    });
    for (const coupon of [
      { code: 'VIP', discount_type: 'fixed_cart', amount: '15', unique_code_pattern: 'VIP-XXXXXX' },
      { code: 'ONCE', discount_type: 'percent', amount: '10', usage_limit: 1 },
    ]) {
      const made = await owner.request('POST', '/wp-json/wc/v3/coupons', coupon);
      expect(made.statusCode, made.body).toBe(201);
    }
    const site = await legacy.request('POST', '/api/admin/sites', { name: 'Code shop' });
    ({ id: siteId, client_id: clientId } = site.json().site);
  });
  afterAll(() => t.close());

  async function popup(body: object): Promise<string> {
    const made = await owner.request('POST', `/wp-json/pinwheel/v1/sites/${siteId}/popups`, {
      status: 'live',
      popup: leadPopup(body),
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().id;
  }

  async function convertLead(popupId: string, viewer: string, email: string) {
    const viewId = await recordView(t.app, { siteId, clientId, popupId }, viewer);
    const response = await convert(t.app, viewer, {
      client_id: clientId,
      poptin_id: popupId,
      poptin_view_id: viewId,
      email,
      newExtraFields: JSON.stringify([{ type: 'email', name: 'email' }]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { conversion_id: string; coupon?: { code: string } | null };
  }

  const order = (code: string) =>
    t.app.orders.placeOrder({
      lines: [{ variationId: PLANT, quantity: 1 }],
      details: {
        email: 'noa@buyer.test',
        phone: '050-1234567',
        billing: address,
        shipping: address,
        shipToDifferentAddress: false,
        shippingMethod: 'flat_rate',
        paymentMethod: 'cash_on_delivery',
        note: '',
      },
      attribution: {},
      couponCodes: [code],
      lang: 'en',
    });

  const leadsPage = async () => leadsPages(t.app.leads, t.app.display, t.app.coupons).list('');

  it('lists a lead’s single-use code as used on its order, and never hands it out again', async () => {
    const popupId = await popup({
      design_properties: { coupon: { code: 'VIP', coupon_type: 'unique' } },
      design: { blocks: [], thank_you: [{ type: 'coupon', code: 'VIP' }] },
    });
    const lead = await convertLead(popupId, 'viewer-vip', 'vip@example.com');
    const code = lead.coupon!.code;
    const listed = async () =>
      (await leadsPage()).find((one) => one.id === lead.conversion_id)?.coupon;
    expect(await listed()).toEqual({ code, shared: false, used: null });

    const placed = await order(code);
    if (!placed.ok) throw new Error(JSON.stringify(placed));
    expect(await listed()).toEqual({
      code,
      shared: false,
      used: { at: placed.order.createdAt, orderId: placed.order.id },
    });
    // The shop no longer takes it, and the lead asking again gets a fresh one, never the used code.
    expect(await order(code)).toMatchObject({ ok: false, reason: 'coupon_refused' });
    const again = await t.app.coupons.codeForLead('VIP', {
      unique: true,
      leadId: lead.conversion_id,
    });
    expect(again).toMatch(/^VIP-[A-HJKMNP-Z2-9]{6}$/);
    expect(again).not.toBe(code);
    expect(
      await t.app.coupons.codeForLead('VIP', { unique: true, leadId: lead.conversion_id }),
    ).toBe(again);
  });

  it('stops showing and giving a shared code once its coupon is used up', async () => {
    const shownId = await popup({
      poptin_name: 'Once bar',
      design: { blocks: [{ type: 'coupon', code: 'ONCE' }] },
    });
    const afterId = await popup({
      poptin_name: 'Once after',
      design_properties: { coupon: { code: 'ONCE', coupon_type: 'shared' } },
    });
    const shown = async () =>
      (
        await owner.request(
          'GET',
          `/wp-json/pinwheel/v1/sites/${siteId}/display-check?url=${encodeURIComponent('https://shop.example/')}`,
        )
      )
        .json()
        .popups.find((one: { id: string }) => one.id === shownId);
    expect(await shown()).toMatchObject({ verdict: 'shows', failed: [] });
    const first = await convertLead(afterId, 'viewer-once-1', 'one@example.com');
    expect(first.coupon?.code).toBe('ONCE');
    const listed = (await leadsPage()).find((one) => one.id === first.conversion_id);
    expect(listed?.coupon).toEqual({ code: 'ONCE', shared: true, used: null });

    expect((await order('ONCE')).ok).toBe(true);
    // This process forgets its snapshot at once: no waiting for the cache.
    expect(await shown()).toMatchObject({
      verdict: 'hidden',
      failed: [{ rule: 'coupon', code: 'ONCE', ended_at: null, used_up: true }],
    });
    const later = await convertLead(afterId, 'viewer-once-2', 'two@example.com');
    expect(later.coupon ?? null).toBeNull();
  });
});
