// Security headers on every response. HTML pages get a Content-Security-Policy whose script-src is
// a fresh per-request nonce (the SSR renderer puts it on every inline script); everything else gets
// a policy that forbids all active content (it does not stop other origins from loading a script
// or reading a CORS answer, so the embed and the display API work anywhere; their routes add the
// CORS headers themselves).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Nonce for this response's CSP; created on first use. */
    readonly cspNonce: string;
  }
}

export interface SecurityHeadersOptions {
  /** Development serves Vite's client and its websocket: loosen script-src and connect-src. */
  development: boolean;
}

const cspNonces = new WeakMap<FastifyRequest, string>();

function pagePolicy(nonce: string, development: boolean): string {
  const scripts = development ? `'self' 'unsafe-inline' 'unsafe-eval'` : `'self' 'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    // React's style attributes and Vite's dev styles are inline; styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/**
 * What every answer that is not a page carries (with its x-request-id); the display lane, which
 * answers before Fastify, writes these too.
 */
export const apiSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': `default-src 'none'; frame-ancestors 'none'`,
} as const;

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      let nonce = cspNonces.get(this);
      if (!nonce) {
        nonce = randomBytes(16).toString('base64');
        cspNonces.set(this, nonce);
      }
      return nonce;
    },
  });

  // A callback hook, not an async one: it runs on every answer, the display protocol's included,
  // and a promise per request is measurable there.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', apiSecurityHeaders['x-content-type-options']);
    reply.header('referrer-policy', apiSecurityHeaders['referrer-policy']);
    reply.header('x-request-id', String(request.id));
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', pagePolicy(request.cspNonce, options.development));
      reply.header('x-frame-options', 'SAMEORIGIN');
      // Pages carry a per-request CSP nonce and a form nonce: never serve one from a shared cache.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    } else if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', apiSecurityHeaders['content-security-policy']);
    }
    done(null, payload);
  });
}

export default fp(securityHeadersPlugin, { name: 'pinwheel-security-headers' });
