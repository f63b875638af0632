// wp/v2/users/me (and users/{id}) on both databases: the signed-in owner in WordPress's user shape,
// the email, roles and capabilities only in context=edit, rest_not_logged_in to anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

describe.each(testEngines())('wp/v2/users on %s', (engine) => {
  let t: TestApp;
  let owner: RestOwner;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await restOwner(t.app);
  });
  afterAll(() => t.close());

  it('answers wp/v2/users/me to the owner, and rest_not_logged_in to anyone else', async () => {
    const me = await owner.request('GET', '/wp-json/wp/v2/users/me?context=edit');
    expect(me.statusCode).toBe(200);
    const user = me.json<{ id: string; avatar_urls: Record<string, string> }>();
    expect(user).toMatchObject({
      name: 'owner',
      slug: 'owner',
      email: 'owner@api.test',
      roles: ['administrator'],
      capabilities: { administrator: true, edit_posts: true, manage_woocommerce: true },
    });
    expect(Object.keys(user.avatar_urls)).toEqual(['24', '48', '96']);
    const view = await owner.request('GET', '/wp-json/wp/v2/users/me');
    expect(view.json()).not.toHaveProperty('email');
    const byId = await owner.request('GET', `/wp-json/wp/v2/users/${user.id}`);
    expect(byId.json()).toMatchObject({ id: user.id, name: 'owner' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'rest_not_logged_in' });
  });
});
