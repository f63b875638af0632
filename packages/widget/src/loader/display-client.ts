// The display protocol's HTTP calls (spec §7) from the host page to the Pinwheel server. No
// credentials: the visitor's state travels in the body, never in third-party cookies. JSON bodies go
// as text/plain, which the server parses as JSON: a simple request, so no preflight per view.
// Failures are logged once per call with context and never reach the visitor (spec §8).
import type { DisplayResponse, PopupContent } from '@pinwheel/core';

export interface DisplayClient {
  display(form: URLSearchParams): Promise<DisplayResponse | null>;
  /**
   * The click calls: POST with the visitor's form for a click on the page; GET without one for a
   * popup that opens another (spec §7 `GET …/click/{id}`).
   */
  click(popupId: string, form?: URLSearchParams): Promise<DisplayResponse | null>;
  /**
   * GET limitLogs: the monthly view limit kept popups from this page (spec §7), reported with the
   * visitor's id, so the owner can tell how many visitors the limit cost.
   */
  limitLog(visitorId: string): void;
  /**
   * POSTs `body` as JSON to api/display/{path} (`what` names it in the log): the viewed, closed
   * and website-session calls. Resolves with the parsed answer (null for an empty one), or
   * undefined when it failed (logged).
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
      // undefined, not null: the answer's readers log what is not a failure (an empty or `null`
      // body included) and leave a failure, logged here, alone.
      return;
    }
  }
  /**
   * An answer with its telling field (`display` for a display or click answer, `poptin_id` for a
   * popup's content); anything else is logged once here (a failed call was, by send()).
   */
  const shaped = <T>(answer: unknown, field: string, what: string): T | null => {
    if (answer && typeof answer === 'object' && field in answer) return answer as T;
    if (answer !== undefined) console.warn(`Pinwheel: the ${what} answer is malformed`, answer);
    return null;
  };
  const asDisplay = (answer: unknown) => shaped<DisplayResponse>(answer, 'display', 'display');

  return {
    display: async (form) => asDisplay(await send('display', url(id(clientId)), { body: form })),
    click: async (popupId, form) =>
      asDisplay(
        await send('click', url(`click/${id(popupId)}`), form ? { body: form } : { method: 'GET' }),
      ),
    limitLog: (visitorId) =>
      void send(
        'limit log',
        url(`limitLogs/${id(clientId)}?status=max_views&id=${id(visitorId)}`),
        { method: 'GET' },
      ),
    json: (what, path, body, keepalive = false) =>
      send(what, url(path), { body: JSON.stringify(body), keepalive }),
    // A path on the display server, resolved against it (the page is on another origin).
    content: async (poptinUrl) =>
      shaped<PopupContent>(
        await send('popup content', new URL(poptinUrl, base).href, { method: 'GET' }),
        'poptin_id',
        'popup content',
      ),
  };
}
