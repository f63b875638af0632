// The bodies Shopify's AJAX cart accepts, parsed as Shopify parses them: JSON, a form post and a
// multipart post (themes post `new FormData(form)`), with bracketed names (`items[0][id]`,
// `properties[Colour]`, `updates[KEY]`) read as nested objects by qs. Only these routes use them.
// An empty body is read as `{}` whatever its content type: Shopify's own theme client
// (@shopify/theme-cart) posts `/cart/clear.js` with `Content-Type: application/json;` and no body,
// and Shopify answers the empty cart where Fastify's JSON parser would refuse it.
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/** Shopify's cart bodies are small: a few lines with their properties. */
export const SHOPIFY_CART_BODY_LIMIT_BYTES = 64 * 1024;

/** Bracket nesting and list lengths bounded: a hostile body cannot make a huge object. */
const qsOptions = { depth: 3, arrayLimit: 100, parameterLimit: 500 } as const;

export function registerShopifyBodyParsers(app: FastifyInstance) {
  // Fastify's own JSON parser (prototype-poisoning guard included) for every body that has text.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: SHOPIFY_CART_BODY_LIMIT_BYTES },
    (request, body, done) => {
      if (String(body).trim() === '') return done(null, {});
      json(request, String(body), done);
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SHOPIFY_CART_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, qs.parse(String(body), qsOptions)),
  );
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: SHOPIFY_CART_BODY_LIMIT_BYTES },
    async (request: { headers: Record<string, unknown> }, body: Buffer) => {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': String(request.headers['content-type']) },
        }).formData();
      } catch {
        throw Object.assign(new Error('The form data is not valid multipart'), {
          statusCode: 400,
          code: 'MALFORMED_MULTIPART',
        });
      }
      const pairs = new URLSearchParams();
      for (const [name, value] of form) if (typeof value === 'string') pairs.append(name, value);
      return qs.parse(pairs.toString(), qsOptions);
    },
  );
}
