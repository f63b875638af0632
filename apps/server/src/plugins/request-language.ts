// The visitor's language for a request: `?lang=` in the page's URL, the language cookie they chose, else their browser's
// Accept-Language, else the shop's default. Pages and the server's own messages both use it.
import {
  LANGUAGE_COOKIE,
  defaultLanguage,
  isLanguage,
  languageFromAcceptHeader,
  type Language,
} from '@pinwheel/core';
import type { FastifyRequest } from 'fastify';

export function requestLanguage(
  request: FastifyRequest,
  fallback: Language = defaultLanguage,
): Language {
  // A page's language version in its URL (`?lang=he`, the hreflang alternates search engines
  // follow) wins over the cookie, so each version has an address of its own.
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return header ? languageFromAcceptHeader(header) : fallback;
}
