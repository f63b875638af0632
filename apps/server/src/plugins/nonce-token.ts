// Anti-forgery nonces, stateless so any process can check any other's: a nonce is the time it was
// issued plus an HMAC of (browser id, time) under the secret key. It is valid for the browser whose
// httpOnly cookie holds that id, until NONCE_TTL_SECONDS have passed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NONCE_TTL_SECONDS } from '../server-constants.ts';

export type NonceCheck = 'valid' | 'missing' | 'invalid' | 'expired';

export function issueNonce(secret: string, browserId: string, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000).toString(36);
  return `${issuedAt}.${sign(secret, browserId, issuedAt)}`;
}

export function checkNonce(
  secret: string,
  browserId: string | undefined,
  nonce: string | undefined,
  now = Date.now(),
): NonceCheck {
  if (!nonce) return 'missing';
  const [issuedAt, signature, ...rest] = nonce.split('.');
  if (!browserId || !issuedAt || !signature || rest.length > 0) return 'invalid';
  const expected = Buffer.from(sign(secret, browserId, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const issuedAtMs = parseInt(issuedAt, 36) * 1000;
  // A nonce from the future (clock skew between processes) is tolerated by a minute.
  if (issuedAtMs > now + 60_000) return 'invalid';
  if (now - issuedAtMs > NONCE_TTL_SECONDS * 1000) return 'expired';
  return 'valid';
}

function sign(secret: string, browserId: string, issuedAt: string): string {
  return createHmac('sha256', secret)
    .update(`nonce:${browserId}:${issuedAt}`)
    .digest('base64url')
    .slice(0, 32);
}
