// The owner API for sites, on a real database: a site made with a generated or a chosen client id
// (one id per site, racing requests get one winner), its allowed domains kept as the gate compares
// them, changes and deletion, and nothing for a visitor who is not signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwnerClient, type SignedInOwner } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

describe.each(testEngines())('the owner API for sites on %s', (engine) => {
  let t: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signInOwnerClient(t.app);
  });
  afterAll(() => t.close());

  it('creates a site with a generated client id the display protocol takes', async () => {
    const created = await owner.request('POST', '/api/admin/sites', { name: 'Acme' });
    expect(created.statusCode).toBe(201);
    const { site } = created.json();
    expect(site).toMatchObject({
      name: 'Acme',
      allowed_domains: [],
      monthly_view_limit: null,
      is_freemium: false,
      is_restricted: false,
    });
    expect(site.client_id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const listed = (await owner.request('GET', '/api/admin/sites')).json().sites;
    expect(listed.map((one: { id: string }) => one.id)).toContain(site.id);
    const read = await owner.request('GET', `/api/admin/sites/${site.id}`);
    expect(read.json().site).toEqual(site);
  });

  it('keeps a client id brought from Poptin, and refuses one another site has', async () => {
    const poptinId = 'a1b2c3d4e5f6g';
    const first = await owner.request('POST', '/api/admin/sites', {
      name: 'Moved shop',
      client_id: poptinId,
    });
    expect(first.json().site.client_id).toBe(poptinId);
    // Two at once: the database's unique id decides, one wins and the other is told why.
    const racing = await Promise.all(
      ['One', 'Two'].map((name) =>
        owner.request('POST', '/api/admin/sites', { name, client_id: 'racing-client' }),
      ),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const taken = await owner.request('POST', '/api/admin/sites', {
      name: 'Copy',
      client_id: poptinId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('client_id_taken');
    const badShape = await owner.request('POST', '/api/admin/sites', {
      name: 'Bad',
      client_id: 'has spaces',
    });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().error.fields[0].field).toBe('client_id');
  });

  it('keeps allowed domains as the gate compares them: lower case, no trailing dot, once', async () => {
    const created = await owner.request('POST', '/api/admin/sites', {
      name: 'Domains',
      allowed_domains: ['Shop.Example.', 'shop.example', '*.brand.test'],
    });
    expect(created.json().site.allowed_domains).toEqual(['shop.example', '*.brand.test']);
    const refused = await owner.request('POST', '/api/admin/sites', {
      name: 'Not a host',
      allowed_domains: ['https://shop.example/path'],
    });
    expect(refused.statusCode).toBe(400);
  });

  it('changes only the fields sent, and deletes', async () => {
    const { site } = (
      await owner.request('POST', '/api/admin/sites', { name: 'Before', monthly_view_limit: 10 })
    ).json();
    const changed = await owner.request('PATCH', `/api/admin/sites/${site.id}`, {
      is_restricted: true,
    });
    expect(changed.json().site).toMatchObject({
      name: 'Before',
      monthly_view_limit: 10,
      is_restricted: true,
      client_id: site.client_id,
    });
    expect((await owner.request('DELETE', `/api/admin/sites/${site.id}`)).statusCode).toBe(204);
    expect((await owner.request('GET', `/api/admin/sites/${site.id}`)).statusCode).toBe(404);
    expect((await owner.request('DELETE', `/api/admin/sites/${site.id}`)).statusCode).toBe(404);
    const patchGone = await owner.request('PATCH', `/api/admin/sites/${site.id}`, { name: 'x' });
    expect(patchGone.statusCode).toBe(404);
  });

  it('answers 401 to anyone not signed in, and changes nothing', async () => {
    const before = (await owner.request('GET', '/api/admin/sites')).json().sites.length;
    expect((await t.app.inject('/api/admin/sites')).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sites',
      payload: { name: 'Sneaky' },
    });
    expect([401, 403]).toContain(post.statusCode);
    expect((await owner.request('GET', '/api/admin/sites')).json().sites).toHaveLength(before);
  });
});
