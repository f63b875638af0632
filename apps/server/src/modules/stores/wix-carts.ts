// Wix's cart API, behind an interface so the display call depends on what it answers, not on
// HTTP (spec §3 wix_cart_details). The one implementation talks to Wix's REST API as Wix
// documents it for a site's API key: `GET {WIX_API_URL}/ecom/v1/carts/{cartId}` with the key in
// `Authorization` and the site in `wix-site-id`, answering `{ cart: { id, lineItems: [{
// rootCatalogItemId, productName: { original }, quantity, … }], subtotal: { amount, … }, … } }`.
// Tests run it against a local server speaking that protocol (wix-carts.test.ts).
//
// A cart Wix does not know (404) is no cart. Anything else that is not a cart in that shape — an
// error status, a body that is not JSON or not the shape, a body over 512 KB, no answer within the
// timeout — is a WixApiError: the caller logs it and answers without cart details.
import type { WixCartDetails } from '@pinwheel/core';
import { z } from 'zod';

/** What a site's owner gave us to read its Wix store (store_wix_connections). */
export interface WixCredentials {
  wixSiteId: string;
  apiKey: string;
}

export interface WixCartsApi {
  /** The cart's lines and subtotal as the display answer carries them; null: Wix has no such cart. */
  cartDetails(credentials: WixCredentials, cartId: string): Promise<WixCartDetails | null>;
}

export class WixApiError extends Error {
  override name = 'WixApiError';
}

/** Wix's ids are GUIDs; anything else in `wix_cart_id` is not sent to Wix at all. */
export const WIX_ID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

const MAX_ANSWER_BYTES = 512 * 1024;
/** A display answer carries a cart, not a catalogue: lines past this are left out. */
const MAX_LINES = 100;

// Wix sends many more fields than these; only these are read, and a line without them is left out.
const wixLine = z.object({
  rootCatalogItemId: z.string().min(1).max(200),
  productName: z.object({ original: z.string().max(1000) }),
});
const wixCartAnswer = z.object({
  cart: z.object({
    lineItems: z.array(z.unknown()).max(10_000).default([]),
    subtotal: z.object({
      amount: z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(z.string().regex(/^\d{1,12}(\.\d{1,6})?$/, 'must be an amount')),
    }),
  }),
});

async function readCapped(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new WixApiError(`Wix answered more than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function wixCartsOverHttp(options: { baseUrl: string; timeoutMs: number }): WixCartsApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async cartDetails(credentials, cartId) {
      let response: Response;
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        response = await fetch(`${base}/ecom/v1/carts/${encodeURIComponent(cartId)}`, {
          headers: {
            authorization: credentials.apiKey,
            'wix-site-id': credentials.wixSiteId,
            accept: 'application/json',
          },
          signal,
        });
      } catch (error) {
        throw new WixApiError(
          signal.aborted
            ? `Wix did not answer within ${options.timeoutMs} ms`
            : `Wix could not be reached: ${(error as Error).message}`,
        );
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new WixApiError(`Wix answered HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(await readCapped(response));
      } catch (error) {
        if (error instanceof WixApiError) throw error;
        throw new WixApiError(
          signal.aborted
            ? `Wix did not answer within ${options.timeoutMs} ms`
            : 'Wix answered no JSON',
        );
      }
      const parsed = wixCartAnswer.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new WixApiError(`Wix answered no cart: ${issue.path.join('.')} ${issue.message}`);
      }
      const { cart } = parsed.data;
      const lineItems = cart.lineItems
        .flatMap((line) => {
          const read = wixLine.safeParse(line);
          return read.success ? [read.data] : [];
        })
        .slice(0, MAX_LINES)
        .map((line) => ({
          rootCatalogItemId: line.rootCatalogItemId,
          productName: { original: line.productName.original },
        }));
      return { lineItems, subtotal: { amount: cart.subtotal.amount } };
    },
  };
}
