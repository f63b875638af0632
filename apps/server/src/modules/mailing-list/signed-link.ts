// The links a subscriber gets by mail (confirm, unsubscribe): the subscriber's id and an HMAC of
// it for that purpose under the secret key, so nobody can confirm or unsubscribe anyone else.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'confirm' | 'unsubscribe';

export function linkToken(secret: string, purpose: LinkPurpose, subscriberId: string): string {
  return createHmac('sha256', secret)
    .update(`mailing-list:${purpose}:${subscriberId}`)
    .digest('base64url')
    .slice(0, 32);
}

export function linkTokenValid(
  secret: string,
  purpose: LinkPurpose,
  subscriberId: string,
  token: string,
): boolean {
  const expected = Buffer.from(linkToken(secret, purpose, subscriberId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
