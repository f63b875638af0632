// `_fields=id,name,images.src`: answers keep only the fields asked for (nested by dots), as
// WordPress trims them. Applied to every JSON answer of the platform API after serialisation, so
// routes need not know about it; without `_fields` nothing is parsed again.
import type { FastifyReply, FastifyRequest } from 'fastify';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The `_fields` list of a request (from its address: a route's query schema drops parameters it
 * does not declare), or null when it asks for everything.
 */
export function requestedFields(url: string): string[] | null {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return null;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const fields = [...query.getAll('_fields'), ...query.getAll('_fields[]')]
    .join(',')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  return fields.length > 0 ? fields : null;
}

/** Keeps only `fields` of one item (an object); nested fields by dots (`_links.self`). */
export function pickFields(item: Json, fields: string[]): Json {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
  const picked: { [key: string]: Json } = {};
  for (const field of fields) {
    const [head, ...rest] = field.split('.');
    if (head === undefined || !(head in item)) continue;
    const value = item[head]!;
    if (rest.length === 0) {
      picked[head] = value;
    } else {
      const inner = pickFields(value, [rest.join('.')]);
      const before = picked[head];
      picked[head] =
        before && typeof before === 'object' && !Array.isArray(before) && typeof inner === 'object'
          ? { ...before, ...(inner as { [key: string]: Json }) }
          : inner;
    }
  }
  return picked;
}

/** The onSend hook: trims a 2xx JSON answer (one item or a list of them). */
export async function trimToRequestedFields(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const fields = requestedFields(request.url);
  if (!fields || typeof payload !== 'string' || reply.statusCode >= 300) return payload;
  if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
  const body = JSON.parse(payload) as Json;
  const trimmed = Array.isArray(body)
    ? body.map((item) => pickFields(item, fields))
    : pickFields(body, fields);
  return JSON.stringify(trimmed);
}
