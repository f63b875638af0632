import { NONCE_HEADER } from '@pinwheel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOwner, type OwnerClient } from '../modules/display/testing/display-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { METHOD_OVERRIDE_HEADER } from './method-override.ts';

describe('x-http-method-override', () => {
  let t: TestApp;
  let owner: OwnerClient;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInOwner(t.app);
  });
  afterAll(() => t.close());

  const newSite = async () =>
    (await owner.request('POST', '/api/admin/sites', { name: 'Override' })).json().site as {
      id: string;
    };

  function send(method: 'GET' | 'POST', url: string, override: string, payload?: object) {
    return t.app.inject({
      method,
      url,
      headers: { ...owner.headers, [METHOD_OVERRIDE_HEADER]: override },
      ...(payload ? { payload } : {}),
    });
  }

  it('routes a POST as the PATCH, PUT or DELETE its header names', async () => {
    const site = await newSite();
    const renamed = await send('POST', `/api/admin/sites/${site.id}`, 'patch', {
      name: 'Renamed',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().site.name).toBe('Renamed');

    expect((await send('POST', `/api/admin/sites/${site.id}`, 'DELETE')).statusCode).toBe(204);
    expect((await owner.request('GET', `/api/admin/sites/${site.id}`)).statusCode).toBe(404);
  });

  it('still asks an overridden write for its nonce', async () => {
    const site = await newSite();
    const { [NONCE_HEADER]: _nonce, ...withoutNonce } = owner.headers;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/sites/${site.id}`,
      headers: { ...withoutNonce, [METHOD_OVERRIDE_HEADER]: 'DELETE' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await owner.request('GET', `/api/admin/sites/${site.id}`)).statusCode).toBe(200);
  });

  it('overrides nothing but a POST, and to nothing but a write', async () => {
    const site = await newSite();
    // A GET stays a GET: the site is read, not deleted.
    const read = await send('GET', `/api/admin/sites/${site.id}`, 'DELETE');
    expect(read.statusCode).toBe(200);
    // POST as GET (or as an unknown method) stays a POST, which this address does not take.
    for (const override of ['GET', 'TRACE', 'FOO']) {
      expect((await send('POST', `/api/admin/sites/${site.id}`, override)).statusCode).toBe(404);
    }
    expect((await owner.request('GET', `/api/admin/sites/${site.id}`)).statusCode).toBe(200);
  });
});
