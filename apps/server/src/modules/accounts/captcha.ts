// The check that a visitor is not a robot, on registration and sign-in. By default our own server
// sets an ALTCHA proof-of-work puzzle (altcha-lib): the browser spends a fraction of a second
// finding a number, no third party sees the visitor. When the owner enters reCAPTCHA or Turnstile
// keys, their widget runs and the answer is verified by their siteverify call, behind
// `siteVerify` so tests speak the same protocol to a local server.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { UsedTokens } from '../../plugins/used-tokens.ts';

export type CaptchaProvider = 'altcha' | 'recaptcha' | 'turnstile';

/** What the storefront needs to show the check (never the secret). */
export type CaptchaWidget =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'recaptcha' | 'turnstile'; siteKey: string; scriptUrl: string };

/** Where each provider's answers are verified (their documented siteverify endpoints). */
export const SITE_VERIFY_URLS: Record<'recaptcha' | 'turnstile', string> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

/** Where the pages load each provider's widget script (explicit rendering: we call render). */
export const WIDGET_SCRIPT_URLS: Record<'recaptcha' | 'turnstile', string> = {
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
};

/** How long a puzzle may wait to be solved and sent. */
const CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * The number the browser looks for lies in this range: about 50,000 SHA-256 hashes on average,
 * a fraction of a second on a phone, and a cost for anyone registering thousands of accounts.
 */
const COUNTER_RANGE = [20_000, 80_000] as const;
const SITE_VERIFY_TIMEOUT_MS = 5_000;

export function altchaPuzzles(serverSecret: string, usedTokens: UsedTokens) {
  // Keys of their own, derived from the server secret, so a puzzle signature is no other token.
  const signatureSecret = derive(serverSecret, 'altcha-challenge');
  const keySecret = derive(serverSecret, 'altcha-key');
  return {
    challenge(now = Date.now()): Promise<Challenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
        deriveKey,
        expiresAt: Math.floor((now + CHALLENGE_TTL_MS) / 1000),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    /** True for a solved, unexpired puzzle of ours, the first time it is sent. */
    async verify(payload: string): Promise<boolean> {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      try {
        const result = await verifySolution({
          challenge: decoded.challenge,
          solution: decoded.solution,
          deriveKey,
          hmacSignatureSecret: signatureSecret,
          hmacKeySignatureSecret: keySecret,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // One solved puzzle, one registration or sign-in attempt.
      return usedTokens.claim('altcha', decoded.challenge.signature ?? '', CHALLENGE_TTL_MS);
    },
  };
}

export type AltchaPuzzles = ReturnType<typeof altchaPuzzles>;

function derive(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

interface AltchaPayload {
  challenge: Challenge & { signature: string };
  solution: { counter: number; derivedKey: string };
}

/** The widget's field: base64 of `{ challenge, solution }`; anything else is no answer. */
function decodePayload(payload: string): AltchaPayload | null {
  if (!payload || payload.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as AltchaPayload;
    const { challenge, solution } = value ?? {};
    if (
      typeof challenge?.signature !== 'string' ||
      typeof challenge.parameters !== 'object' ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

/**
 * reCAPTCHA's and Turnstile's verification (the same protocol): the secret, the widget's answer
 * and the visitor's address posted as a form; `{ "success": true }` when the answer is good.
 * A provider that does not answer in time, or answers something else, counts as a failed check.
 */
export async function siteVerify(
  url: string,
  input: { secret: string; response: string; remoteIp: string },
): Promise<boolean> {
  if (!input.response || input.response.length > 4096) return false;
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: input.secret,
        response: input.response,
        remoteip: input.remoteIp,
      }),
      signal: AbortSignal.timeout(SITE_VERIFY_TIMEOUT_MS),
    });
    if (!answer.ok) return false;
    const body = (await answer.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}
