// pinwheel/v1 popups on both databases: a site's popups created, paged with WordPress's headers,
// filtered by status and by A/B test (parent), changed, a bad A/B parent named as the field at
// fault, duplicated into a draft, deleted with force=true; the deprecated /api/admin alias answers the same popups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { signInOwnerClient } from '../../../testing/owner-client.ts';
import { createSite, popupBody, type OwnerClient } from '../testing/display-fixtures.ts';

const v1 = '/wp-json/pinwheel/v1';

describe.each(testEngines())('pinwheel/v1 popups on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let legacy: OwnerClient;
  let siteId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    // The same owner, signed in a second time as the dashboard's old calls are.
    legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    siteId = (await createSite(legacy)).id;
  });
  afterAll(() => t.close());

  const create = async (name: string, status = 'draft', extra: object = {}) => {
    const response = await owner.request('POST', `${v1}/sites/${siteId}/popups`, {
      status,
      popup: popupBody({ poptin_name: name, ...extra }),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('creates a popup on a site and reads it back; the old owner route sees it too', async () => {
    const popup = await create('Spring sale', 'live');
    expect(popup).toMatchObject({ site_id: siteId, status: 'live' });
    expect(popup.id).toMatch(/^[0-9a-z]{13}$/);
    const read = await owner.request('GET', `${v1}/popups/${popup.id}`);
    expect(read.json()).toEqual(popup);
    const alias = await legacy.request('GET', `/api/admin/popups/${popup.id}`);
    expect(alias.statusCode).toBe(200);
    expect(alias.json().popup).toEqual(popup);
  });

  it('pages a site’s popups, filters by status and lists the A/B variants of one', async () => {
    const original = await create('Original', 'paused');
    await create('Variant A', 'paused', { ab_test_parent_id: original.id });
    await create('Variant B', 'paused', { ab_test_parent_id: original.id });
    const paused = await owner.request(
      'GET',
      `${v1}/sites/${siteId}/popups?status=paused&per_page=2&orderby=name&order=asc`,
    );
    expect(paused.headers['x-wp-total']).toBe('3');
    expect(paused.headers['x-wp-totalpages']).toBe('2');
    expect(
      paused.json().map((one: { popup: { poptin_name: string } }) => one.popup.poptin_name),
    ).toEqual(['Original', 'Variant A']);
    const variants = await owner.request(
      'GET',
      `${v1}/sites/${siteId}/popups?parent=${original.id}`,
    );
    expect(variants.headers['x-wp-total']).toBe('2');
    const searched = await owner.request('GET', `${v1}/sites/${siteId}/popups?search=variant%20b`);
    expect(
      searched.json().map((one: { popup: { poptin_name: string } }) => one.popup.poptin_name),
    ).toEqual(['Variant B']);
  });

  it('changes a popup by PATCH, and names the field at fault', async () => {
    const popup = await create('To change');
    const changed = await owner.request('PATCH', `${v1}/popups/${popup.id}`, { status: 'live' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status).toBe('live');
    const selfParent = await owner.request('PUT', `${v1}/popups/${popup.id}`, {
      popup: popupBody({ ab_test_parent_id: popup.id }),
    });
    expect(selfParent.statusCode).toBe(400);
    expect(selfParent.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { 'popup.ab_test_parent_id': expect.any(String) } },
    });
    const badStatus = await owner.request('PATCH', `${v1}/popups/${popup.id}`, { status: 'on' });
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().data.params)).toEqual(['status']);
  });

  it('carries a version: a save over an older one is refused 412, the newer one is kept', async () => {
    const popup = await create('Two owners');
    const read = await owner.request('GET', `${v1}/popups/${popup.id}`);
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"\d+"$/);
    const edit = (name: string, ifMatch: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${v1}/popups/${popup.id}`,
        headers: { ...owner.headers, 'if-match': ifMatch },
        payload: { popup: popupBody({ poptin_name: name }) },
      });
    const first = await edit('First owner', version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).not.toBe(version);
    const second = await edit('Second owner', version);
    expect(second.statusCode).toBe(412);
    expect(second.json().code).toBe('rest_edit_conflict');
    const kept = await owner.request('GET', `${v1}/popups/${popup.id}`);
    expect(kept.json().popup.poptin_name).toBe('First owner');
    expect(kept.headers.etag).toBe(first.headers.etag);
    // Saved again against the version now current: the second owner's overwrite goes through.
    const overwrite = await edit('Second owner', first.headers.etag as string);
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.json().popup.poptin_name).toBe('Second owner');
  });

  it("saves a cart rule's products as ids separated by commas, whatever list the editor sent", async () => {
    const popup = await create('Named products', 'draft', {
      shopify_cart_trigger_active: 1,
      shopify_cart_trigger_products: '[{"product_id": 7}, "gid://shopify/Product/8", 9]',
      wix_cart_trigger_active: 1,
      wix_cart_trigger_products: 'wix-mug | wix-teapot',
    });
    expect(popup.popup).toMatchObject({
      shopify_cart_trigger_products: '7,8,9',
      wix_cart_trigger_products: 'wix-mug,wix-teapot',
    });
    const read = await owner.request('GET', `${v1}/popups/${popup.id}`);
    expect(read.json().popup.shopify_cart_trigger_products).toBe('7,8,9');
  });

  it('answers 404 for an unknown site or popup', async () => {
    const site = await owner.request('GET', `${v1}/sites/nosuchsite/popups`);
    expect(site.statusCode).toBe(404);
    expect(site.json().code).toBe('pinwheel_rest_site_invalid_id');
    const popup = await owner.request('GET', `${v1}/popups/aaaaaaaaaaaaa`);
    expect(popup.statusCode).toBe(404);
    expect(popup.json().code).toBe('pinwheel_rest_popup_invalid_id');
  });

  it('deletes a popup only with force=true, answering it; its site no longer has it', async () => {
    const popup = await create('Doomed');
    expect((await owner.request('DELETE', `${v1}/popups/${popup.id}`)).statusCode).toBe(501);
    const deleted = await owner.request('DELETE', `${v1}/popups/${popup.id}?force=true`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().id).toBe(popup.id);
    const listed = (await t.app.display.listPopups(siteId))!.map((one) => one.id);
    expect(listed).not.toContain(popup.id);
  });

  it('duplicates a popup into a draft named as a copy, with the same content', async () => {
    const original = await create('Autumn sale', 'live', { poptin_type: 'bar' });
    const copied = await owner.request('POST', `${v1}/popups/${original.id}/duplicate`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ site_id: siteId, status: 'draft' });
    expect(copy.popup.poptin_name).toBe('Autumn sale (copy)');
    const { poptin_name: _a, poptin_id: _b, ...rest } = original.popup;
    expect(copy.popup).toMatchObject(rest);
    // A name at its limit stays within it.
    const long = await create('x'.repeat(200));
    const longCopy = await owner.request('POST', `${v1}/popups/${long.id}/duplicate`);
    expect(longCopy.json().popup.poptin_name).toHaveLength(200);
    expect(longCopy.json().popup.poptin_name.endsWith(' (copy)')).toBe(true);
    const unknown = await owner.request('POST', `${v1}/popups/aaaaaaaaaaaaa/duplicate`);
    expect(unknown.statusCode).toBe(404);
  });
});
