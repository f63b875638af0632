// A quick reader of a flat form body (every field an optional string) for the display lane. The
// loader's display request carries a dozen fields, mostly percent-escaped addresses and a JSON
// visitor state; decoding them all and checking them with zod was a fifth of the display path's
// time. This reader decodes only the fields the caller reads, checks the others on their escaped
// text where that is exact, and takes its limits from the zod schema itself (its JSON Schema:
// type, length, pattern, enum, const, anyOf), so zod stays the one definition. It answers the read
// fields when the form is plainly valid, and undefined otherwise: the caller then parses the body
// as Fastify does (fast-querystring, then zod), which also words the errors. Its decoding is
// fast-querystring's, and where that would fall back on a broken escape the reader steps aside.
import { CONTROL_CHARACTER } from '@pinwheel/core';
import { z } from 'zod';

/** What a field's JSON Schema may say for this reader; anything else is refused when built. */
interface FieldSchema {
  type?: unknown;
  maxLength?: unknown;
  minLength?: unknown;
  pattern?: unknown;
  enum?: unknown;
  const?: unknown;
  anyOf?: unknown;
}

type ValueCheck = (value: string) => boolean;

interface Field {
  check: ValueCheck;
  /** For a field that is not read: the longest escaped text that may pass without decoding. */
  escapedUpTo: number | undefined;
}

const understood = new Set(['type', 'maxLength', 'minLength', 'pattern', 'enum', 'const', 'anyOf']);

function valueCheck(field: FieldSchema, name: string): ValueCheck {
  for (const key of Object.keys(field)) {
    if (!understood.has(key)) throw new Error(`flat form reader: ${name} has "${key}"`);
  }
  if (Array.isArray(field.anyOf)) {
    const options = field.anyOf.map((option: FieldSchema) => valueCheck(option, name));
    return (value) => options.some((check) => check(value));
  }
  if (field.const !== undefined) return (value) => value === field.const;
  if (Array.isArray(field.enum)) {
    const allowed = new Set(field.enum);
    return (value) => allowed.has(value);
  }
  if (field.type !== 'string') throw new Error(`flat form reader: ${name} is not a string`);
  // String lengths as zod counts them (UTF-16 code units), not as JSON Schema does.
  const max = typeof field.maxLength === 'number' ? field.maxLength : Infinity;
  const min = typeof field.minLength === 'number' ? field.minLength : 0;
  const pattern = typeof field.pattern === 'string' ? new RegExp(field.pattern) : undefined;
  return (value) =>
    value.length <= max && value.length >= min && (pattern === undefined || pattern.test(value));
}

/**
 * What core's text rule refuses in a form value (control characters, lone surrogates): raw, or
 * escaped (%00–%1F, %7F, and C1 as %C2%80–%C2%9F). Decoding never makes one otherwise (UTF-8
 * encodes C0 and DEL in one byte and C1 in those two, the decoder refuses overlong forms and
 * encoded surrogates), and never makes a value longer: so escaped text without these, within a
 * field's length, passes a field that forbids control characters, decoded or not. Read without
 * core's `u` flag, the class also takes either half of a raw surrogate pair (an emoji sent
 * unescaped): such text is only judged decoded, below.
 */
const controlCharacter = new RegExp(
  `${CONTROL_CHARACTER.source}|%(?:[01][0-9a-f]|7f)|%c2%[89][0-9a-f]`,
  'i',
);

/**
 * Whether an unread field can be judged on its escaped text: a plain string field whose only
 * pattern is `plainText` (no control characters) and with no least length.
 */
function escapedLimit(field: FieldSchema, plainText: RegExp): number | undefined {
  if (field.type !== 'string' || field.anyOf || field.enum || field.const !== undefined) return;
  if (typeof field.minLength === 'number' && field.minLength > 0) return;
  if (field.pattern !== undefined && field.pattern !== plainText.source) return;
  return typeof field.maxLength === 'number' ? field.maxLength : Infinity;
}

const plus = /\+/g;

/**
 * A key or value decoded as fast-querystring decodes it, or undefined where that decoder would
 * have to fall back on the text as it is (broken escapes): the reader then steps aside. The
 * built-in decoder is a third of the cost of fast-querystring's on a visitor state.
 */
function decoded(text: string): string | undefined {
  const spaced = text.includes('+') ? text.replace(plus, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return undefined;
  }
}

export interface FlatFormReaderOptions<Read extends string> {
  /** The fields the caller reads: decoded and checked; the others are only checked. */
  read: readonly Read[];
  /** The length up to which the schema's transforms leave a value as it is. */
  untransformedUpTo: number;
  /** The schema's "no control characters" pattern, which escaped text can be checked against. */
  plainText: RegExp;
}

/** A reader of form bodies for `schema`; see the file's head. */
export function flatFormReader<
  Schema extends z.ZodObject,
  Read extends keyof z.output<Schema> & string,
>(
  schema: Schema,
  options: FlatFormReaderOptions<Read>,
): (body: string) => Pick<z.output<Schema>, Read> | undefined {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, FieldSchema>;
    required?: string[];
  };
  if (json.required?.length) throw new Error('flat form reader: every field must be optional');
  const read = new Set<string>(options.read);
  const fields = new Map<string, Field>();
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    const escaped = read.has(name) ? undefined : escapedLimit(field, options.plainText);
    fields.set(name, { check: valueCheck(field, name), escapedUpTo: escaped });
  }
  for (const name of read) {
    if (!fields.has(name)) throw new Error(`flat form reader: the schema has no field ${name}`);
  }
  const limit = options.untransformedUpTo;

  return (body) => {
    const form: Record<string, string> = {};
    const seen = new Set<string>();
    // The next '=' at or after `start`, kept across pairs without one, so that a body of many
    // such pairs is still read in one pass.
    let equals = -1;
    for (let start = 0; start <= body.length;) {
      let end = body.indexOf('&', start);
      if (end === -1) end = body.length;
      if (equals < start) {
        equals = body.indexOf('=', start);
        if (equals === -1) equals = body.length + 1;
      }
      const keyEnd = equals > end ? end : equals;
      const rawKey = body.slice(start, keyEnd);
      start = end + 1;
      if (rawKey === '' && keyEnd === end) continue;
      const name = decoded(rawKey);
      if (name === undefined) return undefined;
      const field = fields.get(name);
      if (field === undefined) continue;
      // Twice the same field is a list, which no field takes: zod words that.
      if (seen.has(name)) return undefined;
      seen.add(name);
      const raw = keyEnd < end ? body.slice(keyEnd + 1, end) : '';
      if (field.escapedUpTo !== undefined) {
        if (raw.length <= Math.min(field.escapedUpTo, limit) && !controlCharacter.test(raw))
          continue;
        // Longer or with escapes that need a closer look: judged decoded, below.
      }
      const value = decoded(raw);
      if (value === undefined || value.length > limit || !field.check(value)) return undefined;
      if (read.has(name)) form[name] = value;
    }
    return form as Pick<z.output<Schema>, Read>;
  };
}
