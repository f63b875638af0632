// The owner's credentials through the platform API on each database: WordPress's application
// passwords (users/me/application-passwords) and WooCommerce keys (pinwheel/v1/api-keys), made,
// listed, read, renamed and revoked by the signed-in owner, secrets shown once; and the same
// routes refused to a caller holding only a key (a key never mints keys).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restOwner, type RestOwner } from '../../platform-api/testing/rest-owner.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngines } from '../../testing/test-database.ts';

const PASSWORDS = '/wp-json/wp/v2/users/me/application-passwords';
const KEYS = '/wp-json/pinwheel/v1/api-keys';
const OWNER_EMAIL = 'owner@api.test';

function basic(user: string, password: string) {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

describe.each(testEngines())('API credentials management on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let owner: RestOwner;

  beforeAll(async () => {
    // Behind a proxy that says whether the visitor came over HTTPS (X-Forwarded-Proto).
    t = await createTestApp(engine, {}, { TRUST_PROXY: 'true' });
    app = t.app;
    owner = await restOwner(app, OWNER_EMAIL);
  });
  afterAll(() => t.close());

  it('creates an application password shown once, in WordPress shape, and lists it without it', async () => {
    const created = await owner.request('POST', PASSWORDS, { name: 'Zapier', scope: 'read' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      name: 'Zapier',
      app_id: '',
      scope: 'read',
      last_used: null,
      last_ip: null,
    });
    expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(body.password).toMatch(/^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);

    const list = await owner.request('GET', PASSWORDS);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ ...body, password: undefined }].map(withoutUndefined));
    expect(list.body).not.toContain(body.password);

    const one = await owner.request('GET', `${PASSWORDS}/${body.uuid}`);
    expect(one.json()).toEqual(withoutUndefined({ ...body, password: undefined }));
  });

  it('refuses a blank or duplicate name with WordPress codes, naming the field', async () => {
    const blank = await owner.request('POST', PASSWORDS, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { name: expect.any(String) } },
    });

    await owner.request('POST', PASSWORDS, { name: 'Twice' });
    const again = await owner.request('POST', PASSWORDS, { name: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'application_password_duplicate_name',
      message: 'Each application name should be unique.',
      data: { status: 409 },
    });

    const badScope = await owner.request('POST', PASSWORDS, { name: 'Scoped', scope: 'admin' });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json().data.params).toHaveProperty('scope');
  });

  it('renames and revokes an application password; a revoked one is refused at once', async () => {
    const created = (await owner.request('POST', PASSWORDS, { name: 'Old name' })).json();
    const renamed = await owner.request('PUT', `${PASSWORDS}/${created.uuid}`, {
      name: 'New name',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('New name');

    const asPassword = basic(OWNER_EMAIL, created.password);
    const before = await app.inject({ url: KEYS, headers: asPassword });
    // Authenticated (not 401), and still refused: a credential does not manage credentials.
    expect(before.statusCode).toBe(403);

    const revoked = await owner.request('DELETE', `${PASSWORDS}/${created.uuid}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      deleted: true,
      previous: { uuid: created.uuid, name: 'New name' },
    });
    expect((await owner.request('GET', `${PASSWORDS}/${created.uuid}`)).statusCode).toBe(404);

    const after = await app.inject({ url: KEYS, headers: asPassword });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      code: 'incorrect_password',
      message: 'The provided password is an invalid application password.',
    });
  });

  it('introspects the application password a request comes with', async () => {
    const created = (await owner.request('POST', PASSWORDS, { name: 'Introspected' })).json();
    const mine = await app.inject({
      url: `${PASSWORDS}/introspect`,
      headers: basic(OWNER_EMAIL, created.password),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ uuid: created.uuid, name: 'Introspected' });
    const bySession = await owner.request('GET', `${PASSWORDS}/introspect`);
    expect(bySession.statusCode).toBe(404);
    expect(bySession.json()).toEqual({
      code: 'rest_no_authenticated_app_password',
      message: 'Cannot introspect application password.',
      data: { status: 404 },
    });
  });

  it('refuses application-password management to a caller by application password', async () => {
    const created = (await owner.request('POST', PASSWORDS, { name: 'Robot' })).json();
    const list = await app.inject({
      url: PASSWORDS,
      headers: basic(OWNER_EMAIL, created.password),
    });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      code: 'rest_cannot_list_application_passwords',
      message: 'Sorry, you are not allowed to list application passwords for this user.',
      data: { status: 403 },
    });
    const mint = await app.inject({
      method: 'POST',
      url: PASSWORDS,
      headers: basic(OWNER_EMAIL, created.password),
      payload: { name: 'Minted' },
    });
    expect(mint.statusCode).toBe(403);
    expect(mint.json().code).toBe('rest_cannot_create_application_passwords');
  });

  it('creates a WooCommerce key with its consumer key and secret once, and pages the list', async () => {
    const created = await owner.request('POST', KEYS, {
      description: 'Inventory sync',
      permissions: 'read_write',
    });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key.consumer_key).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(key.consumer_secret).toMatch(/^cs_[0-9a-f]{40}$/);
    expect(key).toMatchObject({
      description: 'Inventory sync',
      permissions: 'read_write',
      truncated_key: key.consumer_key.slice(-7),
      last_access: null,
    });

    for (const n of [1, 2, 3]) {
      // Newest first is by creation time: each key in a millisecond of its own (an owner never
      // makes two in one; this loop can), or their order would be the ids' chance.
      const before = Date.now();
      while (Date.now() === before) await new Promise((resolve) => setImmediate(resolve));
      await owner.request('POST', KEYS, { description: `Key ${n}`, permissions: 'read' });
    }
    const page = await owner.request('GET', `${KEYS}?per_page=2&page=1`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-wp-total']).toBe('4');
    expect(page.headers['x-wp-totalpages']).toBe('2');
    expect(page.json().map((one: { description: string }) => one.description)).toEqual([
      'Key 3',
      'Key 2',
    ]);
    expect(page.body).not.toContain(key.consumer_secret);
    expect(page.body).not.toContain(key.consumer_key);

    const bad = await owner.request('POST', KEYS, { description: 'x', permissions: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.params).toHaveProperty('permissions');
  });

  it('revokes a WooCommerce key; it is refused from then on', async () => {
    const key = (
      await owner.request('POST', KEYS, { description: 'Short lived', permissions: 'read' })
    ).json();
    const revoked = await owner.request('DELETE', `${KEYS}/${key.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ deleted: true, previous: { id: key.id } });
    expect((await owner.request('DELETE', `${KEYS}/${key.id}`)).statusCode).toBe(404);
    const list = (await owner.request('GET', KEYS)).json() as Array<{ id: string }>;
    expect(list.map((one) => one.id)).not.toContain(key.id);
  });

  it('answers users/me to the owner by cookie and by application password, not to a WooCommerce key', async () => {
    const bySession = await owner.request('GET', '/wp-json/wp/v2/users/me?context=edit');
    expect(bySession.statusCode).toBe(200);
    expect(bySession.json()).toMatchObject({
      name: 'owner',
      slug: 'owner',
      email: OWNER_EMAIL,
      username: OWNER_EMAIL,
      roles: ['administrator'],
    });
    const { password } = (
      await owner.request('POST', PASSWORDS, { name: 'CLI', scope: 'read' })
    ).json();
    const byPassword = await app.inject({
      url: '/wp-json/wp/v2/users/me',
      headers: basic(OWNER_EMAIL, password),
    });
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().id).toBe(bySession.json().id);
    expect(byPassword.json()).not.toHaveProperty('email');

    const key = (
      await owner.request('POST', KEYS, { description: 'k', permissions: 'read' })
    ).json();
    const byKey = await app.inject({
      url: '/wp-json/wp/v2/users/me',
      headers: { ...basic(key.consumer_key, key.consumer_secret), 'x-forwarded-proto': 'https' },
    });
    expect(byKey.statusCode).toBe(401);
    expect(byKey.json().message).toBe(
      'The provided API key cannot be used to access this endpoint.',
    );
  });

  it('answers a caller with no credential 401', async () => {
    expect((await app.inject(KEYS)).statusCode).toBe(401);
    expect((await app.inject(PASSWORDS)).statusCode).toBe(401);
  });
});

function withoutUndefined(value: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined));
}
