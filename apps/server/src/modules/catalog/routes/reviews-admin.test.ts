// The owner API for review moderation on a real database: the lists by state, approve and reject
// (the product's rating follows), unknown ids, and no access for anyone but the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInOwnerClient,
  visitorBrowser,
  type SignedInOwner,
} from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

interface Listed {
  id: string;
  author: string;
  productTitle: string;
  productUrl: string;
  status: string;
}

describe.each(testEngines())('review moderation for the owner on %s', (engine) => {
  let t: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.app.demo.seedIfEmpty();
    owner = await signInOwnerClient(t.app);
  });
  afterAll(() => t.close());

  const list = async (status?: string): Promise<Listed[]> =>
    (await owner.request('GET', `/api/admin/reviews${status ? `?status=${status}` : ''}`)).json()
      .reviews;

  it('lists the reviews waiting, with their product, and the other states on request', async () => {
    const waiting = await list();
    expect(waiting.length).toBe(3);
    expect(waiting.every((review) => review.status === 'pending')).toBe(true);
    expect(waiting[0]!.productUrl).toMatch(/^\/product\//);
    expect(waiting[0]!.productTitle).toBeTruthy();
    expect((await list('approved')).length).toBeGreaterThan(10);
    expect(await list('rejected')).toEqual([]);
    const bad = await owner.request('GET', '/api/admin/reviews?status=spam');
    expect(bad.statusCode).toBe(400);
  });

  it('approves a review: it shows on its product page and counts in the rating', async () => {
    const review = (await list())[0]!;
    const slug = review.productUrl.split('/').pop()!;
    const before = (await t.app.catalog.productPage('en', slug))!;
    const approved = await owner.request('POST', `/api/admin/reviews/${review.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: review.id, status: 'approved' });
    const after = (await t.app.catalog.productPage('en', slug))!;
    expect(after.reviews.map((r) => r.id)).toContain(review.id);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect((await list()).map((r) => r.id)).not.toContain(review.id);
  });

  it('rejects a review: hidden, listed as rejected, and rejects an approved one back out', async () => {
    const review = (await list())[0]!;
    expect((await owner.request('POST', `/api/admin/reviews/${review.id}/reject`)).statusCode).toBe(
      200,
    );
    expect((await list('rejected')).map((r) => r.id)).toEqual([review.id]);
    const slug = review.productUrl.split('/').pop()!;
    const page = (await t.app.catalog.productPage('en', slug))!;
    expect(page.reviews.map((r) => r.id)).not.toContain(review.id);
  });

  it('answers 404 for an unknown review, 400 for a bad decision or id', async () => {
    expect(
      (await owner.request('POST', '/api/admin/reviews/nosuchreview/approve')).statusCode,
    ).toBe(404);
    expect((await owner.request('POST', '/api/admin/reviews/abc/publish')).statusCode).toBe(400);
    expect(
      (await owner.request('POST', `/api/admin/reviews/${encodeURIComponent('<b>')}/approve`))
        .statusCode,
    ).toBe(400);
  });

  it('lets no one else list or decide', async () => {
    const visitor = await visitorBrowser(t.app);
    const listed = await t.app.inject({
      url: '/api/admin/reviews',
      headers: { cookie: visitor.cookie },
    });
    expect(listed.statusCode).toBe(401);
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews/whatever/approve',
      headers: { cookie: visitor.cookie, 'x-pinwheel-nonce': visitor.nonce },
    });
    expect(decided.statusCode).toBe(401);
    // The owner without the nonce: refused too.
    const noNonce = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews/whatever/approve',
      headers: { cookie: owner.headers.cookie! },
    });
    expect(noNonce.statusCode).toBe(403);
  });
});
