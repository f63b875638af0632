import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flatFormCheck } from './flat-form-check.ts';
import { clickRequestBody, displayRequestBody, URL_KEPT_CHARACTERS } from './protocol-schemas.ts';

/** Values to try in a field: fine ones, and each way a value can be wrong. */
function variants(field: { maxLength?: number; enum?: string[] }): unknown[] {
  const values: unknown[] = ['', 'a', 'ab\tc\nd', '0', '1', '2', 'abcdefghijklm', 'abcdefghijkl'];
  values.push('a\u0000b', 'a\u0007b', 'a\u007fb', ['a', 'b'], 5, null);
  if (field.maxLength !== undefined) {
    values.push('é'.repeat(field.maxLength), 'x'.repeat(field.maxLength + 1));
  }
  values.push('u'.repeat(URL_KEPT_CHARACTERS), 'u'.repeat(URL_KEPT_CHARACTERS + 1));
  return values;
}

const wellFormed = {
  domain: 'shop.example',
  cookies: '{"visitor_id":"v"}',
  if_mobile: '0',
  poptin_viewed_url: 'https://shop.example/products/mug',
  preview_poptin_id: '',
  unknown_field: 'dropped',
};

describe.each([
  ['display', displayRequestBody],
  ['click', clickRequestBody],
] as const)('flatFormCheck of the %s request', (_name, schema) => {
  const check = flatFormCheck(schema, URL_KEPT_CHARACTERS);
  const fields = Object.entries(
    (z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, object> }).properties,
  );

  it('passes a well-formed form as zod parses it, unknown fields dropped', () => {
    const quick = check(wellFormed);
    expect(quick).toEqual(schema.parse(wellFormed));
    expect(quick).not.toHaveProperty('unknown_field');
  });

  it.each(fields)('never answers other than zod for %s', (name, field) => {
    for (const value of variants(field)) {
      const form = { ...wellFormed, [name]: value };
      const quick = check(form);
      const parsed = schema.safeParse(form);
      if (!parsed.success) expect(quick, `${name}=${String(value)}`).toBeUndefined();
      else if (quick !== undefined) expect(quick).toEqual(parsed.data);
      // What zod takes unchanged, the quick check takes too (longer values may be transformed).
      if (parsed.success && (typeof value !== 'string' || value.length <= URL_KEPT_CHARACTERS)) {
        expect(quick, `${name}=${String(value).slice(0, 20)}`).toEqual(parsed.data);
      }
    }
  });

  it('leaves an address longer than the kept length to zod, which shortens it', () => {
    const form = { poptin_viewed_url: `https://shop.example/${'q'.repeat(URL_KEPT_CHARACTERS)}` };
    expect(check(form)).toBeUndefined();
    expect(schema.parse(form).poptin_viewed_url).toHaveLength(URL_KEPT_CHARACTERS);
  });
});

describe('flatFormCheck', () => {
  it('refuses at once a schema it cannot check', () => {
    expect(() => flatFormCheck(z.object({ count: z.number().optional() }), 10)).toThrow(
      /count is not a string/,
    );
    expect(() => flatFormCheck(z.object({ name: z.string() }), 10)).toThrow(/optional/);
  });
});
