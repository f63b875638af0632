// A language chosen by the page's address (`?lang=he`, the hreflang alternates the sitemap lists)
// sticks: the answer remembers it in the same cookie the language switch sets, so every link,
// form and fragment on that page — and the next page — speaks it, not only the one address.
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '@pinwheel/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sets the language cookie when a page is asked for with a `?lang=` the cookie does not hold. */
export function rememberUrlLanguage(request: FastifyRequest, reply: FastifyReply): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (!isLanguage(asked) || request.cookies?.[LANGUAGE_COOKIE] === asked) return;
  reply.header(
    'set-cookie',
    `${LANGUAGE_COOKIE}=${asked}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
  );
}
