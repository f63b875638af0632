// The time trap's token: when the visitor was handed the form, signed so it cannot be forged. The
// schema call issues it; a submission brings it back. A submission without a valid one, or sooner
// than a person could fill the form in, is a bot's. Each token is good for one message (the
// service claims it when the message is stored), so each carries a random part: two visitors
// handed the form in the same millisecond must not hold the same token.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomId } from '@pinwheel/core';

/** A token stays good for a day (a form left open overnight is still a person's). */
export const STARTED_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, formId: string, startedAt: string, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`contact-form-started:${formId}:${startedAt}:${nonce}`)
    .digest('base64url')
    .slice(0, 32);
}

/** `<time, base 36>_<random>.<signature>`: letters, digits and `_` before the dot, as before. */
export function issueStartedToken(secret: string, formId: string, now = Date.now()): string {
  const startedAt = now.toString(36);
  const nonce = randomId(12);
  return `${startedAt}_${nonce}.${sign(secret, formId, startedAt, nonce)}`;
}

/** Milliseconds since the form was handed out, or null when the token is missing or forged. */
export function elapsedSinceStart(
  secret: string,
  formId: string,
  token: string | undefined,
  now = Date.now(),
): number | null {
  if (!token) return null;
  const [issued, signature, ...rest] = token.split('.');
  const [startedAt, nonce, ...more] = (issued ?? '').split('_');
  if (!startedAt || !nonce || !signature || rest.length > 0 || more.length > 0) return null;
  const expected = Buffer.from(sign(secret, formId, startedAt, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const elapsed = now - parseInt(startedAt, 36);
  return elapsed < 0 || elapsed > STARTED_TOKEN_TTL_MS ? null : elapsed;
}
