// Reads a request body into memory with a size limit. The server-rendered routes take their body
// raw (React Router parses it), so Fastify's bodyLimit does not guard them: this does.
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/**
 * Over the limit, reading stops but the socket stays open, so the caller can still answer 413
 * (with Connection: close) instead of the visitor seeing a dropped connection.
 */
export function readBody(stream: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(stream.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(new BodyTooLargeError(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        stream.pause();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}
