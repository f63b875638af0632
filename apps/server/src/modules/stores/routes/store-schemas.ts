// The wire shapes of the store calls the widget makes (spec §7): the products list that browse
// abandonment and Wix's saved-products payload share, and each call's query, body and answer.
import { z } from 'zod';
import { apiErrorSchema } from '../../../plugins/errors.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { CLIENT_ID_PATTERN } from '../../sites/index.ts';

/** A store's id: Shopify's are numbers, Wix's GUIDs; either arrives as text or a number. */
const storeId = z
  .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), oneLineText(100)])
  .transform(String)
  .pipe(z.string().min(1, 'must not be empty'));

export const reportedProduct = z.object({
  product_id: storeId,
  product_name: oneLineText(300),
  category: oneLineText(200).optional().default(''),
});

/** At most 50 products a report: a cart or a browsing session, not a catalogue. */
const productList = z.array(reportedProduct).max(50);

export const clientId = z.string().regex(CLIENT_ID_PATTERN, 'must be a client id');

/** `mugs.myshopify.com`: the shop's own Shopify address, as the Shopify app names the shop. */
export const shopParams = z.object({
  shop: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}\.myshopify\.com$/, 'must be a shop’s myshopify.com address'),
});
export const clientIdAnswer = z.object({ client_id: z.string() });

export const browseAbandonmentQuery = z.object({
  clientId,
  customer: storeId,
  /** The products as a JSON list, as the widget puts them in the address. */
  products: z
    .string()
    .max(16_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON list of products' });
        return z.NEVER;
      }
    })
    .pipe(productList),
  data_for: z.enum(['abandonment', 'cart']),
  /** The cart's value in the shop's major units (49.9), as `/cart.js` total_price / 100. */
  total_cart_value: z.coerce.number().finite().nonnegative().max(1e10).optional(),
});

export const wixOrderedProductsBody = z.object({
  client_id: clientId,
  customer_id: storeId,
  products: productList.min(1),
  source_table: oneLineText(100).optional().default(''),
});

export const savedAnswer = z.object({ success: z.literal(true) });
export const errorAnswer = apiErrorSchema;
