// The anti-spam token a web form carries (wpforms_get_token): when it was handed out and for which
// form, signed so it cannot be forged, with a random part so that each brings one entry (claimed
// in app.usedTokens when the entry is stored).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomId } from '@pinwheel/core';
import { WEB_FORM_TOKEN_MAX_AGE_MS } from './limits.ts';

function sign(secret: string, formId: string, issuedAt: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`web-form-token:${formId}:${issuedAt}:${nonce}`)
    .digest('base64url')
    .slice(0, 32);
}

/** `<time, base 36>_<random>.<signature>`. */
export function issueFormToken(secret: string, formId: string, now = Date.now()): string {
  const issuedAt = now.toString(36);
  const nonce = randomId(12);
  return `${issuedAt}_${nonce}.${sign(secret, formId, issuedAt, nonce)}`;
}

export type TokenCheck = { state: 'good'; age: number } | { state: 'missing' | 'stale' };

/** Whether a token is this form's and young enough. A forged one counts as missing. */
export function checkFormToken(
  secret: string,
  formId: string,
  token: string | undefined,
  now = Date.now(),
): TokenCheck {
  if (!token) return { state: 'missing' };
  const [issued, signature, ...rest] = token.split('.');
  const [issuedAt, nonce, ...more] = (issued ?? '').split('_');
  if (!issuedAt || !nonce || !signature || rest.length > 0 || more.length > 0) {
    return { state: 'missing' };
  }
  const expected = Buffer.from(sign(secret, formId, issuedAt, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { state: 'missing' };
  }
  const age = now - parseInt(issuedAt, 36);
  if (age < -60_000) return { state: 'missing' };
  return age > WEB_FORM_TOKEN_MAX_AGE_MS ? { state: 'stale' } : { state: 'good', age };
}
