import { NONCE_TTL_SECONDS } from '../server-constants.ts';
import { describe, expect, it } from 'vitest';
import { checkNonce, issueNonce } from './nonce-token.ts';

const secret = 'a-secret-key-that-is-long-enough-for-tests';
const now = Date.UTC(2026, 10, 22, 12);

describe('nonce tokens', () => {
  it('accepts a fresh nonce for the same browser', () => {
    expect(checkNonce(secret, 'browser-1', issueNonce(secret, 'browser-1', now), now)).toBe(
      'valid',
    );
  });

  it('rejects a nonce issued to another browser or under another key', () => {
    const nonce = issueNonce(secret, 'browser-1', now);
    expect(checkNonce(secret, 'browser-2', nonce, now)).toBe('invalid');
    expect(checkNonce(`${secret}-rotated`, 'browser-1', nonce, now)).toBe('invalid');
  });

  it('reports a missing nonce and a missing browser cookie distinctly', () => {
    expect(checkNonce(secret, 'browser-1', undefined, now)).toBe('missing');
    expect(checkNonce(secret, undefined, issueNonce(secret, 'browser-1', now), now)).toBe(
      'invalid',
    );
  });

  it('expires after the nonce lifetime and not before', () => {
    const nonce = issueNonce(secret, 'browser-1', now);
    const lifetime = NONCE_TTL_SECONDS * 1000;
    expect(checkNonce(secret, 'browser-1', nonce, now + lifetime - 1000)).toBe('valid');
    expect(checkNonce(secret, 'browser-1', nonce, now + lifetime + 1000)).toBe('expired');
  });

  it.each(['', 'garbage', 'a.b.c', '.', 'zz.' + 'x'.repeat(32)])('rejects %j', (nonce) => {
    expect(checkNonce(secret, 'browser-1', nonce || undefined, now)).not.toBe('valid');
  });

  it('rejects a tampered timestamp (extending its own life)', () => {
    const [, signature] = issueNonce(secret, 'browser-1', now).split('.');
    const forged = `${Math.floor(now / 1000 + 3600).toString(36)}.${signature}`;
    expect(checkNonce(secret, 'browser-1', forged, now + 3600_000)).toBe('invalid');
  });
});
