// pinwheel/v1/posts/{id}/related as the post editor uses it, on both databases: a draft sharing a
// tag with a live post is shown that post, in the storefront's related-posts shape and the owner's
// display settings; the Hebrew answer carries the Hebrew title; strangers and unknown ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelatedPostsAnswer } from '@pinwheel/core';
import { restOwner, type RestOwner } from '../../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testEngines } from '../../../testing/test-database.ts';

describe.each(testEngines())('pinwheel/v1/posts/{id}/related on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it("answers a draft's related posts as the storefront will show them", async () => {
    const tag = (await owner.request('POST', '/wp-json/wp/v2/tags', { name: 'Linen' })).json<{
      id: string;
    }>().id;
    const live = await owner.request('POST', '/wp-json/wp/v2/posts', {
      title: 'Washing linen',
      status: 'publish',
      tags: [tag],
      translations: { he: { title: 'כביסת פשתן' } },
    });
    expect(live.statusCode, live.body).toBe(201);
    await owner.request('POST', '/wp-json/wp/v2/posts', { title: 'Unrelated', status: 'publish' });
    const draft = await owner.request('POST', '/wp-json/wp/v2/posts', {
      title: 'Linen in winter',
      tags: [tag],
    });
    const draftId = draft.json<{ id: string }>().id;

    const answer = await owner.request('GET', `/wp-json/pinwheel/v1/posts/${draftId}/related`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<RelatedPostsAnswer>();
    expect(body.items.map((item) => item.title)).toEqual(['Washing linen']);
    expect(body.items[0]!.url).toBe('/blog/washing-linen');
    expect(body).toMatchObject({ layout: 'grid', show_date: true });

    const hebrew = await owner.request(
      'GET',
      `/wp-json/pinwheel/v1/posts/${draftId}/related?lang=he`,
    );
    expect(hebrew.json<RelatedPostsAnswer>().items[0]!.title).toBe('כביסת פשתן');
  });

  it('refuses strangers and answers 404 for an unknown post', async () => {
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/wp-json/pinwheel/v1/posts/nope/related',
    });
    expect(stranger.statusCode).toBe(401);
    const unknown = await owner.request('GET', '/wp-json/pinwheel/v1/posts/nope/related');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'rest_post_invalid_id' });
  });
});
