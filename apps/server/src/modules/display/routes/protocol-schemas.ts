// Zod schemas of the display protocol's payloads and answers (spec §7), with the wire names. Form
// fields are strings; lists inside them are pipe- or comma-separated as the spec says.
import { z } from 'zod';
import { apiErrorSchema } from '../../../plugins/errors.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { multiLineText } from '../../../schemas/plain-text.ts';
import { displayedPopupSchema, popupIdSchema } from '../popup-schema.ts';

// Control characters have no place in any protocol value, and PostgreSQL refuses a NUL in text:
// one such value stored with a batch of events would fail the whole batch. Tabs and line breaks
// pass, as they always have: loaders in the wild may send them.
const text = multiLineText;
const field = (max = 2048) => text(max).optional();
/**
 * Addresses: a page with a long query string must still get its popups, so an address is taken
 * up to 16 KB (the body limit bounds the whole) and kept to its first 4096 characters.
 */
export const URL_KEPT_CHARACTERS = 4096;
const url = text(16 * 1024)
  .transform((value) => value.slice(0, URL_KEPT_CHARACTERS))
  .optional();
const pageList = field(16 * 1024);
const flag01 = z.enum(['0', '1', '']).optional();

// Any length reaches the handler, which answers an id it does not know with `not_allowed` (or a
// 404 on event calls) rather than a validation error: that is what the widget expects.
export const clientIdParams = z.object({ clientId: text(500).min(1) });
export const clientIdWireParams = z.object({ client_id: text(500).min(1) });
export const popupIdParams = z.object({ popupId: popupIdSchema });
export const poptinIdParams = z.object({ poptin_id: popupIdSchema });

/** An optional popup id that the loader may also send as an empty string. */
const optionalPopupId = z.union([z.literal(''), popupIdSchema]).optional();

const cartFields = {
  store_integration: field(100),
  store_integration_customer_id: field(200),
  wix_cart_id: field(200),
  cart_total_items: field(20),
  cart_total_price: field(30),
  cart_products_ids_list: field(8192),
  cart_products_org_ids_list: field(8192),
};

/** POST /api/display/{clientId}: core's DisplayRequestPayload. */
export const displayRequestBody = z.object({
  domain: field(253),
  referrer: url,
  previous_url: url,
  cookies: field(32 * 1024),
  triggers: field(1000),
  cc: field(10),
  poptin_forms_id: field(4096),
  if_mobile: flag01,
  page_title: field(1000),
  page_lang: field(35),
  origin_landing_page: url,
  if_page_refreshed: flag01,
  poptin_viewed_url: url,
  previous_visited_pages: pageList,
  previous_visited_pages_with_time: pageList,
  all_visited_pages: pageList,
  ...cartFields,
  preview_poptin_id: optionalPopupId,
  cancel_visitor_count: flag01,
  converted_email: field(254),
});
export type DisplayRequestBody = z.infer<typeof displayRequestBody>;

/** POST /api/display/click/{popupId}: the display fields plus who and what was clicked. */
export const clickRequestBody = displayRequestBody.extend({
  client_id: field(200),
  poptin_display: field(100),
  browser_language: field(100),
  operating_system: field(100),
});

const storeFields = {
  store_integration: field(100),
  store_integration_customer_id: field(200),
};

/** POST /api/display/viewed/{poptin_id} (JSON). */
export const viewedBody = z.object({
  client_id: text(200).min(1),
  viewer_id: field(100),
  trigger: field(100),
  type: field(50),
  url,
  converted_email: field(254),
  ...storeFields,
});

/** POST /api/display/closed/{poptin_id}: the close payload, plus the close trigger. */
export const closedBody = z.object({
  client_id: text(200).min(1),
  url,
  converted_email: field(254),
  close_trigger: z
    .enum(['cancel_click', 'auto_close', 'bg_click', 'timer', 'submit', 'x_click', ''])
    .optional(),
  viewer_id: field(100),
  poptin_view_id: field(100),
  ...storeFields,
});

/** POST /api/display/total-website-session/{client_id} (JSON). */
export const websiteSessionBody = z.object({
  email: field(254),
  /** The page's host name. */
  url,
  ...storeFields,
});

/** POST /api/display/conversion-activities/{client_id} (JSON). */
export const conversionActivityBody = z.object({
  email: text(254).min(3),
  poptin_id: popupIdSchema,
  activity: z.enum(['viewed', 'closed']),
  url,
  ...storeFields,
});

/** GET /api/display/limitLogs/{client_id}. */
export const limitLogQuery = z.object({ status: field(100), id: field(100) });

export const successAnswer = z.object({ success: z.literal(true) });
export const viewedAnswer = z.object({ poptin_view_id: z.string() });

const popupWire = displayedPopupSchema.describe(
  'A popup (spec §3) without its content, which is at its poptin_url',
);

/** The display response (spec §3), documented for the OpenAPI page; sent pre-serialised. */
export const displayAnswer = z.strictObject({
  display: z.enum(['allowed', 'not_allowed']),
  message: z.string().optional(),
  poptins: z.array(popupWire),
  if_freemium: z.union([z.literal(0), z.literal(1)]),
  country: z.string(),
  country_code: z.string(),
  cc: z.string(),
  ip: z.string(),
  lang: languageSchema,
  is_client_restriction: z.union([z.literal(0), z.literal(1)]),
  client_restriction_setting: z.record(z.string(), z.unknown()).nullable(),
  wix_cart_details: z
    .object({
      lineItems: z.array(
        z.object({
          rootCatalogItemId: z.string(),
          productName: z.object({ original: z.string() }),
        }),
      ),
      subtotal: z.object({ amount: z.string() }),
    })
    .optional()
    .describe('The Wix cart named by wix_cart_id, for a site connected to its Wix store'),
});

export const clickAnswer = z.strictObject({
  display: z.enum(['allowed', 'not_allowed']),
  message: z.string().optional(),
  country: z.string(),
  country_code: z.string(),
  if_freemium: z.union([z.literal(0), z.literal(1)]),
  lang: languageSchema,
  poptins: z.array(popupWire),
});

/** The API's error answer, as every route sends it. */
export const errorAnswer = apiErrorSchema;

/** GET /api/display/content/{clientId}/{popupId}/{version}. */
export const popupContentParams = z.object({
  clientId: text(500).min(1),
  popupId: popupIdSchema,
  version: z.string().regex(/^[\w-]{1,64}$/, 'must be a content version'),
});
