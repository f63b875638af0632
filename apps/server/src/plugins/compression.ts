// Compresses answers on the fly (@fastify/compress): pages, API answers, anything textual above a
// small size, in the encoding the client prefers (brotli, then gzip; none when it accepts neither).
// Streamed pages keep streaming: zlib is told to flush after every chunk React writes, or it would
// hold the start of the page (the shell a phone can paint) until it had gathered enough bytes.
// Answers that arrive compressed already (the display protocol gzips its own; static files are
// sent precompressed) are left alone. Register it before any route: it attaches itself to the
// routes added after it.
//
// A wildcard in Accept-Encoding is resolved first, into the one coding it means for us: both
// @fastify/compress and @fastify/static read `*` as gzip, so `gzip;q=0, *` (no gzip, anything
// else) would get gzip, the one thing it refused.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export interface CompressionOptions {
  /** Answers smaller than this many bytes go out as they are: compressing them gains too little. */
  thresholdBytes?: number;
  /** Brotli quality on the fly, 0–11: 4 compresses about as well as gzip 6, at gzip's speed. */
  brotliQuality?: number;
  /** Gzip level on the fly, 1–9. */
  gzipLevel?: number;
}

const defaults: Required<CompressionOptions> = {
  thresholdBytes: 1024,
  brotliQuality: 4,
  gzipLevel: 6,
};

/** The codings we send, best first; anything else a client names is of no use to us. */
const ourCodings = ['br', 'gzip'] as const;

/** What an Accept-Encoding with a `*` asks of us, as a header without one (RFC 9110 §12.5.3). */
function withoutWildcard(header: string): string {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && Number.isFinite(weight)) weights.set(name, weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best = 'identity';
  let bestWeight = weights.get('identity') ?? 0;
  for (const coding of ourCodings) {
    if (weightOf(coding) > bestWeight) {
      best = coding;
      bestWeight = weightOf(coding);
    }
  }
  return best;
}

async function compressionPlugin(app: FastifyInstance, options: CompressionOptions) {
  const settings = { ...defaults, ...options };
  for (const [name, value, max] of [
    ['thresholdBytes', settings.thresholdBytes, Number.MAX_SAFE_INTEGER],
    ['brotliQuality', settings.brotliQuality, 11],
    ['gzipLevel', settings.gzipLevel, 9],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new Error(`compression: ${name} must be an integer from 0 to ${max}, got ${value}`);
    }
  }

  // A callback hook, not an async one: it runs on every request, the display protocol's included.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-encoding'];
    if (header?.includes('*')) request.headers['accept-encoding'] = withoutWildcard(header);
    done();
  });

  await app.register(fastifyCompress, {
    encodings: [...ourCodings],
    // Which types: the plugin's own list (text but not event streams, JSON, XML, JavaScript, SVG
    // and whatever else the MIME database calls compressible; images and fonts are not).
    threshold: settings.thresholdBytes,
    brotliOptions: {
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: settings.brotliQuality },
    },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH, level: settings.gzipLevel },
    // Request bodies stay as they came: no route here takes compressed uploads, and inflating
    // them would let a small body grow past the size limits the routes count on.
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: 'pinwheel-compression' });
