// A query parameter sent twice with the same value counts once. WooCommerce's own JavaScript
// client, signing a GET with OAuth 1.0a over plain http, sends every parameter twice (once in the
// address it was given, again among the signed parameters: `?page=2&…&oauth_signature=…&page=2`);
// PHP reads such a repeat as one value, while Fastify reads it as a list, which a route expecting
// a number or a string would refuse. Repeats of different values stay a list (`include=1&include=2`).
import type { FastifyRequest } from 'fastify';

export async function collapseRepeatedQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value) && value.length > 1 && value.every((item) => item === value[0])) {
      query[name] = value[0];
    }
  }
}
