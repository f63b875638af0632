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
 * The page's address as the visitor asked for it. A Host header that does not make a URL (a
 * scanner's "a b", an empty one) falls back to PUBLIC_URL's origin instead of failing the page.
 */
function pageUrl(request: FastifyRequest, publicUrl: string): URL {
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return new URL(request.url, publicUrl);
  }
}

export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  return reply.send(response.body);
}
