// For the display module's API tests: an owner signed in through the real session API, sites and
// popups created through the owner API, and display requests as the loader sends them.
import { type DisplayVisitorState, type Popup } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../db/database.ts';
import { signInOwnerClient, type SignedInOwner } from '../../../testing/owner-client.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

export type OwnerClient = SignedInOwner;

export function signInOwner(app: FastifyInstance): Promise<OwnerClient> {
  return signInOwnerClient(app, 'owner@display.test', 'display test password');
}

/**
 * A test app on `engine` with the demo site seeded and an owner signed in: what the display-call
 * tests start from, since they ask for both the demo's popups and sites of their own.
 */
export async function createDemoAppWithOwner(
  engine: Engine,
): Promise<{ t: TestApp; owner: OwnerClient }> {
  const t = await createTestApp(engine);
  const owner = await signInOwner(t.app);
  await t.app.demo.seedIfEmpty();
  return { t, owner };
}

export function popupBody(
  overrides: Partial<Omit<Popup, 'poptin_id'>> = {},
): Omit<Popup, 'poptin_id'> {
  return {
    poptin_name: 'Welcome offer',
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: { poptin_location: 'center' },
    ...overrides,
  };
}

export interface CreatedSite {
  id: string;
  client_id: string;
}

export async function createSite(owner: OwnerClient, body: object = {}): Promise<CreatedSite> {
  const response = await owner.request('POST', '/api/admin/sites', { name: 'Test shop', ...body });
  if (response.statusCode !== 201) throw new Error(`creating a site failed: ${response.body}`);
  return response.json().site;
}

export async function createPopup(
  owner: OwnerClient,
  siteId: string,
  popup: Omit<Popup, 'poptin_id'> = popupBody(),
  status: 'draft' | 'live' | 'paused' = 'live',
): Promise<string> {
  const response = await owner.request('POST', `/api/admin/sites/${siteId}/popups`, {
    status,
    popup,
  });
  if (response.statusCode !== 201) throw new Error(`creating a popup failed: ${response.body}`);
  return response.json().popup.id;
}

export function visitorState(overrides: Partial<DisplayVisitorState> = {}): string {
  return JSON.stringify({
    visitor_id: 'visitor-1',
    seen: [],
    closed: [],
    converted: [],
    embedded: [],
    frequency: {},
    ...overrides,
  });
}

/** POST /api/display/{clientId}, form-encoded like the loader. */
export function requestDisplay(
  app: FastifyInstance,
  clientId: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/display/${clientId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      domain: 'shop.test',
      if_mobile: '0',
      poptin_viewed_url: 'https://shop.test/products/mug',
      cookies: visitorState(),
      ...fields,
    }).toString(),
  });
}
