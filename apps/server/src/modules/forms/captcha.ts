// The self-hosted proof-of-work captcha (ALTCHA, altcha-lib): the browser's widget fetches a
// challenge signed with the shop's secret, works it out, and posts the solution with the entry as
// `altcha` (base64 JSON). A solution brings one entry (claimed in app.usedTokens). No third party
// sees the visitor.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { UsedTokens } from '../../plugins/used-tokens.ts';

/** How long a challenge may be worked on and sent. */
const CHALLENGE_TTL_MS = 20 * 60 * 1000;
/** SHA-256 rounds a browser searches: under a second on a phone, costly for a bot by the thousand. */
const COUNTER_RANGE = [5_000, 20_000] as const;

const secretsOf = (secretKey: string) => ({
  hmacSignatureSecret: createHmac('sha256', secretKey).update('altcha-signature').digest('hex'),
  hmacKeySignatureSecret: createHmac('sha256', secretKey).update('altcha-key').digest('hex'),
});

export function altchaChallenge(secretKey: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    ...secretsOf(secretKey),
  });
}

/** Whether a posted solution is good, for a challenge of ours, in time, and not used before. */
export async function verifyAltcha(
  secretKey: string,
  usedTokens: UsedTokens,
  payload: string | undefined,
): Promise<boolean> {
  if (!payload || payload.length > 8000) return false;
  let decoded: { challenge?: Challenge; solution?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof decoded;
  } catch {
    return false;
  }
  if (!decoded.challenge || !decoded.solution) return false;
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution as never,
      deriveKey,
      ...secretsOf(secretKey),
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  const signature = String((decoded.challenge as { signature?: unknown }).signature ?? '');
  return usedTokens.claim('web-form-altcha', signature, CHALLENGE_TTL_MS);
}
