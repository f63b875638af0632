// Holds a streamed body (a contact form's multipart, a media upload) to its cap while a parser or
// a file writer reads it. A chunked body declares no length, so it can only be counted as it
// arrives: once past the cap, reading stops and whatever is reading fails, so the route answers
// 413 while the client is still sending (with Connection: close, since the rest of the body is
// never read) instead of draining all of it.
import type { IncomingMessage } from 'node:http';

export class BodyOverCapError extends Error {
  constructor(readonly cap: number) {
    super(`The body is larger than ${cap} bytes`);
  }
}

export interface BodyCapGuard {
  /** The body went past the cap: the parser's failure is this, not a broken body. */
  readonly exceeded: boolean;
  /** Stops counting (the parts have all been read). */
  release(): void;
}

/**
 * Counts `body`'s bytes; call it right before iterating the request's parts, in the same tick:
 * the parser pipes the body on the first step of that iteration, before any byte flows, so the
 * counter and the parser see the same bytes.
 */
export function capBody(body: IncomingMessage, cap: number): BodyCapGuard {
  let size = 0;
  let exceeded = false;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= cap) return;
    exceeded = true;
    body.off('data', onData);
    body.unpipe();
    body.pause();
    // The multipart parser ends its parts with the error its body stream reports. Destroying the
    // body would report one too, but it closes the socket, and the 413 would never be sent.
    body.emit('error', new BodyOverCapError(cap));
  };
  body.on('data', onData);
  return {
    get exceeded() {
      return exceeded;
    },
    release: () => body.off('data', onData),
  };
}
