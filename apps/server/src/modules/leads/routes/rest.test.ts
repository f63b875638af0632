// pinwheel/v1 leads, webhooks and conversion codes on both databases: leads made by the widget's
// real conversion call, walked page by page (every lead once, X-WP-Total counted in SQL), searched
// and filtered; webhook endpoints added (bad input named by field), listed, read, tested and
// deleted with force=true; a site's conversion code set and read back by the conversion path's
// service. The deprecated /api/admin/leads alias still answers its old shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { signInOwnerClient } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  convert,
  recordView,
  siteWithPopup,
  type LeadSite,
  type Owner,
} from '../testing/lead-fixtures.ts';

const v1 = '/wp-json/pinwheel/v1';
const LEADS = 12;

describe.each(testEngines())('pinwheel/v1 leads and webhooks on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let legacy: Owner;
  let site: LeadSite;
  let otherSite: LeadSite;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    site = await siteWithPopup(legacy);
    otherSite = await siteWithPopup(legacy);
    const leadOn = async (on: LeadSite, viewer: string, email: string) => {
      const viewId = await recordView(t.app, on, viewer);
      const response = await convert(t.app, viewer, {
        client_id: on.clientId,
        poptin_id: on.popupId,
        poptin_view_id: viewId,
        email,
      });
      expect(response.statusCode).toBe(200);
    };
    for (let index = 0; index < LEADS; index += 1) {
      await leadOn(site, `viewer-${index}`, `buyer${index}@shop.test`);
    }
    await leadOn(otherSite, 'elsewhere', 'other@elsewhere.test');
  });
  afterAll(() => t.close());

  it('walks every lead once, page by page, newest first, with the totals', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await owner.request(
        'GET',
        `${v1}/leads?site=${site.siteId}&per_page=5&page=${page}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-wp-total']).toBe(String(LEADS));
      expect(response.headers['x-wp-totalpages']).toBe('3');
      seen.push(...response.json().map((lead: { id: string }) => lead.id));
    }
    expect(new Set(seen).size).toBe(LEADS);
    const first = (await owner.request('GET', `${v1}/leads?site=${site.siteId}`)).json();
    const times = first.map((lead: { created_at: number }) => lead.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('searches emails, filters by site and time, and reads one lead', async () => {
    const found = (await owner.request('GET', `${v1}/leads?search=BUYER7@`)).json();
    expect(found.map((lead: { email: string }) => lead.email)).toEqual(['buyer7@shop.test']);
    const elsewhere = await owner.request('GET', `${v1}/leads?site=${otherSite.siteId}`);
    expect(elsewhere.json()).toHaveLength(1);
    const future = await owner.request('GET', `${v1}/leads?after=2999-01-01T00:00:00`);
    expect(future.headers['x-wp-total']).toBe('0');
    const badDate = await owner.request('GET', `${v1}/leads?after=yesterday`);
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().data.params)).toEqual(['after']);
    const one = await owner.request('GET', `${v1}/leads/${found[0].id}`);
    expect(one.json()).toMatchObject({
      email: 'buyer7@shop.test',
      site_id: site.siteId,
      popup_id: site.popupId,
      kind: 'lead',
      deliveries: [],
    });
    expect((await owner.request('GET', `${v1}/leads/nosuchlead`)).json().code).toBe(
      'pinwheel_rest_lead_invalid_id',
    );
  });

  it('keeps the old owner route answering its old shape', async () => {
    const old = await legacy.request('GET', '/api/admin/leads?limit=2');
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ items: expect.any(Array), nextCursor: expect.any(String) });
    expect(old.json().items).toHaveLength(2);
  });

  it('adds, lists, reads, tests and deletes webhook endpoints', async () => {
    const badUrl = await owner.request('POST', `${v1}/webhooks`, {
      site_id: site.siteId,
      delivery_url: 'ftp://example.test/hook',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(Object.keys(badUrl.json().data.params)).toEqual(['delivery_url']);
    const noSite = await owner.request('POST', `${v1}/webhooks`, {
      site_id: 'nosuchsite',
      delivery_url: 'https://example.test/hook',
    });
    expect(noSite.statusCode).toBe(400);
    expect(Object.keys(noSite.json().data.params)).toEqual(['site_id']);

    const created = await owner.request('POST', `${v1}/webhooks`, {
      site_id: site.siteId,
      delivery_url: 'https://example.test/hook',
    });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toMatchObject({
      site_id: site.siteId,
      delivery_url: 'https://example.test/hook',
    });
    expect(endpoint.secret).toEqual(expect.any(String));
    await owner.request('POST', `${v1}/webhooks`, {
      site_id: otherSite.siteId,
      delivery_url: 'https://example.test/other',
    });
    const listed = await owner.request('GET', `${v1}/webhooks?site=${site.siteId}`);
    expect(listed.headers['x-wp-total']).toBe('1');
    expect(listed.json()).toEqual([endpoint]);
    expect((await owner.request('GET', `${v1}/webhooks/${endpoint.id}`)).json()).toEqual(endpoint);

    const test = await owner.request('POST', `${v1}/webhooks/${endpoint.id}/test`);
    expect(test.statusCode).toBe(202);
    const deliveries = await owner.request('GET', `${v1}/webhooks/${endpoint.id}/deliveries`);
    expect(deliveries.statusCode).toBe(200);

    expect((await owner.request('DELETE', `${v1}/webhooks/${endpoint.id}`)).statusCode).toBe(501);
    const deleted = await owner.request('DELETE', `${v1}/webhooks/${endpoint.id}?force=true`);
    expect(deleted.json()).toEqual(endpoint);
    expect((await owner.request('GET', `${v1}/webhooks/${endpoint.id}`)).statusCode).toBe(404);
  });

  it("sets a site's conversion code, which the conversion path then answers", async () => {
    const code = '<script>window.converted = true</script>';
    const saved = await owner.request('PUT', `${v1}/sites/${site.siteId}/conversion-code`, {
      conversion_code: code,
    });
    expect(saved.json()).toEqual({ site_id: site.siteId, conversion_code: code });
    const read = await owner.request('GET', `${v1}/sites/${site.siteId}/conversion-code`);
    expect(read.json().conversion_code).toBe(code);
    expect(await t.app.leads.getConversionCode(site.siteId)).toBe(code);
    const unknown = await owner.request('PUT', `${v1}/sites/nosuchsite/conversion-code`, {
      conversion_code: '',
    });
    expect(unknown.statusCode).toBe(404);
    const unread = await owner.request('GET', `${v1}/sites/nosuchsite/conversion-code`);
    expect(unread.json().code).toBe('pinwheel_rest_site_invalid_id');
  });
});
