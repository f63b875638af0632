import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerBody, writeDisplayAnswer, type VisitorFacts } from './display-answer.ts';
import { served, snapshotOf } from './testing/snapshot-fixtures.ts';

const displayAnswerJson = (...args: Parameters<typeof writeDisplayAnswer>) =>
  answerBody(writeDisplayAnswer(...args));

const factsOf = (ip: string): VisitorFacts => ({
  ip,
  lang: 'he',
  country: { code: 'IL', name: 'Israel', source: 'geoip' },
});

describe('displayAnswerJson', () => {
  it("writes the spec's display response around the chosen popups' ready JSON", () => {
    const popups = [served(1, 10), served(2, 10)];
    const snapshot = snapshotOf(popups);
    const answer = JSON.parse(
      displayAnswerJson(
        { display: 'allowed', snapshot, popups: [popups[1]!] },
        factsOf('203.0.113.9'),
      ).toString(),
    );
    expect(answer).toEqual({
      display: 'allowed',
      poptins: [popups[1]!.popup],
      if_freemium: 0,
      country: 'Israel',
      country_code: 'IL',
      cc: 'IL',
      ip: '203.0.113.9',
      lang: 'he',
      is_client_restriction: 0,
      client_restriction_setting: null,
    });
    expect(Object.keys(answer)[1]).toBe('poptins');
  });

  it('keeps every answer intact while later ones are written (kept buffers, shared slabs)', () => {
    // Twenty popups of about 1 KB each: a 20 KB answer, as in the throughput bench. Far more answers
    // than one slab holds, all kept alive at once, the way a slow socket keeps its answer.
    const popups = Array.from({ length: 20 }, (_, i) => served(i, 900));
    const snapshot = snapshotOf(popups);
    const answers = Array.from({ length: 200 }, (_, i) => {
      const chosen = popups.filter((_, index) => index % ((i % 3) + 1) === 0);
      const ip = `198.51.100.${i}`;
      const outcome = { display: 'allowed' as const, snapshot, popups: chosen };
      return {
        ip,
        chosen,
        plain: writeDisplayAnswer(outcome, factsOf(ip)),
        gzipped: writeDisplayAnswer(outcome, factsOf(ip), true),
      };
    });
    for (const { ip, chosen, plain, gzipped } of answers) {
      // Only now are the chunks joined: each must still hold what it held when written. Compared
      // as bytes and as JSON text: a deep toEqual over 200 answers of 20 KB took seconds.
      expect(gunzipSync(answerBody(gzipped)).equals(answerBody(plain))).toBe(true);
      const answer = JSON.parse(answerBody(plain).toString());
      expect(answer.ip).toBe(ip);
      expect(JSON.stringify(answer.poptins)).toBe(
        JSON.stringify(chosen.map((popup) => popup.popup)),
      );
    }
  });

  it('answers a refusal with its message and no popups', () => {
    const answer = JSON.parse(
      displayAnswerJson(
        {
          display: 'not_allowed',
          reason: 'client_restricted',
          message: 'Client restricted',
          snapshot: snapshotOf([]),
        },
        factsOf('203.0.113.9'),
      ).toString(),
    );
    expect(answer.display).toBe('not_allowed');
    expect(answer.message).toBe('Client restricted');
    expect(answer.poptins).toEqual([]);
    expect(answer.is_client_restriction).toBe(1);
    expect(answer.client_restriction_setting).toEqual({
      show_upgrade_notice: true,
      reason: 'client_restricted',
    });
  });

  it('gzips an answer worth it, to exactly the bytes of the plain answer', () => {
    const popups = Array.from({ length: 20 }, (_, i) => served(i, 900));
    const outcome = { display: 'allowed' as const, snapshot: snapshotOf(popups), popups };
    const plain = writeDisplayAnswer(outcome, factsOf('203.0.113.9'));
    const gzipped = writeDisplayAnswer(outcome, factsOf('203.0.113.9'), true);
    expect(plain.gzipped).toBe(false);
    expect(gzipped.gzipped).toBe(true);
    expect(gunzipSync(answerBody(gzipped))).toEqual(answerBody(plain));
    expect(gzipped.byteLength).toBeLessThan(plain.byteLength / 5);
    // Another visitor's answer reuses the deflated popups around their own facts.
    const other = writeDisplayAnswer(outcome, factsOf('198.51.100.4'), true);
    expect(JSON.parse(gunzipSync(answerBody(other)).toString()).ip).toBe('198.51.100.4');
  });

  it('sends a small answer as it is, even to a browser that takes gzip', () => {
    const popups = [served(1, 10)];
    const refusal = writeDisplayAnswer(
      { display: 'not_allowed', reason: 'max_views', message: 'used up', snapshot: null },
      factsOf('203.0.113.9'),
      true,
    );
    const small = writeDisplayAnswer(
      { display: 'allowed', snapshot: snapshotOf(popups), popups },
      factsOf('203.0.113.9'),
      true,
    );
    expect([refusal.gzipped, small.gzipped]).toEqual([false, false]);
    expect(JSON.parse(answerBody(small).toString()).poptins).toHaveLength(1);
  });
});
