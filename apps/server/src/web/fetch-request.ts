// Turns Fastify's request into a WHATWG Request for React Router, and a WHATWG Response back into
// Fastify's reply. Headers are copied value by value: several Set-Cookie headers must all survive.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | undefined,
  publicUrl: string,
): Request {
  const url = pageUrl(request, publicUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const single of Array.isArray(value) ? value : [value]) headers.append(name, single);
  }
  // Loaders stop work when the visitor goes away mid-render.
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  });
}

/**
 * The page's address: this site's origin with the path the visitor sent appended, never resolved
 * against it (resolved, "//host/x" is another host's page and "//x:y" no URL at all). The origin
 * is the Host header's when it is a bare host (and port), else PUBLIC_URL's.
 */
function pageUrl(request: FastifyRequest, publicUrl: string): string {
  const path = requestPath(request.url);
  if (path === undefined) throw badUrl(request.url);
  try {
    return new URL(siteOrigin(request, publicUrl) + path).href;
  } catch {
    throw badUrl(request.url);
  }
}

/** A client error the API's error handler answers 400 bad_url. */
function badUrl(url: string): Error {
  return Object.assign(new Error(`'${url}' is not an address on this site`), {
    statusCode: 400,
    code: 'BAD_URL',
  });
}

/** The path and query of a request target; an address sent in full gives its path only. */
function requestPath(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.pathname + url.search
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Host header's origin when it names a host and nothing else (no path, query or credentials:
 * "a b", "evil.example/x", "user@evil.example" are not hosts), else PUBLIC_URL's.
 */
function siteOrigin(request: FastifyRequest, publicUrl: string): string {
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    if (url.href === `${url.origin}/`) return url.origin;
  } catch {
    // Not a host: PUBLIC_URL's below.
  }
  return new URL(publicUrl).origin;
}

export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  // A bodiless answer (a redirect) goes out empty: given null, Fastify would send the JSON "null".
  return response.body ? reply.send(response.body) : reply.send();
}
