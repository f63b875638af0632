import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  convert,
  recordView,
  signIn,
  siteWithPopup,
  type Owner,
} from '../testing/lead-fixtures.ts';

describe.each(testEngines())('the owner API for leads and webhooks on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let siteId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t.app);
    const site = await siteWithPopup(owner);
    siteId = site.siteId;
    for (const [viewer, email, name] of [
      ['v1', 'dana@acme.test', 'Dana'],
      ['v2', 'noa@shop.test', '=HYPERLINK("http://evil.test")'],
    ] as const) {
      const viewId = await recordView(t.app, site, viewer);
      const response = await convert(t.app, viewer, {
        client_id: site.clientId,
        poptin_id: site.popupId,
        poptin_view_id: viewId,
        email,
        note: name,
        newExtraFields: JSON.stringify([{ type: 'hidden', name: 'note' }]),
      });
      expect(response.statusCode).toBe(200);
      // Apart in time, so "newest first" has one answer.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  afterAll(() => t.close());

  it('lists leads newest first and searches emails and field values', async () => {
    const all = (await owner.request('GET', '/api/admin/leads')).json().leads;
    expect(all.map((lead: { email: string }) => lead.email)).toEqual([
      'noa@shop.test',
      'dana@acme.test',
    ]);
    const found = (await owner.request('GET', '/api/admin/leads?q=ACME')).json().leads;
    expect(found.map((lead: { email: string }) => lead.email)).toEqual(['dana@acme.test']);
    const byField = (await owner.request('GET', '/api/admin/leads?q=hyperlink')).json().leads;
    expect(byField).toHaveLength(1);
    const one = await owner.request('GET', `/api/admin/leads/${all[0].id}`);
    expect(one.json().lead).toMatchObject({ email: 'noa@shop.test', deliveries: [] });
    expect((await owner.request('GET', '/api/admin/leads/nosuchlead')).statusCode).toBe(404);
  });

  it('exports CSV a spreadsheet opens: BOM, quoted cells, formulas neutralised', async () => {
    const response = await owner.request('GET', '/api/admin/leads.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('leads.csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"email"');
    expect(lines[0]).toContain('"field:note"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  it('manages webhook endpoints: a secret each, refused addresses, delete', async () => {
    const bad = await owner.request('POST', `/api/admin/sites/${siteId}/webhooks`, {
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const added = await owner.request('POST', `/api/admin/sites/${siteId}/webhooks`, {
      url: 'https://crm.example/hooks',
    });
    expect(added.statusCode).toBe(201);
    const endpoint = added.json().endpoint;
    expect(endpoint.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = (await owner.request('GET', `/api/admin/webhooks?site=${siteId}`)).json();
    expect(listed.endpoints.map((e: { url: string }) => e.url)).toEqual([
      'https://crm.example/hooks',
    ]);
    expect(
      (await owner.request('POST', '/api/admin/sites/nosite/webhooks', { url: 'https://x.test' }))
        .statusCode,
    ).toBe(404);
    expect((await owner.request('DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(
      204,
    );
    expect((await owner.request('DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(
      404,
    );
  });

  it('lets only the signed-in owner in', async () => {
    expect((await t.app.inject('/api/admin/leads')).statusCode).toBe(401);
    expect((await t.app.inject('/api/admin/leads.csv')).statusCode).toBe(401);
    expect((await t.app.inject('/api/admin/webhooks')).statusCode).toBe(401);
  });
});
