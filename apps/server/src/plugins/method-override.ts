// X-HTTP-Method-Override, for networks whose proxies drop PUT, PATCH and DELETE: packages/client
// (with `methodOverride`) sends those as POST with the header naming the method meant. Only a POST
// may be overridden, and only to one of those three: a form or a script on another site cannot
// turn a request into a method it could not send anyway, and every override is still a
// state-changing method, so the nonce check applies to it as to any write.
import type { IncomingMessage } from 'node:http';

export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';
const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Fastify's `rewriteUrl`, which runs before routing: routes the request by the method its header
 * names. The address itself is left as it is.
 */
export function applyMethodOverride(request: IncomingMessage): string {
  const wanted = request.headers[METHOD_OVERRIDE_HEADER];
  if (request.method === 'POST' && typeof wanted === 'string') {
    const method = wanted.trim().toUpperCase();
    if (overridable.has(method)) request.method = method;
  }
  return request.url ?? '/';
}
