// A call from a storefront page to our own API: JSON in and out, the page's nonce in its header
// (every state-changing call carries it), the page's language in the query so the answer's words
// match the page. Rejects on a network failure or an answer that is not a 2xx.
import { NONCE_HEADER, type Language } from '@pinwheel/core';

export async function postToShop<Answer>(
  path: string,
  body: object,
  page: { nonce: string; lang: Language },
  signal?: AbortSignal,
): Promise<Answer> {
  const response = await fetch(`${path}?lang=${page.lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [NONCE_HEADER]: page.nonce },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (response.status === 204 ? null : await response.json()) as Answer;
}
