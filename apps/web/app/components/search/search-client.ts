// The overlay's calls to our search endpoint (modules/search). Every search carries this page's
// nonce in NONCE_HEADER; when the server finds it missing or stale (its lifetime ended, the
// browser cookie it belongs to changed) it answers 403 with a fresh nonce in the same header, and
// the search is retried once with it (spec popup-widget §8). The fresh nonce is kept for the next
// searches of this page.
import {
  NONCE_HEADER,
  type Language,
  type SearchAnswer,
  type SearchOverview,
} from '@pinwheel/core';

const nonceRefusals = new Set(['nonce_missing', 'nonce_invalid']);

/** The nonce that replaced this page's, while the page (its server nonce) stays the same. */
let replaced: { pageNonce: string; nonce: string } | null = null;

function nonceFor(pageNonce: string): string {
  return replaced?.pageNonce === pageNonce ? replaced.nonce : pageNonce;
}

async function refusalCode(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    const code = (body as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/** A nonce from the session endpoint, for a refusal that came without one. */
async function sessionNonce(signal: AbortSignal): Promise<string | null> {
  const response = await fetch('/api/session', { signal, credentials: 'same-origin' });
  if (!response.ok) return null;
  const body = (await response.json()) as { nonce?: unknown };
  return typeof body.nonce === 'string' ? body.nonce : null;
}

export async function searchShop(
  query: string,
  lang: Language,
  pageNonce: string,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  const url = `/api/search?${new URLSearchParams({ query, lang })}`;
  const ask = (nonce: string) =>
    fetch(url, { signal, credentials: 'same-origin', headers: { [NONCE_HEADER]: nonce } });
  let response = await ask(nonceFor(pageNonce));
  if (response.status === 403 && nonceRefusals.has((await refusalCode(response)) ?? '')) {
    const fresh = response.headers.get(NONCE_HEADER) ?? (await sessionNonce(signal));
    if (fresh) {
      replaced = { pageNonce, nonce: fresh };
      response = await ask(fresh);
    }
  }
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchAnswer;
}

const overviews = new Map<Language, Promise<SearchOverview>>();

/** What the overlay shows before a search; asked once per page and language. */
export function searchOverview(lang: Language): Promise<SearchOverview> {
  let overview = overviews.get(lang);
  if (!overview) {
    overview = fetch(`/api/search/overview?lang=${lang}`, { credentials: 'same-origin' }).then(
      (response) => {
        if (!response.ok) throw new Error(`search overview answered ${response.status}`);
        return response.json() as Promise<SearchOverview>;
      },
    );
    // A failure is not kept: the next opening asks again.
    overview.catch(() => overviews.delete(lang));
    overviews.set(lang, overview);
  }
  return overview;
}
