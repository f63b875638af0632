// A game's prize is drawn on the server when its lead is stored (issue 24): by the prizes' chance
// weights (a scripted random number here, handed in through buildApp's `prizeRandom`), once per
// popup and visitor or email, whatever the browser sends, and only with codes the cart accepts.
import type { Popup } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';
import {
  convert,
  leadPopup,
  recordView,
  signIn,
  siteWithPopup,
  type LeadSite,
} from '../testing/lead-fixtures.ts';

const blankCoupon = {
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
  expiresAt: null,
  usageLimit: null,
  usageLimitPerUser: null,
  individualUse: false,
  firstOrderOnly: false,
  uniqueCodePattern: null,
  description: '',
  status: 'publish' as const,
};

function gamePopup(uniqueCouponId: string): Omit<Popup, 'poptin_id'> {
  return leadPopup({
    poptin_name: 'Spin the wheel',
    poptin_type: 'gamified',
    poptin_format: 'format_1',
    poptin_size: { width: 600, height: 950 },
    wheel_has_coupon: 1,
    design: {
      blocks: [
        { type: 'heading', text: 'Spin to win', level: 1 },
        {
          type: 'form',
          fields: [{ kind: 'email', label: 'Email', required: true }],
          submit_label: 'Spin',
        },
      ],
    },
    gamified_prize: [
      { prize_id: 'p-ten', is_winner: 1, label: '10% off', code: 'game10', chances: 10 },
      { prize_id: 'p-gift', is_winner: 1, label: 'A gift', coupon_id: uniqueCouponId, chances: 40 },
      { prize_id: 'p-lose', is_winner: 0, label: 'No luck', chances: 50, loosing_option: 'Soon!' },
      { prize_id: 'p-never', is_winner: 1, label: 'Never', code: 'GAME10', chances: 0 },
    ],
  });
}

describe.each(testEngines())('game prizes on %s', (engine) => {
  let t: TestApp;
  let site: LeadSite;
  /** The random numbers the draws take, in order; 0.5 when none is scripted. */
  const randoms: number[] = [];
  const prizeRandom = () => randoms.shift() ?? 0.5;

  beforeAll(async () => {
    t = await createTestApp(engine, { prizeRandom });
    const owner = await signIn(t.app);
    await t.app.coupons.create({ ...blankCoupon, code: 'GAME10' });
    const gift = await t.app.coupons.create({
      ...blankCoupon,
      code: 'GIFTS',
      uniqueCodePattern: 'GIFT-XXXXXX',
    });
    if (!gift.ok) throw new Error('the gift coupon was refused');
    site = await siteWithPopup(owner, gamePopup(gift.coupon.id));
  });
  afterAll(() => t.close());

  async function play(viewer: string, email: string, extra: Record<string, string> = {}) {
    const viewId = await recordView(t.app, site, viewer);
    const response = await convert(t.app, viewer, {
      client_id: site.clientId,
      poptin_id: site.popupId,
      poptin_view_id: viewId,
      email,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { conversion_id: string; prize?: Record<string, unknown> };
  }

  it('draws by the chance weights, a prize without chance never', async () => {
    // Weights 10 / 40 / 50 (and 0): [0, 0.1) the code, [0.1, 0.5) the gift, [0.5, 1) no luck.
    randoms.push(0.05, 0.3, 0.75, 0.0999, 0.9999);
    const got = [];
    for (const n of [1, 2, 3, 4, 5]) got.push((await play(`weights-${n}`, `w${n}@a.test`)).prize);
    expect(got.map((prize) => prize?.prize_id)).toEqual([
      'p-ten',
      'p-gift',
      'p-lose',
      'p-ten',
      'p-lose',
    ]);
    // The shared code as the shop spells it; a losing slice has none.
    expect(got[0]).toEqual({ prize_id: 'p-ten', is_winner: 1, label: '10% off', code: 'GAME10' });
    expect(got[2]).toEqual({ prize_id: 'p-lose', is_winner: 0, label: 'No luck' });
  });

  it('issues a single-use code of its own to each winner of a pattern prize, one the cart takes', async () => {
    randoms.push(0.2, 0.2);
    const first = (await play('gift-1', 'g1@a.test')).prize;
    const second = (await play('gift-2', 'g2@a.test')).prize;
    expect(first?.code).toMatch(/^GIFT-[A-Z0-9]{6}$/);
    expect(second?.code).toMatch(/^GIFT-[A-Z0-9]{6}$/);
    expect(second?.code).not.toBe(first?.code);
    const judged = await t.app.coupons.judge(
      [String(first!.code)],
      [{ productId: 'any-product', quantity: 1, lineTotal: 5000 }],
    );
    expect(judged[0]).toMatchObject({ refusal: null, discount: 500 });
  });

  it('gives a visitor, or an email, the same prize on a second submit, issuing no code', async () => {
    randoms.push(0.3);
    const first = await play('again-1', 'again@a.test');
    expect(first.prize).toMatchObject({ prize_id: 'p-gift' });
    const issued = () =>
      t.database.db
        .selectFrom('coupons_unique_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    const issuedBefore = await issued();
    // The second submits would draw the gift again (another single-use code) or the 10% off.
    randoms.push(0.3, 0.01);
    const second = await play('again-1', 'again@a.test');
    const otherBrowser = await play('again-2', 'AGAIN@a.test');
    expect(await issued()).toBe(issuedBefore);
    const kept = await t.database.db
      .selectFrom('lead_prize_draws')
      .select('code')
      .where('email', '=', 'again@a.test')
      .execute();
    expect(kept).toEqual([{ code: first.prize!.code }]);
    expect(second.prize).toEqual(first.prize);
    expect(otherBrowser.prize).toEqual(first.prize);
    randoms.length = 0;
    // Each submit is a lead of its own, each recording the prize it was shown.
    const rows = await t.database.db
      .selectFrom('leads')
      .select(['id', 'prize'])
      .where('email', '=', 'again@a.test')
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(JSON.parse(row.prize!)).toEqual(first.prize);
  });

  it('keeps one draw when two submits of one visitor race', async () => {
    randoms.push(0.05, 0.75);
    const [one, two] = await Promise.all([
      play('race-1', 'race@a.test'),
      play('race-1', 'race@a.test'),
    ]);
    randoms.length = 0;
    expect(two.prize).toEqual(one.prize);
    const kept = await t.database.db
      .selectFrom('lead_prize_draws')
      .select('prize_id')
      .where('visitor_id', '=', 'race-1')
      .execute();
    expect(kept).toEqual([{ prize_id: one.prize!.prize_id }]);
  });

  it('ignores a prize the browser sends', async () => {
    randoms.push(0.9);
    const answer = await play('tamper-1', 'tamper@a.test', {
      prize_id: 'p-ten',
      is_winner: '1',
      prize: 'p-ten',
      gamified_prize: JSON.stringify([{ prize_id: 'p-ten', chances: 100 }]),
      prize_code: 'GAME10',
    });
    expect(answer.prize).toEqual({ prize_id: 'p-lose', is_winner: 0, label: 'No luck' });
    const lead = await t.database.db
      .selectFrom('leads')
      .select(['fields', 'prize'])
      .where('id', '=', answer.conversion_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(lead.fields)).toEqual({ email: 'tamper@a.test' });
    expect(JSON.parse(lead.prize!)).toMatchObject({ prize_id: 'p-lose' });
  });

  it('serves the game without its codes: the browser learns a code only by winning it', async () => {
    const display = await t.app.inject({
      method: 'POST',
      url: `/api/display/${site.clientId}`,
      payload: { domain: 'shop.test', poptin_viewed_url: 'https://shop.test/' },
    });
    const popup = (display.json().poptins as Array<{ poptin_id: string; poptin_url: string }>).find(
      (one) => one.poptin_id === site.popupId,
    )!;
    const content = (await t.app.inject({ method: 'GET', url: popup.poptin_url })).json();
    expect(content.gamified_prize).toHaveLength(4);
    expect(JSON.stringify(content)).not.toMatch(/GAME10|game10|"code"|coupon_id/);
    expect(content.gamified_prize[2]).toMatchObject({ label: 'No luck', loosing_option: 'Soon!' });
  });

  it('leaves a prize whose code the shop does not accept out of the draw', async () => {
    const owner = await signIn(t.app);
    const broken = await siteWithPopup(
      owner,
      leadPopup({
        poptin_type: 'gamified',
        gamified_prize: [
          { prize_id: 'p-ghost', is_winner: 1, label: 'Ghost', code: 'NO-SUCH', chances: 90 },
          { prize_id: 'p-real', is_winner: 1, label: 'Real', code: 'GAME10', chances: 10 },
        ],
      }),
    );
    randoms.push(0.1, 0.5);
    const viewId = await recordView(t.app, broken, 'ghost-1');
    const response = await convert(t.app, 'ghost-1', {
      client_id: broken.clientId,
      poptin_id: broken.popupId,
      poptin_view_id: viewId,
      email: 'ghost@a.test',
    });
    expect(response.json().prize).toEqual({
      prize_id: 'p-real',
      is_winner: 1,
      label: 'Real',
      code: 'GAME10',
    });
  });

  /** A site whose wheel's only winning prize is `prize`, beside a losing slice. */
  async function wheelOf(prize: Popup['gamified_prize'] & object) {
    const owner = await signIn(t.app);
    return siteWithPopup(
      owner,
      leadPopup({
        poptin_type: 'gamified',
        gamified_prize: [
          ...prize,
          { prize_id: 'p-lose', is_winner: 0, label: 'No luck', chances: 10 },
        ],
      }),
    );
  }

  async function playOn(wheel: LeadSite, viewer: string) {
    const viewId = await recordView(t.app, wheel, viewer);
    const response = await convert(t.app, viewer, {
      client_id: wheel.clientId,
      poptin_id: wheel.popupId,
      poptin_view_id: viewId,
      email: `${viewer}@a.test`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().prize as Record<string, unknown>;
  }

  it('names the prize in the popup’s language: the page’s, else the browser’s', async () => {
    const wheel = await wheelOf([
      {
        prize_id: 'p-gift',
        is_winner: 1,
        label: 'Free gift',
        chances: 90,
        translations: { he: { label: 'מתנה חינם' } },
      },
    ]);
    async function playIn(viewer: string, fields: Record<string, string>, lang?: string) {
      randoms.push(0.1);
      const viewId = await recordView(t.app, wheel, viewer);
      const response = await convert(
        t.app,
        viewer,
        {
          client_id: wheel.clientId,
          poptin_id: wheel.popupId,
          poptin_view_id: viewId,
          email: `${viewer}@a.test`,
          ...fields,
        },
        lang ? { 'accept-language': lang } : {},
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().prize as { label: string }).label;
    }
    // A Hebrew page, whatever the browser prefers; a Hebrew browser on a page naming no language.
    expect(await playIn('lang-1', { page_lang: 'he-IL' }, 'en-US,en;q=0.9')).toBe('מתנה חינם');
    expect(await playIn('lang-2', {}, 'he-IL,he;q=0.9')).toBe('מתנה חינם');
    // An English page in a Hebrew browser, and a page in a language the popup does not have.
    expect(await playIn('lang-3', { page_lang: 'en' }, 'he')).toBe('Free gift');
    expect(await playIn('lang-4', { page_lang: 'fr' }, 'en')).toBe('Free gift');
    // The lead keeps the owner's own label, whatever the visitor read.
    const kept = await t.database.db
      .selectFrom('lead_prize_draws')
      .select('label')
      .where('visitor_id', '=', 'lang-1')
      .executeTakeFirstOrThrow();
    expect(kept.label).toBe('Free gift');

    // A prize with a single label says it on a Hebrew page too (older popups).
    randoms.push(0.05);
    const viewId = await recordView(t.app, site, 'lang-old');
    const old = await convert(t.app, 'lang-old', {
      client_id: site.clientId,
      poptin_id: site.popupId,
      poptin_view_id: viewId,
      email: 'lang-old@a.test',
      page_lang: 'he',
    });
    expect(old.json().prize).toMatchObject({ prize_id: 'p-ten', label: '10% off' });
  });

  it('serves a Hebrew page the prizes’ Hebrew words, and no page the other language’s', async () => {
    const wheel = await wheelOf([
      {
        prize_id: 'p-gift',
        is_winner: 1,
        label: 'Free gift',
        chances: 90,
        translations: { he: { label: 'מתנה חינם' } },
      },
    ]);
    async function contentIn(pageLang: string) {
      const display = await t.app.inject({
        method: 'POST',
        url: `/api/display/${wheel.clientId}`,
        payload: {
          domain: 'shop.test',
          poptin_viewed_url: 'https://shop.test/',
          page_lang: pageLang,
        },
      });
      const [popup] = display.json().poptins as Array<{ poptin_url: string }>;
      const content = await t.app.inject({ method: 'GET', url: popup!.poptin_url });
      expect(content.statusCode, content.body).toBe(200);
      return content.json() as { gamified_prize: Array<Record<string, unknown>> };
    }
    const hebrew = await contentIn('he');
    expect(hebrew.gamified_prize.map((prize) => prize.label)).toEqual(['מתנה חינם', 'No luck']);
    const english = await contentIn('en');
    expect(english.gamified_prize.map((prize) => prize.label)).toEqual(['Free gift', 'No luck']);
    // Each page gets its own language only.
    expect(JSON.stringify(hebrew)).not.toMatch(/translations|Free gift/);
    expect(JSON.stringify(english)).not.toMatch(/translations|מתנה/);
  });

  it('refuses prize words in a language it does not have, or too long, naming the field', async () => {
    const owner = await signIn(t.app);
    const { siteId } = await siteWithPopup(owner);
    const withPrize = (translations: unknown) =>
      owner.request('POST', `/api/admin/sites/${siteId}/popups`, {
        status: 'draft',
        popup: leadPopup({
          poptin_type: 'gamified',
          gamified_prize: [
            { prize_id: 'p1', is_winner: 0, label: 'One', chances: 50 },
            { prize_id: 'p2', is_winner: 0, label: 'Two', chances: 50, translations } as never,
          ],
        }),
      });
    for (const translations of [{ fr: { label: 'Un' } }, { he: { label: 'א'.repeat(201) } }]) {
      const refused = await withPrize(translations);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toContain('gamified_prize.1.translations');
    }
    expect((await withPrize({ he: { label: 'שניים' } })).statusCode).toBe(201);
  });

  it('stops handing out a code as soon as the owner unpublishes its coupon', async () => {
    const spring = await t.app.coupons.create({ ...blankCoupon, code: 'SPRING5' });
    if (!spring.ok) throw new Error('the coupon was refused');
    const wheel = await wheelOf([
      { prize_id: 'p-spring', is_winner: 1, label: '5% off', code: 'SPRING5', chances: 90 },
    ]);
    randoms.push(0.1);
    expect(await playOn(wheel, 'spring-1')).toMatchObject({ code: 'SPRING5' });
    // Within the few seconds the draw keeps what it learnt of a coupon: the edit still shows.
    await t.app.coupons.update(spring.coupon.id, {
      ...blankCoupon,
      code: 'SPRING5',
      status: 'draft',
    });
    randoms.push(0.1, 0.5);
    expect(await playOn(wheel, 'spring-2')).toEqual({
      prize_id: 'p-lose',
      is_winner: 0,
      label: 'No luck',
    });
  });

  it('draws again when a prize coupon goes in another process between the check and the lead', async () => {
    const gone = await t.app.coupons.create({
      ...blankCoupon,
      code: 'GONE',
      uniqueCodePattern: 'GONE-XXXXXX',
    });
    if (!gone.ok) throw new Error('the coupon was refused');
    const wheel = await wheelOf([
      { prize_id: 'p-gone', is_winner: 1, label: 'A gift', coupon_id: gone.coupon.id, chances: 90 },
    ]);
    randoms.push(0.1);
    expect(await playOn(wheel, 'gone-1')).toMatchObject({ code: expect.stringMatching(/^GONE-/) });
    // Deleted behind this process's back, as another server process would.
    await t.database.db.deleteFrom('coupons_coupons').where('id', '=', gone.coupon.id).execute();
    randoms.push(0.1, 0.1, 0.5);
    expect(await playOn(wheel, 'gone-2')).toEqual({
      prize_id: 'p-lose',
      is_winner: 0,
      label: 'No luck',
    });
    const kept = await t.database.db
      .selectFrom('lead_prize_draws')
      .select('prize_id')
      .where('visitor_id', '=', 'gone-2')
      .execute();
    expect(kept).toEqual([{ prize_id: 'p-lose' }]);
  });

  it('answers no prize for a popup that is no game', async () => {
    const owner = await signIn(t.app);
    const plain = await siteWithPopup(owner);
    const viewId = await recordView(t.app, plain, 'plain-1');
    const response = await convert(t.app, 'plain-1', {
      client_id: plain.clientId,
      poptin_id: plain.popupId,
      poptin_view_id: viewId,
      email: 'plain@a.test',
      prize_id: 'p-ten',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().prize).toBeUndefined();
  });
});
