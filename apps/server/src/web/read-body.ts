// Reads a request body into memory with a size limit. The server-rendered routes take their body
// raw (React Router parses it), so Fastify's bodyLimit does not guard them: this does.
import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

export async function readBody(stream: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(stream.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The nonce a form post or fetch carries: header first, else the hidden form field. */
export async function nonceFromBody(
  contentType: string | undefined,
  body: Buffer,
  field: string,
): Promise<string | undefined> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  try {
    if (type === 'application/x-www-form-urlencoded') {
      return new URLSearchParams(body.toString('utf8')).get(field) ?? undefined;
    }
    if (type === 'multipart/form-data') {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': contentType! },
      }).formData();
      const value = form.get(field);
      return typeof value === 'string' ? value : undefined;
    }
    if (type === 'application/json') {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      const value =
        parsed && typeof parsed === 'object'
          ? (parsed as Record<string, unknown>)[field]
          : undefined;
      return typeof value === 'string' ? value : undefined;
    }
  } catch {
    // A body that does not parse carries no nonce; the caller answers 403 nonce_missing.
  }
  return undefined;
}
