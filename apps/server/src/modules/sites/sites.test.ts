// The sites service on a real database: the gate a page of another site passes (known client id,
// allowed domain, not restricted) and the per-client-id caches other modules read sites through,
// which every write of this process refreshes at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import type { SitesService } from './service.ts';
import { domainAllowed, siteRefusal } from './site-gate.ts';

const plan = {
  allowed_domains: [] as string[],
  monthly_view_limit: null,
  is_freemium: false,
  is_restricted: false,
};

describe.each(testEngines())('sites on %s', (engine) => {
  let t: TestApp;
  let sites: SitesService;

  beforeAll(async () => {
    t = await createTestApp(engine);
    sites = t.app.sites;
  });
  afterAll(() => t.close());

  it('lets a page through the gate only from an allowed host, and never a restricted site', async () => {
    const site = (await sites.create({
      ...plan,
      name: 'Gated',
      allowed_domains: ['Shop.Test', '*.brand.test'],
    }))!;
    expect(siteRefusal(site, 'shop.test')).toBeNull();
    expect(siteRefusal(site, 'www.shop.test')).toBeNull();
    expect(siteRefusal(site, 'eu.brand.test')).toBeNull();
    expect(siteRefusal(site, 'brand.test')).toBeNull();
    expect(siteRefusal(site, 'evilshop.test')?.reason).toBe('domain_not_allowed');
    expect(siteRefusal(site, 'shop.test.evil.test')?.reason).toBe('domain_not_allowed');
    expect(siteRefusal(site, undefined)?.message).toBe('Domain not allowed');
    expect(siteRefusal(null, 'shop.test')).toMatchObject({
      reason: 'unknown_client',
      message: 'Unknown client id',
    });

    const anywhere = (await sites.create({ ...plan, name: 'Anywhere' }))!;
    expect(domainAllowed(anywhere, 'any.host.test')).toBe(true);
    const restricted = (await sites.update(anywhere.id, { is_restricted: true }))!;
    expect(siteRefusal(restricted, 'any.host.test')).toMatchObject({
      reason: 'client_restricted',
      message: 'Client restricted',
    });
  });

  it("refreshes every module's cache of a site on this process's writes", async () => {
    let loads = 0;
    const names = sites.cacheByClientId({
      load: async (site) => {
        loads++;
        return site.name;
      },
    });
    const site = (await sites.create({ ...plan, name: 'First name' }))!;
    expect(await names.get(site.clientId)).toBe('First name');
    expect(await names.get(site.clientId)).toBe('First name');
    expect(loads).toBe(1);

    await sites.update(site.id, { name: 'Second name' });
    expect(await names.get(site.clientId)).toBe('Second name');

    await sites.delete(site.id);
    expect(await names.get(site.clientId)).toBeNull();
  });

  it('forgets an unknown client id once a site takes it', async () => {
    const sightings = sites.cacheByClientId({ load: async (site) => site.id });
    expect(await sightings.get('soon-taken-id')).toBeNull();
    const site = (await sites.create({ ...plan, name: 'Late', client_id: 'soon-taken-id' }))!;
    expect(await sightings.get('soon-taken-id')).toBe(site.id);
    expect(await sites.create({ ...plan, name: 'Again', client_id: 'soon-taken-id' })).toBeNull();
  });

  it("shows the demo site's popups on our storefront while the demo site exists", async () => {
    expect(await sites.storefrontSite()).toBeNull();
    await t.app.demo.seedIfEmpty();
    expect((await sites.storefrontSite())?.clientId).toBe('demo-shop-client');
  });
});
