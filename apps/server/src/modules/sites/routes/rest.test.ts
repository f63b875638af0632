// pinwheel/v1/sites on both databases, as an integrator's script sees it: create, read, pages with
// WordPress's headers, search, update by PUT, a taken client id named as the field at fault, and a
// delete that needs force=true and then answers the site it removed (whose client id the display
// gate no longer knows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

const sites = '/wp-json/pinwheel/v1/sites';

describe.each(testEngines())('pinwheel/v1 sites on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('creates a site and reads it back as it was answered', async () => {
    const created = await owner.request('POST', sites, {
      name: 'Acme',
      allowed_domains: ['Shop.Example.com'],
    });
    expect(created.statusCode).toBe(201);
    const site = created.json();
    expect(site).toMatchObject({ name: 'Acme', allowed_domains: ['shop.example.com'] });
    const read = await owner.request('GET', `${sites}/${site.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(site);
  });

  it('pages the sites with X-WP-Total, X-WP-TotalPages and Link, and searches names', async () => {
    for (let index = 0; index < 5; index += 1) {
      const made = await owner.request('POST', sites, { name: `Paged ${index}` });
      expect(made.statusCode).toBe(201);
    }
    const first = await owner.request(
      'GET',
      `${sites}?search=paged&per_page=2&orderby=name&order=asc`,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-wp-total']).toBe('5');
    expect(first.headers['x-wp-totalpages']).toBe('3');
    expect(first.json().map((one: { name: string }) => one.name)).toEqual(['Paged 0', 'Paged 1']);
    expect(first.headers.link).toMatch(/page=2[^>]*>; rel="next"/);
    const last = await owner.request(
      'GET',
      `${sites}?search=paged&per_page=2&orderby=name&order=asc&page=3`,
    );
    expect(last.json().map((one: { name: string }) => one.name)).toEqual(['Paged 4']);
    expect(last.headers.link).toMatch(/rel="prev"/);
    expect(last.headers.link).not.toMatch(/rel="next"/);
  });

  it('updates only the fields sent, by PUT as WooCommerce clients send it', async () => {
    const site = (await owner.request('POST', sites, { name: 'Before', is_freemium: true })).json();
    const updated = await owner.request('PUT', `${sites}/${site.id}`, { name: 'After' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: site.id, name: 'After', is_freemium: true });
    expect((await owner.request('GET', `${sites}/${site.id}`)).json().name).toBe('After');
  });

  it('names the field at fault: a bad host name, a client id another site has', async () => {
    const badHost = await owner.request('POST', sites, {
      name: 'Bad',
      allowed_domains: ['not a host'],
    });
    expect(badHost.statusCode).toBe(400);
    expect(badHost.json().code).toBe('rest_invalid_param');
    expect(Object.keys(badHost.json().data.params)).toEqual(['allowed_domains.0']);
    await owner.request('POST', sites, { name: 'First', client_id: 'taken-client' });
    const taken = await owner.request('POST', sites, { name: 'Second', client_id: 'taken-client' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { client_id: expect.any(String) } },
    });
  });

  it('deletes only with force=true, answering the site removed; then it is gone', async () => {
    const site = (await owner.request('POST', sites, { name: 'Doomed' })).json();
    const refused = await owner.request('DELETE', `${sites}/${site.id}`);
    expect(refused.statusCode).toBe(501);
    expect(refused.json().code).toBe('rest_trash_not_supported');
    const deleted = await owner.request('DELETE', `${sites}/${site.id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual(site);
    expect(await t.app.sites.findByClientId(site.client_id)).toBeNull();
    const gone = await owner.request('GET', `${sites}/${site.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('pinwheel_rest_site_invalid_id');
  });

  it('answers nobody who is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: sites });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('rest_forbidden');
  });
});
