// The display protocol's HTTP calls (spec §7) from the host page to the Pinwheel server. No
// credentials: the visitor's state travels in the body, never in third-party cookies. JSON bodies go
// as text/plain, which the server parses as JSON: a simple request, so no preflight per view.
// Failures are logged once per call with context and never reach the visitor (spec §8).
import type { DisplayResponse, PopupContent } from '@pinwheel/core';

export interface ViewedBody {
  viewer_id: string;
  trigger: string;
  client_id: string;
  type: string;
  url: string;
  store_integration?: string;
  store_integration_customer_id?: string;
  converted_email?: string;
}

/** Spec §3 close event payload, plus how it closed and which view it ends. */
export interface ClosedBody {
  client_id: string;
  url: string;
  close_trigger: string;
  viewer_id: string;
  poptin_view_id?: string;
  converted_email?: string;
  store_integration?: string;
  store_integration_customer_id?: string;
}

export interface WebsiteSessionBody {
  email?: string;
  url: string;
  store_integration?: string;
  store_integration_customer_id?: string;
}

export interface DisplayClient {
  display(form: URLSearchParams): Promise<DisplayResponse | null>;
  click(popupId: string, form: URLSearchParams): Promise<DisplayResponse | null>;
  /** Resolves with poptin_view_id, or null when the view could not be recorded. */
  viewed(popupId: string, body: ViewedBody): Promise<string | null>;
  closed(popupId: string, body: ClosedBody): Promise<void>;
  websiteSession(body: WebsiteSessionBody): Promise<void>;
  /** GET {poptin_url}: a popup's content, or null when it could not be had (logged). */
  content(poptinUrl: string): Promise<PopupContent | null>;
}

export function createDisplayClient(win: Window, base: string, clientId: string): DisplayClient {
  const url = (path: string) => `${base}api/display/${path}`;
  const id = encodeURIComponent;

  async function send(what: string, address: string, init: RequestInit): Promise<unknown> {
    try {
      const response = await win.fetch(address, {
        method: 'POST',
        credentials: 'omit',
        mode: 'cors',
        ...init,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      return text ? (JSON.parse(text) as unknown) : null;
    } catch (error) {
      console.warn(`Pinwheel: the ${what} request failed`, address, error);
      return null;
    }
  }
  const json = (what: string, address: string, body: object, keepalive = false) =>
    send(what, address, { body: JSON.stringify(body), keepalive });
  const asDisplay = (answer: unknown) =>
    answer && typeof answer === 'object' && 'display' in answer
      ? (answer as DisplayResponse)
      : null;

  return {
    display: async (form) => asDisplay(await send('display', url(id(clientId)), { body: form })),
    click: async (popupId, form) =>
      asDisplay(await send('click', url(`click/${id(popupId)}`), { body: form })),
    async viewed(popupId, body) {
      const answer = await json('viewed', url(`viewed/${id(popupId)}`), body);
      const viewId = (answer as { poptin_view_id?: unknown } | null)?.poptin_view_id;
      return typeof viewId === 'string' || typeof viewId === 'number' ? String(viewId) : null;
    },
    async closed(popupId, body) {
      await json('closed', url(`closed/${id(popupId)}`), body, true);
    },
    async websiteSession(body) {
      await json('website session', url(`total-website-session/${id(clientId)}`), body, true);
    },
    async content(poptinUrl) {
      // A path on the display server, resolved against it (the page is on another origin).
      const answer = await send('popup content', new URL(poptinUrl, base).href, { method: 'GET' });
      return answer && typeof answer === 'object' && 'poptin_id' in answer
        ? (answer as PopupContent)
        : null;
    },
  };
}
