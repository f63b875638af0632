// The demo shop tells one story: every code its popups hand out exists as a coupon the cart takes,
// with the rules the popup's copy promises (WELCOME10: 10% off a first order; SHIP50: free shipping
// over $50).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines())('the demo coupons on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
  });
  afterAll(() => t.close());

  it('has a coupon for every code a demo popup hands out', async () => {
    const popups = await t.database.db.selectFrom('popups').select('data').execute();
    const codes = new Set<string>();
    for (const { data } of popups) {
      for (const match of data.matchAll(/"code":"([A-Z0-9-]+)"/g)) codes.add(match[1]!);
    }
    expect([...codes].sort()).toEqual(expect.arrayContaining(['SHIP50', 'WELCOME10']));
    const judged = await t.app.coupons.judge(
      [...codes],
      [{ productId: 'prod-stoneware-mug', quantity: 10, lineTotal: 24_000 }],
    );
    for (const entry of judged) {
      // Each is known; only the stacking rule may refuse one beside the others.
      expect(entry.refusal?.code ?? 'applies', entry.code).not.toBe('unknown');
    }
  });

  it('keeps the popups’ promises', async () => {
    const mug = (lineTotal: number) => [
      { productId: 'prod-stoneware-mug', quantity: 2, lineTotal },
    ];
    const [welcome] = await t.app.coupons.judge(['welcome10'], mug(4800));
    expect(welcome).toMatchObject({ code: 'WELCOME10', discount: 480, refusal: null });
    expect(welcome!.coupon).toMatchObject({ firstOrderOnly: true, individualUse: true });
    const [under] = await t.app.coupons.judge(['SHIP50'], mug(4999));
    expect(under!.refusal).toEqual({ code: 'minimum_not_reached', amount: 1 });
    const [over] = await t.app.coupons.judge(['SHIP50'], mug(5000));
    expect(over).toMatchObject({ discount: 0, freeShipping: true, refusal: null });
  });
});
