import { MULTI_LINE_TEXT } from '@pinwheel/core';
import { parse as parseForm } from 'fast-querystring';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DISPLAY_FIELDS_READ } from '../display-call.ts';
import { flatFormReader } from './flat-form-reader.ts';
import { displayRequestBody, URL_KEPT_CHARACTERS } from './protocol-schemas.ts';

const readForm = flatFormReader(displayRequestBody, {
  read: DISPLAY_FIELDS_READ,
  untransformedUpTo: URL_KEPT_CHARACTERS,
  plainText: MULTI_LINE_TEXT,
});

const fields = Object.entries(
  (
    z.toJSONSchema(displayRequestBody, { io: 'input' }) as {
      properties: Record<string, { maxLength?: number }>;
    }
  ).properties,
);

const wellFormed: Record<string, string> = {
  domain: 'shop.example',
  referrer: 'https://www.google.com/search?q=mugs&hl=en',
  cookies: '{"visitor_id":"v","seen":["abcdefghijklm"]}',
  if_mobile: '0',
  page_title: 'Ceramic mug – 20% off',
  poptin_viewed_url: 'https://shop.example/products/mug?colour=blue',
  previous_visited_pages: 'https://shop.example/|https://shop.example/collections/all',
  preview_poptin_id: '',
  unknown_field: 'dropped',
};

const encode = (form: Record<string, string>) => new URLSearchParams(form).toString();

/** Values to try in a field, as the loader would send them (URL-encoded). */
function values(maxLength: number | undefined): string[] {
  const list = ['', 'a', 'a b', 'ab\tc\nd', '0', '1', '2', 'abcdefghijklm', 'abcdefghijkl', 'é€😀'];
  list.push('a\u0000b', 'a\u0007b', 'a\u007fb', 'a\u0085b', 'a%b', '50%25 off', 'x=y&z');
  if (maxLength !== undefined) list.push('é'.repeat(maxLength), 'x'.repeat(maxLength + 1));
  list.push('u'.repeat(URL_KEPT_CHARACTERS), 'u'.repeat(URL_KEPT_CHARACTERS + 1));
  return list;
}

/** Bodies the loader would not send: broken escapes, repeats, odd pairs. */
const oddBodies = [
  'page_title=%zz',
  'page_title=%C0%80',
  'page_title=%E2%82',
  'page_title=%',
  'page_title=a%00b',
  'page_title=a%09b',
  'page_title=a%1Fb',
  'page_title=a%7fb',
  'page_title=a%C2%85b',
  'page_title=a%c2%9Fb',
  'page_title=%ED%A0%80',
  'page_title=a\u0085b',
  'page_title=%F0%9F%98%80',
  'page_title=a+b+c',
  'referrer=%2',
  'cookies=%zz',
  'cookies=%7B%7D',
  'domain=a&domain=b',
  'page_title=a&page_title=b',
  'unknown=a&unknown=b',
  'if%5Fmobile=1',
  'if%5Fmobile=2',
  'if_mobile',
  'domain',
  '=orphan',
  '&&domain=x&&',
  'domain=x=y',
  'page_title=a=b%00',
  'if_mobile=1&if%5Fmobile=1',
  'previous_url=' + '%41'.repeat(5000),
  'previous_url=' + '%41'.repeat(1400),
];

/**
 * The reader against Fastify's way (fast-querystring, then zod): it may step aside (undefined),
 * but when it answers, the form must be valid and its read fields exactly zod's.
 */
function expectAgrees(body: string) {
  const quick = readForm(body);
  const reference = displayRequestBody.safeParse(parseForm(body));
  if (quick === undefined) return { quick, reference };
  expect(reference.success, `zod refuses what the reader took: ${body.slice(0, 80)}`).toBe(true);
  const data = reference.data as Record<string, unknown>;
  for (const name of DISPLAY_FIELDS_READ) {
    expect(quick[name], `${name} in ${body.slice(0, 80)}`).toBe(data[name]);
  }
  expect(
    Object.keys(quick).every((name) => (DISPLAY_FIELDS_READ as readonly string[]).includes(name)),
  ).toBe(true);
  return { quick, reference };
}

describe('flatFormReader of the display request', () => {
  it('reads a well-formed form, the read fields decoded as zod has them', () => {
    const { quick } = expectAgrees(encode(wellFormed));
    expect(quick).toEqual({
      domain: 'shop.example',
      cookies: wellFormed.cookies,
      if_mobile: '0',
      poptin_viewed_url: wellFormed.poptin_viewed_url,
      preview_poptin_id: '',
    });
  });

  it.each(fields)('never answers other than zod for %s', (name, field) => {
    for (const value of values(field.maxLength)) {
      const body = encode({ ...wellFormed, [name]: value });
      const { quick, reference } = expectAgrees(body);
      // What zod takes unchanged, the reader takes too (longer values may be transformed).
      if (reference.success && value.length <= URL_KEPT_CHARACTERS) {
        expect(quick, `${name}=${value.slice(0, 20)}`).toBeDefined();
      }
    }
  });

  it.each(oddBodies)('never answers other than zod for %s', (odd) => {
    expectAgrees(`${encode(wellFormed)}&${odd}`);
    expectAgrees(odd);
  });

  it('does not decode the fields it does not read', () => {
    // A broken escape in a field nobody reads: checked on its text, which is plain, so the form
    // passes (fast-querystring keeps such text as it is, and zod takes it); the read field
    // with the same escape makes the reader step aside.
    expect(readForm('page_title=100%zz&domain=x')).toEqual({ domain: 'x' });
    expectAgrees('page_title=100%zz&domain=x');
    expect(readForm('domain=100%zz')).toBeUndefined();
  });

  it('leaves an address longer than the kept length to zod, which shortens it', () => {
    const body = encode({
      poptin_viewed_url: `https://shop.example/${'q'.repeat(URL_KEPT_CHARACTERS)}`,
    });
    expect(readForm(body)).toBeUndefined();
  });

  it('refuses at once a schema it cannot read, or a read field the schema lacks', () => {
    const options = { untransformedUpTo: 10, plainText: MULTI_LINE_TEXT };
    expect(() =>
      flatFormReader(z.object({ count: z.number().optional() }), { ...options, read: [] }),
    ).toThrow(/count is not a string/);
    expect(() => flatFormReader(z.object({ name: z.string() }), { ...options, read: [] })).toThrow(
      /optional/,
    );
    expect(() =>
      flatFormReader(z.object({ name: z.string().optional() }), {
        ...options,
        read: ['other' as 'name'],
      }),
    ).toThrow(/no field other/);
  });
});

describe('flatFormReader on a large body', () => {
  it('reads the fields after many pairs without "="', () => {
    const body = `${'a&'.repeat(32 * 1024 - 8)}domain=x&b&if_mobile=1`;
    expect(readForm(body)).toEqual({ domain: 'x', if_mobile: '1' });
    expectAgrees(body);
  });
});
