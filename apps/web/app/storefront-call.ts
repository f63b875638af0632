// How a storefront page calls our own API: the one transport of @pinwheel/client, one per document,
// shared by every caller (the cart, the search, the forms' own-page calls, the buttons), so a nonce
// found stale and replaced by one call is the nonce the next call sends. Each caller passes the
// nonce its page was rendered with; the transport sends it, or the fresh one that replaced it.
//
// The transport is fetched with the first call, not with the page: every storefront call follows
// something the shopper did (or the page's own idle work), and the page's start is lighter for it.
import type { Transport } from '@pinwheel/client';
import type { Language } from '@pinwheel/core';

let transport: Promise<Transport> | undefined;
const loadTransport = () =>
  (transport ??= import('@pinwheel/client').then(({ createTransport }) => createTransport()));

export const shopApi: Pick<Transport, 'send' | 'request'> = {
  send: (method, path, options) => loadTransport().then((t) => t.send(method, path, options)),
  request: <T>(...call: Parameters<Transport['request']>) =>
    loadTransport().then((t) => t.request<T>(...call)),
};

/**
 * A state-changing call from a storefront page: JSON in and out, the page's nonce, the page's
 * language in the query so the answer's words match the page. Rejects on a network failure or an
 * answer that is not a 2xx.
 */
export function postToShop<Answer>(
  path: string,
  body: object,
  page: { nonce: string; lang: Language },
  signal?: AbortSignal,
): Promise<Answer> {
  return shopApi.request<Answer>('POST', path, {
    body,
    nonce: page.nonce,
    query: { lang: page.lang },
    ...(signal ? { signal } : {}),
  });
}
