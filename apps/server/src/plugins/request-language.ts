// The visitor's language for a request: `?lang=` in the page's URL, the language cookie they chose, else their browser's
// Accept-Language, else the shop's default. Pages and the server's own messages both use it. Only a
// language the shop offers (its settings, modules/shop) is answered to shoppers: any other reads as
// the shop's default. The owner's dashboard and APIs keep every language, whatever the shop offers.
import {
  LANGUAGE_COOKIE,
  defaultLanguage,
  isLanguage,
  languageFromAcceptHeader,
  type Language,
} from '@pinwheel/core';
import type { FastifyRequest } from 'fastify';

/** The owner's pages (and their data requests) and APIs: /admin…, /api/admin/…, /wp-json/…. */
const OWNER_PATH = /^\/(?:admin(?:[/.?]|$)|api\/admin\/|wp-json\/)/;

export function requestLanguage(
  request: FastifyRequest,
  fallback: Language = defaultLanguage,
): Language {
  const asked = askedLanguage(request, fallback);
  if (!request.server.hasDecorator('shop') || OWNER_PATH.test(request.url)) return asked;
  const shop = request.server.shop.settings();
  return shop.languages.includes(asked) ? asked : shop.defaultLanguage;
}

function askedLanguage(request: FastifyRequest, fallback: Language): Language {
  // A page's language version in its URL (`?lang=he`, the hreflang alternates search engines
  // follow) wins over the cookie, so each version has an address of its own.
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(asked)) return asked;
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return header ? languageFromAcceptHeader(header) : fallback;
}
