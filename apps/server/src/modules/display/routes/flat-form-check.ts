// A quick check of a flat form (every field an optional string) against its zod schema, for the
// display lane: zod's own parse of the display request was about a tenth of the display path's
// time, and nearly every request is well-formed. The check is derived from the schema itself (its
// JSON Schema: type, length, pattern, enum, const, anyOf), so zod stays the one definition; it
// answers the form when every known field passes and nothing could be transformed, and undefined
// otherwise, when the caller asks zod, which also words the errors. Unknown fields are dropped, as
// zod drops them.
import { z } from 'zod';

/** What a field's JSON Schema may say for this check; anything else is refused when built. */
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

const understood = new Set(['type', 'maxLength', 'minLength', 'pattern', 'enum', 'const', 'anyOf']);

function valueCheck(field: FieldSchema, name: string): ValueCheck {
  for (const key of Object.keys(field)) {
    if (!understood.has(key)) throw new Error(`flat form check: ${name} has "${key}"`);
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
  if (field.type !== 'string') throw new Error(`flat form check: ${name} is not a string`);
  // String lengths as zod counts them (UTF-16 code units), not as JSON Schema does.
  const max = typeof field.maxLength === 'number' ? field.maxLength : Infinity;
  const min = typeof field.minLength === 'number' ? field.minLength : 0;
  const pattern = typeof field.pattern === 'string' ? new RegExp(field.pattern) : undefined;
  return (value) =>
    value.length <= max && value.length >= min && (pattern === undefined || pattern.test(value));
}

/**
 * A check of flat forms for `schema`. `untransformedUpTo`: the length up to which the schema's
 * transforms leave a value as it is (longer values go to zod, which applies them).
 */
export function flatFormCheck<Schema extends z.ZodObject>(
  schema: Schema,
  untransformedUpTo: number,
): (form: Record<string, unknown>) => z.output<Schema> | undefined {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, FieldSchema>;
    required?: string[];
  };
  if (json.required?.length) throw new Error('flat form check: every field must be optional');
  // Looked up by the form's own fields: a form carries fewer fields than the schema knows.
  const checks: Record<string, ValueCheck> = Object.create(null);
  for (const [name, field] of Object.entries(json.properties ?? {})) {
    checks[name] = valueCheck(field, name);
  }
  return (form) => {
    const checked: Record<string, string> = {};
    for (const name in form) {
      const check = checks[name];
      if (check === undefined) continue;
      const value = form[name];
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.length > untransformedUpTo || !check(value)) {
        return undefined;
      }
      checked[name] = value;
    }
    return checked as z.output<Schema>;
  };
}
