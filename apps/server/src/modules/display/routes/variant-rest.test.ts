// pinwheel/v1 `popups/{id}/duplicate?as=variant` on both databases: a draft A/B variant named
// after its original, which becomes the test's control; the A/B results list both with their
// split (the variant joins it once published); refused, each with its own code and message, for
// a variant, an embedded popup and a test that has a winner; a bad `as` named as the parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { signInOwnerClient } from '../../../testing/owner-client.ts';
import { createSite, popupBody } from '../testing/display-fixtures.ts';

const v1 = '/wp-json/pinwheel/v1';

describe.each(testEngines())('A/B variants through pinwheel/v1 on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let siteId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    const legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    siteId = (await createSite(legacy)).id;
  });
  afterAll(() => t.close());

  const create = async (name: string, extra: object = {}) => {
    const response = await owner.request('POST', `${v1}/sites/${siteId}/popups`, {
      status: 'live',
      popup: popupBody({ poptin_name: name, ...extra }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const addVariant = (id: string) =>
    owner.request('POST', `${v1}/popups/${id}/duplicate?as=variant`);
  const splits = async (id: string) => {
    const answer = await owner.request('GET', `${v1}/popups/${id}/ab`);
    expect(answer.statusCode, answer.body).toBe(200);
    return Object.fromEntries(
      answer
        .json()
        .variants.map((one: { name: string; split: number }) => [one.name, one.split] as const),
    );
  };

  it('makes a draft variant of a popup, which becomes the control of its test', async () => {
    const original = await create('Spring sale', {
      design: { blocks: [{ type: 'text', text: 'Hi' }] },
    });
    expect(original.popup.ab_test).toBeUndefined();
    const made = await addVariant(original.id);
    expect(made.statusCode, made.body).toBe(201);
    const variant = made.json();
    expect(variant).toMatchObject({ site_id: siteId, status: 'draft' });
    expect(variant.id).not.toBe(original.id);
    expect(variant.popup).toMatchObject({
      poptin_name: 'Spring sale (variant B)',
      ab_test: 1,
      ab_test_parent_id: original.id,
      design: { blocks: [{ type: 'text', text: 'Hi' }] },
    });
    const control = (await owner.request('GET', `${v1}/popups/${original.id}`)).json();
    expect(control.popup.ab_test).toBe(1);
    expect(control.status).toBe('live');

    // A draft is not shown to anyone yet; once published, the live popups share visitors evenly.
    expect(await splits(original.id)).toEqual({ 'Spring sale': 1, 'Spring sale (variant B)': 0 });
    // Nothing measured yet: no chance to beat the original is claimed (not the prior's 50%).
    const results = (await owner.request('GET', `${v1}/popups/${original.id}/ab`)).json();
    expect(
      results.variants.map(
        (one: { chance_to_beat_control: number | null }) => one.chance_to_beat_control,
      ),
    ).toEqual([null, null]);
    const second = (await addVariant(original.id)).json();
    expect(second.popup.poptin_name).toBe('Spring sale (variant C)');
    await owner.request('PATCH', `${v1}/popups/${variant.id}`, { status: 'live' });
    expect(await splits(variant.id)).toEqual({
      'Spring sale': 0.5,
      'Spring sale (variant B)': 0.5,
      'Spring sale (variant C)': 0,
    });
    const listed = await owner.request('GET', `${v1}/sites/${siteId}/popups?parent=${original.id}`);
    expect(listed.headers['x-wp-total']).toBe('2');
  });

  it('refuses a variant of a variant, of an embedded popup and of a test with a winner', async () => {
    const original = await create('Summer sale');
    const variant = (await addVariant(original.id)).json();

    const ofVariant = await addVariant(variant.id);
    expect(ofVariant.statusCode).toBe(400);
    expect(ofVariant.json()).toMatchObject({
      code: 'pinwheel_rest_variant_of_variant',
      message: expect.stringContaining('its original'),
    });

    const embedded = await create('Footer form', { poptin_type: 'embedded' });
    const ofEmbedded = await addVariant(embedded.id);
    expect(ofEmbedded.statusCode).toBe(400);
    expect(ofEmbedded.json().code).toBe('pinwheel_rest_not_testable');
    const embeddedAfter = (await owner.request('GET', `${v1}/popups/${embedded.id}`)).json();
    expect(embeddedAfter.popup.ab_test).toBeUndefined();

    const won = await owner.request('POST', `${v1}/popups/${original.id}/ab/winner`, {
      winner: original.id,
    });
    expect(won.statusCode, won.body).toBe(200);
    const afterWinner = await addVariant(original.id);
    expect(afterWinner.statusCode).toBe(400);
    expect(afterWinner.json().code).toBe('pinwheel_rest_test_ended');
    // Nothing was made by the refusals: the test still has its one variant.
    const listed = await owner.request('GET', `${v1}/sites/${siteId}/popups?parent=${original.id}`);
    expect(listed.headers['x-wp-total']).toBe('1');
  });

  it('names a bad `as` and an unknown popup', async () => {
    const original = await create('Autumn sale');
    const bad = await owner.request('POST', `${v1}/popups/${original.id}/duplicate?as=twin`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { as: expect.any(String) } },
    });
    const unknown = await addVariant('aaaaaaaaaaaaa');
    expect(unknown.statusCode).toBe(404);
    // Without `as` a duplicate is still a plain copy, outside any test.
    const copy = (await owner.request('POST', `${v1}/popups/${original.id}/duplicate`)).json();
    expect(copy.popup.poptin_name).toBe('Autumn sale (copy)');
    expect(copy.popup.ab_test_parent_id ?? null).toBeNull();
  });
});
