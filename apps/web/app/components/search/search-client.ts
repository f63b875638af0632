// The overlay's calls to our search endpoint (modules/search), through the storefront's transport.
// Every search carries this page's nonce in NONCE_HEADER; when the server finds it missing or
// stale (its lifetime ended, the browser cookie it belongs to changed) it answers 403 with a fresh
// nonce in the same header, and the transport retries the search once with it (spec popup-widget
// §8) and keeps it for the next searches of this page.
import type { Language, SearchAnswer, SearchOverview } from '@pinwheel/core';
import { shopApi } from '../../storefront-call.ts';

export function searchShop(
  query: string,
  lang: Language,
  pageNonce: string,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  return shopApi.request<SearchAnswer>('GET', '/api/search', {
    query: { query, lang },
    nonce: pageNonce,
    signal,
  });
}

const overviews = new Map<Language, Promise<SearchOverview>>();

/** What the overlay shows before a search; asked once per page and language. */
export function searchOverview(lang: Language): Promise<SearchOverview> {
  let overview = overviews.get(lang);
  if (!overview) {
    overview = shopApi.request<SearchOverview>('GET', '/api/search/overview', {
      query: { lang },
    });
    // A failure is not kept: the next opening asks again.
    overview.catch(() => overviews.delete(lang));
    overviews.set(lang, overview);
  }
  return overview;
}
