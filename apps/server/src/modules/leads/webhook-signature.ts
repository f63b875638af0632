// How a webhook receiver knows a lead came from this shop and is not a replay (documented in the
// module README for receivers): each delivery carries
//   Pinwheel-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// The receiver recomputes the HMAC over the timestamp and the exact bytes it received, compares in
// constant time, and refuses a timestamp older than its tolerance (5 minutes by default); the
// Pinwheel-Delivery-Id header lets it drop a delivery it has already processed (a retry after a
// lost answer sends the same id).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'pinwheel-signature';
export const DELIVERY_ID_HEADER = 'pinwheel-delivery-id';
export const EVENT_HEADER = 'pinwheel-event';
/** How old a signed timestamp a receiver should still accept, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** A new endpoint secret: 32 random bytes, prefixed so an owner recognises it. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, body: string, nowMs = Date.now()): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** What a receiver does (and what our tests do as the receiver). */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowMs = Date.now(),
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
