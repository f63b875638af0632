// The owner API as a test uses it to set up what a browser test needs: sign in once (session
// cookie + nonce), then create sites (each with its own client id) and live popups on them.
import type { Popup } from '@pinwheel/core';
import { OWNER_EMAIL, OWNER_PASSWORD } from './server-process.ts';

/** A popup as the owner API takes it: every field but the id, which the server assigns. */
export type PopupFields = Omit<Popup, 'poptin_id'>;

export interface OwnerApi {
  /**
   * Creates a site that any domain may embed; resolves with its ids. Its client id is generated
   * unless one is given (as a site moving from Poptin brings its own).
   */
  createSite(name: string, clientId?: string): Promise<{ id: string; clientId: string }>;
  /** Every site, the demo site included. */
  listSites(): Promise<Array<{ id: string; clientId: string }>>;
  /** Deletes a site and, with it, its popups. */
  deleteSite(siteId: string): Promise<void>;
  /** Creates a live popup on a site; resolves with its 13-character id. */
  createPopup(siteId: string, popup: Partial<PopupFields>): Promise<string>;
  /**
   * A site named `name` with these live popups (named `name 1`, `name 2`, … unless they say
   * otherwise); resolves with its client id and the popup ids, in order.
   */
  siteWith(
    name: string,
    popups: Partial<PopupFields>[],
  ): Promise<{ clientId: string; ids: string[] }>;
  /** Leads whose email or field values contain `search` (every lead for ''), newest first. */
  leads(search: string): Promise<Array<OwnerLead>>;
  /**
   * A platform API call (`/wp-json/…`) as WordPress's clients make it: the session cookie and
   * the nonce in X-WP-Nonce. Throws unless it answers `status`.
   */
  rest<T>(method: string, path: string, body: unknown, status: number): Promise<T>;
}

/** A lead as the owner API lists it (the fields a test looks at). */
export interface OwnerLead {
  id: string;
  popupId: string;
  viewId: string;
  kind: 'lead' | 'click' | 'coupon';
  email: string | null;
  coupon: string | null;
  fields: Record<string, string | string[]>;
  consent: boolean | null;
  pageUrl: string;
  trigger: string;
  /** A game's lead: the prize the server drew for it. */
  prize: { prize_id: string; is_winner: 0 | 1; label: string; code?: string } | null;
}

/** The fields every popup needs, for tests that only care about triggers and rules. */
export function basicPopup(name: string, fields: Partial<PopupFields> = {}): PopupFields {
  return {
    poptin_name: name,
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: {},
    ...fields,
  };
}

export async function signInAsOwner(serverUrl: string): Promise<OwnerApi> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  const session = await fetch(`${serverUrl}/api/session`);
  remember(session);
  const { nonce } = (await session.json()) as { nonce: string };

  async function call<T>(
    method: string,
    path: string,
    body: unknown,
    status: number,
    nonceHeader = 'x-pinwheel-nonce',
  ): Promise<T> {
    const response = await fetch(`${serverUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        [nonceHeader]: nonce,
        cookie: cookieHeader(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    remember(response);
    if (response.status !== status) {
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    }
    // 204 No Content has no body to read.
    return (status === 204 ? undefined : await response.json()) as T;
  }

  await call('POST', '/api/session', { email: OWNER_EMAIL, password: OWNER_PASSWORD }, 200);
  const api: OwnerApi = {
    async createSite(name, clientId) {
      const { site } = await call<{ site: { id: string; client_id: string } }>(
        'POST',
        '/api/admin/sites',
        clientId ? { name, client_id: clientId } : { name },
        201,
      );
      return { id: site.id, clientId: site.client_id };
    },
    async listSites() {
      const { sites } = await call<{ sites: Array<{ id: string; client_id: string }> }>(
        'GET',
        '/api/admin/sites',
        undefined,
        200,
      );
      return sites.map((site) => ({ id: site.id, clientId: site.client_id }));
    },
    async deleteSite(siteId) {
      await call('DELETE', `/api/admin/sites/${encodeURIComponent(siteId)}`, undefined, 204);
    },
    async createPopup(siteId, popup) {
      const created = await call<{ popup: { id: string } }>(
        'POST',
        `/api/admin/sites/${encodeURIComponent(siteId)}/popups`,
        { status: 'live', popup: { ...basicPopup('Test popup'), ...popup } },
        201,
      );
      return created.popup.id;
    },
    async siteWith(name, popups) {
      const site = await api.createSite(name);
      const ids: string[] = [];
      for (const [index, popup] of popups.entries()) {
        ids.push(await api.createPopup(site.id, { poptin_name: `${name} ${index + 1}`, ...popup }));
      }
      return { clientId: site.clientId, ids };
    },
    async leads(search) {
      const answer = await call<{ leads: OwnerLead[] }>(
        'GET',
        search ? `/api/admin/leads?q=${encodeURIComponent(search)}` : '/api/admin/leads',
        undefined,
        200,
      );
      return answer.leads;
    },
    rest: (method, path, body, status) => call(method, path, body, status, 'x-wp-nonce'),
  };
  return api;
}
