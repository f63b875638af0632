// The display protocol's HTTP calls (spec §7) from the host page to the Pinwheel server. No
// credentials: the visitor's state travels in the body, never in third-party cookies. JSON bodies go
// as text/plain, which the server parses as JSON: a simple request, so no preflight per view.
// Failures are logged once per call with context and never reach the visitor (spec §8).
import type { DisplayResponse, PopupContent } from '@pinwheel/core';

export interface DisplayClient {
  display(form: URLSearchParams): Promise<DisplayResponse | null>;
  click(popupId: string, form: URLSearchParams): Promise<DisplayResponse | null>;
  /**
   * POSTs `body` as JSON to api/display/{path} (`what` names it in the log): the viewed, closed
   * and website-session calls. Resolves with the parsed answer, or null when it failed (logged).
   * `keepalive` lets a call made as the page goes away finish.
   */
  json(what: string, path: string, body: object, keepalive?: boolean): Promise<unknown>;
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
  /** A display or click answer; anything else is logged once (a failed call was, by send()). */
  const asDisplay = (answer: unknown) => {
    if (answer && typeof answer === 'object' && 'display' in answer) {
      return answer as DisplayResponse;
    }
    if (answer) console.warn('Pinwheel: the display answer is malformed', answer);
    return null;
  };

  return {
    display: async (form) => asDisplay(await send('display', url(id(clientId)), { body: form })),
    click: async (popupId, form) =>
      asDisplay(await send('click', url(`click/${id(popupId)}`), { body: form })),
    json: (what, path, body, keepalive = false) =>
      send(what, url(path), { body: JSON.stringify(body), keepalive }),
    async content(poptinUrl) {
      // A path on the display server, resolved against it (the page is on another origin).
      const answer = await send('popup content', new URL(poptinUrl, base).href, { method: 'GET' });
      if (answer && typeof answer === 'object' && 'poptin_id' in answer) {
        return answer as PopupContent;
      }
      // A failed call was logged by send(); an answer that is not a popup is logged here, once.
      if (answer) console.warn('Pinwheel: the popup content answer is malformed', poptinUrl);
      return null;
    },
  };
}
