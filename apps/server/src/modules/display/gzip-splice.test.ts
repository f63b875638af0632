import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, deflatedPart, gzipSplice } from './gzip-splice.ts';

const splice = (head: string, middle: Buffer, tail: string) =>
  gzipSplice(Buffer.from(head), deflatedPart(middle), Buffer.from(tail), Buffer.allocUnsafe);

describe('gzipSplice', () => {
  it.each([
    ['a JSON answer', '{"display":"allowed","poptins":', Buffer.from('[{"a":1},{"a":2}]'), '}'],
    ['text in Hebrew and emoji', '{"m":"שלום 🎉",', Buffer.from('"עברית ✓ 😀"'.repeat(300)), '}'],
    ['an empty head and tail', '', Buffer.from('x'.repeat(5000)), ''],
    // Random bytes do not compress: the deflater falls back to stored blocks of its own.
    ['100 KB that does not compress', '[', randomBytes(100_000), ']'],
    ['100 KB that does', '[', Buffer.from('{"poptin":"<p>offer</p>"},'.repeat(4000)), ']'],
  ])('is a gzip member that inflates to head + middle + tail: %s', (_, head, middle, tail) => {
    const gzipped = splice(head, middle, tail)!;
    expect(gunzipSync(gzipped)).toEqual(
      Buffer.concat([Buffer.from(head), middle, Buffer.from(tail)]),
    );
  });

  it('keeps the middle deflated once: a repetitive answer shrinks several times over', () => {
    const middle = Buffer.from(
      `[${'{"poptin":"<div class=\\"offer\\">10% off</div>"},'.repeat(400)}{}]`,
    );
    expect(splice('{"poptins":', middle, '}')!.length).toBeLessThan(middle.length / 5);
  });

  it('gives up (null) on a head too long for one stored block', () => {
    expect(splice('x'.repeat(70_000), Buffer.from('[]'), '}')).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['br;q=1.0, gzip;q=0.5', true],
    ['*', true],
    ['deflate, br', false],
    ['identity', false],
    ['gzip;q=0', false],
    ['*, gzip;q=0', false],
    ['', false],
    [undefined, false],
  ])('reads %j as %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
