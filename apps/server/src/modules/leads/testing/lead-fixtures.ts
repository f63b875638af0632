// For the leads module's API tests: an owner signed in through the real session API, a site with a
// lead popup made through the owner API, a view recorded through the widget's viewed call, and the
// conversion call as the widget sends it.
import { type Popup } from '@pinwheel/core';
import type { FastifyInstance } from 'fastify';
import { signInOwnerClient, type SignedInOwner } from '../../../testing/owner-client.ts';

export type Owner = SignedInOwner;

export function signIn(app: FastifyInstance): Promise<Owner> {
  return signInOwnerClient(app, 'owner@leads.test', 'leads test password');
}

/** A lead popup: name, required email and a phone, and a consent box when asked. */
export function leadPopup(
  overrides: Partial<Omit<Popup, 'poptin_id'>> = {},
): Omit<Popup, 'poptin_id'> {
  return {
    poptin_name: 'Ten percent off',
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: { poptin_location: 'center' },
    design: {
      blocks: [
        { type: 'heading', text: 'Ten percent off', level: 1 },
        {
          type: 'form',
          fields: [
            { kind: 'name', label: 'First name' },
            { kind: 'email', label: 'Email', required: true },
            { kind: 'phone', label: 'Phone' },
          ],
          submit_label: 'Send',
        },
      ],
    },
    ...overrides,
  };
}

export interface LeadSite {
  siteId: string;
  clientId: string;
  popupId: string;
}

export async function siteWithPopup(
  owner: Owner,
  popup: Omit<Popup, 'poptin_id'> = leadPopup(),
  site: object = {},
): Promise<LeadSite> {
  const created = await owner.request('POST', '/api/admin/sites', { name: 'Lead shop', ...site });
  if (created.statusCode !== 201) throw new Error(`creating a site failed: ${created.body}`);
  const { id, client_id } = created.json().site as { id: string; client_id: string };
  const made = await owner.request('POST', `/api/admin/sites/${id}/popups`, {
    status: 'live',
    popup,
  });
  if (made.statusCode !== 201) throw new Error(`creating a popup failed: ${made.body}`);
  return { siteId: id, clientId: client_id, popupId: made.json().popup.id };
}

/** The widget's viewed call; answers the poptin_view_id. */
export async function recordView(app: FastifyInstance, site: LeadSite, viewerId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/display/viewed/${site.popupId}`,
    payload: { viewer_id: viewerId, client_id: site.clientId, trigger: 'delay', type: 'lightbox' },
  });
  if (response.statusCode !== 200) throw new Error(`viewed failed: ${response.body}`);
  return response.json().poptin_view_id as string;
}

/** The conversion call, form-encoded as the widget sends it. */
export function convert(
  app: FastifyInstance,
  viewerId: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return app.inject({
    method: 'POST',
    url: `/api/display/conversion/${encodeURIComponent(viewerId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body.toString(),
  });
}
