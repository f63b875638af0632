import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';
import {
  createPopup,
  createSite,
  popupBody,
  signInOwner,
  type OwnerClient,
} from './testing/display-fixtures.ts';

describe.each(testEngines())("the owner's list of every popup on %s", (engine) => {
  let t: TestApp;
  let owner: OwnerClient;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signInOwner(t.app);
  });
  afterAll(() => t.close());

  it("names each popup's site, type and status, sites by name", async () => {
    const zebra = await createSite(owner, { name: 'Zebra shop' });
    const apple = await createSite(owner, { name: 'Apple shop' });
    const bar = await createPopup(
      owner,
      zebra.id,
      popupBody({ poptin_name: 'Free shipping bar', poptin_type: 'bar' }),
      'paused',
    );
    const welcome = await createPopup(owner, apple.id, popupBody({ poptin_name: 'Welcome' }));
    // Made a moment later, so the order they were made in is not a tie of one millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const draft = await createPopup(
      owner,
      apple.id,
      popupBody({ poptin_name: 'Spin to win', poptin_type: 'gamified' }),
      'draft',
    );

    expect(await t.app.display.popupOverview()).toEqual([
      {
        id: welcome,
        name: 'Welcome',
        siteId: apple.id,
        siteName: 'Apple shop',
        siteClientId: apple.client_id,
        type: 'lightbox',
        status: 'live',
        couponCodes: [],
        abTest: null,
        createdAt: expect.any(Number),
      },
      {
        id: draft,
        name: 'Spin to win',
        siteId: apple.id,
        siteName: 'Apple shop',
        siteClientId: apple.client_id,
        type: 'gamified',
        status: 'draft',
        couponCodes: [],
        abTest: null,
        createdAt: expect.any(Number),
      },
      {
        id: bar,
        name: 'Free shipping bar',
        siteId: zebra.id,
        siteName: 'Zebra shop',
        siteClientId: zebra.client_id,
        type: 'bar',
        status: 'paused',
        couponCodes: [],
        abTest: null,
        createdAt: expect.any(Number),
      },
    ]);
  });
});
