// What a visitor without JavaScript sees when a form they post fails the nonce check (a page left
// open past the nonce's lifetime, cookies cleared): a short page in their language with a way
// back, instead of the API's JSON error.
import { directionOf, sameSitePath, translate, type Language } from '@pinwheel/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NonceCheck } from '../plugins/nonce-token.ts';
import { requestLanguage } from '../plugins/request-language.ts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

/** True for a plain browser form post (no JavaScript): it wants a page, not JSON. */
export function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  return !path.endsWith('.data') && String(request.headers.accept ?? '').includes('text/html');
}

/**
 * The page the form was on, when the browser says so and it is on this site; else home. The
 * Referer's path is judged like any redirect target: "http://us//evil.example" is our host, but
 * its path "//evil.example" in a link leads off the site.
 */
function backPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const from = new URL(referer);
    return from.host === request.host ? sameSitePath(from.pathname + from.search, '/') : '/';
  } catch {
    return '/';
  }
}

export function sendExpiredFormPage(
  request: FastifyRequest,
  reply: FastifyReply,
  check: Exclude<NonceCheck, 'valid'>,
): FastifyReply {
  const lang: Language = requestLanguage(request);
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(lang, key));
  const html = `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('nonce.pageTitle')}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>${t('nonce.pageTitle')}</h1>
<p>${t(check === 'missing' ? 'nonce.missing' : 'nonce.invalid')}</p>
<p><a href="${escapeHtml(backPath(request))}">${t('nonce.backToPage')}</a></p>
</body>
</html>`;
  return reply.status(403).type('text/html; charset=utf-8').send(html);
}
