// The visitor's language for a request: the language cookie they chose, else their browser's
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
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(chosen)) return chosen;
  const header = request.headers['accept-language'];
  return header ? languageFromAcceptHeader(header) : fallback;
}
