// The catalog on a real database: the demo catalog as pages read it, listings sorted, filtered and
// paged as their URLs say, and reviews that wait for moderation before they count.
import { parseListingQuery } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const query = (search = '') => parseListingQuery(new URLSearchParams(search));

describe.each(testEngines())('the catalog on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
  });
  afterAll(() => t.close());

  it('reads a variable product with its swatches, variations and reviews, in Hebrew too', async () => {
    const page = await t.app.catalog.productPage('en', 'linen-shirt');
    expect(page).toMatchObject({ type: 'variable', title: 'Linen Shirt', currency: 'USD' });
    expect(page?.attributes.map((a) => [a.slug, a.kind, a.terms.map((term) => term.slug)])).toEqual(
      [
        ['color', 'color', ['sand', 'sage', 'navy']],
        ['size', 'label', ['s', 'm', 'l', 'xl']],
      ],
    );
    const navyXl = page?.variations.find(
      (v) => v.attributes.color === 'navy' && v.attributes.size === 'xl',
    );
    expect(navyXl).toMatchObject({ is_in_stock: false, variation_stock_left: 0, enabled: true });
    const sageS = page?.variations.find(
      (v) => v.attributes.color === 'sage' && v.attributes.size === 's',
    );
    expect(sageS?.enabled).toBe(false);
    // The navy picture follows the navy variations.
    expect(navyXl?.imageIndex).toBe(2);
    expect(page?.images[0]?.srcSet).toMatch(/^\/media\/[a-f0-9]{20}\/w240\.webp 240w, /);
    // Only approved reviews show and count.
    expect(page?.reviews.map((r) => r.author)).not.toContain('Visitor');
    expect(page?.reviewCount).toBe(3);
    expect(page?.rating).toBe(4.7);

    const hebrew = await t.app.catalog.productPage('he', 'linen-shirt');
    expect(hebrew?.title).toBe('חולצת פשתן');
    expect(hebrew?.attributes[0]?.name).toBe('צבע');
    expect(await t.app.catalog.productPage('en', 'no-such-product')).toBeNull();
  });

  it('carries the pre-order label, bulk tiers and deposit plans', async () => {
    const jacket = await t.app.catalog.productPage('en', 'rain-jacket');
    const yellow = jacket?.variations.find((v) => v.attributes.color === 'yellow');
    expect(yellow).toMatchObject({
      is_pre_order: 'yes',
      pre_order_label: 'Pre-order, ships in March',
    });
    const mug = await t.app.catalog.productPage('en', 'stoneware-mug');
    expect(mug?.attributes[0]?.kind).toBe('image');
    expect(
      mug?.bulkTiers.map((tier) => [tier.variationId, tier.minQuantity, tier.discountPercent]),
    ).toEqual([
      [null, 4, 10],
      [45000000003, 6, 25],
      [null, 8, 15],
      [null, 12, 20],
    ]);
    const chair = await t.app.catalog.productPage('he', 'oak-armchair');
    expect(chair?.depositsEnabled).toBe(true);
    expect(chair?.depositPlans.map((plan) => plan.name)).toEqual(['30% עכשיו', 'שלושה תשלומים']);
  });

  it('sorts, filters and pages listings as their URLs say', async () => {
    const all = await t.app.catalog.listing('en', {}, query(), 100);
    expect(all.total).toBe(16);
    const cheapest = await t.app.catalog.listing('en', {}, query('orderby=price'), 3);
    expect(cheapest.items.map((p) => p.slug)).toEqual([
      'field-notes',
      'wool-socks',
      'stoneware-mug',
    ]);
    expect(cheapest.pageCount).toBe(6);
    const dearest = await t.app.catalog.listing('en', {}, query('orderby=price-desc'), 1);
    expect(dearest.items[0]?.slug).toBe('oak-armchair');
    const popular = await t.app.catalog.listing('en', {}, query('orderby=popularity'), 1);
    expect(popular.items[0]?.slug).toBe('wool-socks');
    const newest = await t.app.catalog.listing('en', {}, query('orderby=date'), 1);
    expect(newest.items[0]?.slug).toBe('rain-jacket');
    const rated = await t.app.catalog.listing('en', {}, query('orderby=rating'), 2);
    expect(rated.items.every((p) => p.rating === 5)).toBe(true);

    const apparel = await t.app.catalog.category('en', 'apparel');
    const navyApparel = await t.app.catalog.listing(
      'en',
      { categoryId: apparel?.id },
      query('filter_color=navy&filter_size=xl'),
      100,
    );
    expect(navyApparel.items.map((p) => p.slug).sort()).toEqual([
      'canvas-sneakers',
      'linen-shirt',
      'rain-jacket',
    ]);
    const underForty = await t.app.catalog.listing(
      'en',
      {},
      query('max_price=30&orderby=price'),
      100,
    );
    expect(underForty.items.map((p) => p.priceMin)).toEqual([1400, 1900, 2400, 2900]);
    // A page past the end shows the last page, not an empty one.
    const past = await t.app.catalog.listing('en', {}, query('page=99'), 5);
    expect([past.page, past.items.length]).toEqual([4, 1]);
    const card = all.items.find((p) => p.slug === 'brass-pen');
    expect(card).toMatchObject({ priceMin: 3800, compareAtPrice: 4800, type: 'simple' });
    expect(card?.variationId).toBeGreaterThan(0);
  });

  it('keeps a new review waiting until approved, refuses a missing rating when required', async () => {
    const missing = await t.app.catalog.addReview('prod-brass-pen', {
      author: 'Ann',
      text: 'Nice',
    });
    expect(missing).toEqual({ ok: false, reason: 'rating_required' });
    const unknown = await t.app.catalog.addReview('prod-nope', {
      author: 'A',
      text: 'x',
      rating: 3,
    });
    expect(unknown).toEqual({ ok: false, reason: 'unknown_product' });
    await expect(() =>
      t.app.catalog.addReview('prod-brass-pen', { author: '', text: 'x', rating: 1 }),
    ).rejects.toThrow();
    // Half a character (SQLite would store it as invalid UTF-8), a C1 control, an override that
    // turns the author's name around: none is stored.
    for (const review of [
      { author: 'Ann\ud800', text: 'Nice' },
      { author: 'Ann', text: 'Nice \udc00' },
      { author: 'Ann', text: 'Nice\u0085' },
      { author: 'Ann\u202e', text: 'Nice' },
    ]) {
      await expect(() =>
        t.app.catalog.addReview('prod-brass-pen', { ...review, rating: 4 }),
      ).rejects.toThrow('must not contain control characters');
    }

    const added = await t.app.catalog.addReview('prod-brass-pen', {
      author: 'Ann',
      text: '<script>alert(1)</script> lovely',
      rating: 1,
    });
    expect(added).toMatchObject({ ok: true, status: 'pending' });
    let pen = await t.app.catalog.productPage('en', 'brass-pen');
    expect([pen?.rating, pen?.reviewCount]).toEqual([5, 1]);
    if (!added.ok) throw new Error('not added');
    expect(await t.app.catalog.moderateReview(added.id, 'approved')).toBe(true);
    pen = await t.app.catalog.productPage('en', 'brass-pen');
    expect([pen?.rating, pen?.reviewCount]).toEqual([3, 2]);
    // Stored as typed: the page escapes it when it shows it.
    expect(pen?.reviews.map((r) => r.text)).toContain('<script>alert(1)</script> lovely');
    expect(await t.app.catalog.moderateReview('no-such-review', 'approved')).toBe(false);
  });

  it('searches by relevance, with a typo, in Hebrew, and answers markup or huge queries normally', async () => {
    const slugs = async (lang: 'en' | 'he', query: string) =>
      (await t.app.catalog.search(lang, query)).map((product) => product.slug);
    expect(await slugs('en', 'linen')).toEqual(['linen-napkins', 'linen-shirt']);
    expect(await slugs('en', 'hoddie')).toEqual(['cotton-hoodie']);
    const hebrew = await t.app.catalog.search('he', 'פשתן');
    expect(hebrew.map((product) => product.title)).toEqual(['מפיות פשתן, סט של 4', 'חולצת פשתן']);
    expect(await slugs('en', '<script>alert(1)</script>')).toEqual([]);
    expect(await slugs('en', 'x'.repeat(5000))).toEqual([]);
  });
});
