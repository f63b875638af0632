// Renders a page to a stream. People get the shell as soon as it is ready and the rest streams in;
// crawlers get the whole page at once. Every inline script React or React Router writes carries
// this response's CSP nonce. Errors go to the server's logger through the load context, as one
// structured line with the request's id.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type RouterContextProvider,
  type EntryContext,
} from 'react-router';

/** How long deferred data may stream, in milliseconds, before React Router rejects it. */
export const streamTimeout = 5_000;

/** Extra time, in milliseconds, to flush the rejected boundaries before the render is aborted. */
const abortGraceMs = 1_000;

/**
 * Every error React Router meets in a loader, an action or the render: logged through the load
 * context instead of React Router's bare console.error. A request the visitor abandoned is not an
 * error. React Router answers some requests itself with a response error wrapping the reason: a
 * 4xx one (a POST to a page without an action is 405) is the client's mistake, a warning without
 * a stack; anything else is ours, logged with the wrapped error's stack.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const reason = 'error' in error && error.error instanceof Error ? error.error.message : '';
    context.logRefusal(error.status, reason || error.statusText);
    return;
  }
  context.logError(unwrapRouteError(error));
}

function unwrapRouteError(error: unknown): unknown {
  if (isRouteErrorResponse(error) && 'error' in error && error.error instanceof Error) {
    return error.error;
  }
  return error;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  // A HEAD answer has no body: skip rendering (RFC 9110 §9.3.2).
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    // Stop rendering when the deferred data takes too long or the visitor has gone away.
    const abortTimer = setTimeout(() => abort(), streamTimeout + abortGraceMs);
    request.signal.addEventListener('abort', () => abort(), { once: true });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A finished Suspense boundary is written in place, however large: outlined (React's
        // default past a few KB) it would stay hidden until a script reveals it, and the parts
        // that hydrate when seen (hydrate-when-seen.tsx) must read without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(abortTimer);
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status,
              headers: responseHeaders,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reach React Router, which reports them once through
          // handleError; only errors inside an already streaming page are ours to report.
          if (shellRendered && !request.signal.aborted) loadContext.logError(error);
        },
      },
    );
  });
}
