// "Why did it (not) show" (GET pinwheel/v1/sites/{id}/display-check) on both databases: the server's
// own verdict per popup for one page, the rule that keeps a popup away, the gate when the page's
// domain is not the site's, refused input named by field; and the version check on popups/{id}
// the targeting page saves with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import { signInOwnerClient } from '../../../testing/owner-client.ts';
import { createPopup, createSite, popupBody } from '../testing/display-fixtures.ts';

const v1 = '/wp-json/pinwheel/v1';

describe.each(testEngines())('display check on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;
  let siteId: string;
  let legacy: Awaited<ReturnType<typeof signInOwnerClient>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
    legacy = await signInOwnerClient(t.app, 'owner@api.test', 'api test password');
    siteId = (await createSite(legacy, { allowed_domains: ['shop.example'] })).id;
    ids.products = await createPopup(
      legacy,
      siteId,
      popupBody({
        poptin_name: 'Products only',
        show_on_pages: [{ rule: 'contain', value: '/products' }],
        display_after_sec_active: 10,
      }),
    );
    ids.phones = await createPopup(
      legacy,
      siteId,
      popupBody({ poptin_name: 'Phones only', display_on_device: 'mobile' }),
    );
    ids.draft = await createPopup(legacy, siteId, popupBody({ poptin_name: 'Draft' }), 'draft');
    ids.cookie = await createPopup(
      legacy,
      siteId,
      popupBody({
        poptin_name: 'Google visitors',
        display_if_specific_cookie_active: 1,
        cookie_filter: [
          {
            cookie_name_pair: 'utm_source',
            cookie_value_pair: 'exact|:|google',
            cookie_show_pair: 'show',
          },
        ],
        stop_showing_to_converted_users: 1,
      }),
    );
  });
  afterAll(() => t.close());

  const check = (query: Record<string, string>, site = siteId) =>
    owner.request('GET', `${v1}/sites/${site}/display-check?${new URLSearchParams(query)}`);
  const verdicts = (answer: { popups: { id: string; verdict: string }[] }) =>
    Object.fromEntries(answer.popups.map((popup) => [popup.id, popup.verdict]));

  it('shows what a product page would show a desktop visitor, and why not the rest', async () => {
    const response = await check({ url: 'https://shop.example/products/linen' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.gate).toBeNull();
    expect(verdicts(answer)).toEqual({
      [ids.products!]: 'shows',
      [ids.phones!]: 'hidden',
      [ids.draft!]: 'not_live',
      [ids.cookie!]: 'shows',
    });
    const phones = answer.popups.find((popup: { id: string }) => popup.id === ids.phones);
    expect(phones.failed.map((rule: { rule: string }) => rule.rule)).toEqual(['device']);
    const cookie = answer.popups.find((popup: { id: string }) => popup.id === ids.cookie);
    // Without cookies given, the cookie rule is the browser's to decide.
    expect(cookie.browser_checks).toEqual(['cookie_filter']);
  });

  it('names the page rule that keeps a popup off a page the rule excludes', async () => {
    const answer = (await check({ url: 'https://shop.example/about', device: 'mobile' })).json();
    const products = answer.popups.find((popup: { id: string }) => popup.id === ids.products);
    expect(products.verdict).toBe('hidden');
    expect(products.failed.map((rule: { rule: string }) => rule.rule)).toEqual(['pages']);
    expect(verdicts(answer)[ids.phones!]).toBe('shows');
  });

  it('judges cookies when given, and the converted-visitor rule', async () => {
    const google = (
      await check({ url: 'https://shop.example/', cookies: 'utm_source=google; other=1' })
    ).json();
    expect(verdicts(google)[ids.cookie!]).toBe('shows');
    const bing = (await check({ url: 'https://shop.example/', cookies: 'utm_source=bing' })).json();
    expect(verdicts(bing)[ids.cookie!]).toBe('hidden');
    expect(
      bing.popups.find((popup: { id: string }) => popup.id === ids.cookie).failed[0].rule,
    ).toBe('cookie_filter');
    const converted = (
      await check({ url: 'https://shop.example/', cookies: 'utm_source=google', converted: 'true' })
    ).json();
    const popup = converted.popups.find((one: { id: string }) => one.id === ids.cookie);
    expect(popup).toMatchObject({ verdict: 'hidden', converted_rule: true });
  });

  it('answers the gate when the page is on a domain the site has not allowed', async () => {
    const answer = (await check({ url: 'https://elsewhere.example/' })).json();
    expect(answer.gate).toEqual({ reason: 'domain_not_allowed', host: 'elsewhere.example' });
    expect(answer.popups).toEqual([]);
  });

  it('refuses an address that is not a web address, and an unknown site', async () => {
    const bad = await check({ url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param' });
    expect(Object.keys(bad.json().data.params)).toEqual(['url']);
    expect((await check({ url: 'https://shop.example/' }, 'nosuchsite')).statusCode).toBe(404);
  });

  it('says a popup whose countdown has ended is not shown any more', async () => {
    const ended = await createPopup(
      legacy,
      siteId,
      popupBody({
        poptin_name: 'Last year’s sale',
        design_properties: {
          poptin_location: 'center',
          timer_ver: 0,
          timer: '2020-01-01|00:00|+0',
        },
      }),
    );
    const answer = (await check({ url: 'https://shop.example/' })).json();
    const popup = answer.popups.find((one: { id: string }) => one.id === ended);
    expect(popup).toMatchObject({ verdict: 'hidden' });
    expect(popup.failed.map((rule: { rule: string }) => rule.rule)).toEqual(['schedule']);
  });

  it('says a popup whose code has ended or gone is not shown, as soon as the coupon changes', async () => {
    const day = 24 * 60 * 60 * 1000;
    const input = {
      code: 'CHECKCODE',
      discountType: 'percent' as const,
      amount: 1000,
      freeShipping: false,
      minimumAmount: null,
      maximumAmount: null,
      productIds: [],
      excludedProductIds: [],
      productCategories: [],
      excludedProductCategories: [],
      emailRestrictions: [],
      startsAt: null,
      expiresAt: Date.now() + day,
      usageLimit: null,
      usageLimitPerUser: null,
      individualUse: false,
      firstOrderOnly: false,
      uniqueCodePattern: null,
      status: 'publish' as const,
      description: '',
    };
    const created = await t.app.coupons.create(input);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    const withCode = await createPopup(
      legacy,
      siteId,
      popupBody({
        poptin_name: 'Code bar',
        design: { blocks: [{ type: 'coupon', code: 'checkcode' }] },
      }),
    );
    const popupIn = async () =>
      (await check({ url: 'https://shop.example/' }))
        .json()
        .popups.find((one: { id: string }) => one.id === withCode);
    expect(await popupIn()).toMatchObject({ verdict: 'shows', failed: [] });

    const ended = Date.now() - day;
    await t.app.coupons.update(created.coupon.id, { ...input, expiresAt: ended });
    expect(await popupIn()).toMatchObject({
      verdict: 'hidden',
      failed: [{ rule: 'coupon', code: 'CHECKCODE', ended_at: ended }],
    });

    await t.app.coupons.delete(created.coupon.id);
    expect(await popupIn()).toMatchObject({
      verdict: 'hidden',
      failed: [{ rule: 'coupon', code: 'CHECKCODE', ended_at: null }],
    });
  });

  it('judges a country rule with the country given, and says when none was', async () => {
    const israel = await createPopup(
      legacy,
      siteId,
      popupBody({
        poptin_name: 'Israel only',
        display_in_countries: { mode: 'show', values: ['IL'] },
      }),
    );
    const verdictIn = async (query: Record<string, string>) => {
      const answer = (await check({ url: 'https://shop.example/', ...query })).json();
      return answer.popups.find((one: { id: string }) => one.id === israel);
    };
    expect((await verdictIn({ country: 'il' })).verdict).toBe('shows');
    const us = await verdictIn({ country: 'US' });
    expect(us.verdict).toBe('hidden');
    expect(us.failed[0].rule).toBe('display_in_countries');
    const unknown = await verdictIn({});
    expect(unknown).toMatchObject({ verdict: 'shows', browser_checks: ['display_in_countries'] });
    const bad = await check({ url: 'https://shop.example/', country: 'ISR' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.params)).toEqual(['country']);
  });

  it('gives popups/{id} a version, and refuses a save over someone else’s newer one', async () => {
    const read = await owner.request('GET', `${v1}/popups/${ids.products}`);
    const version = read.headers.etag as string;
    expect(version).toMatch(/^"\d+"$/);
    const put = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${v1}/popups/${ids.products}`,
        headers: { ...owner.headers, 'if-match': version },
        payload: { status },
      });
    const first = await put('live');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(version);
    const second = await put('paused');
    expect(second.statusCode).toBe(412);
    expect(second.json().code).toBe('rest_edit_conflict');
  });
});
