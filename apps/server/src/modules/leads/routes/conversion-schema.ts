// The conversion call's payload (spec §7 "POST {api}/api/display/conversion/{viewer_id}"), form-
// encoded or JSON, with the wire names. Besides the named fields it carries the form's raw values
// under their own names (any other key: text, or a list for a checkbox group).
import { POPUP_ID_LENGTH } from '@pinwheel/core';
import { z } from 'zod';
import { visitorText } from '../visitor-text.ts';

/** A popup id as the display protocol takes it (13 letters and digits). */
const popupIdSchema = z
  .string()
  .length(POPUP_ID_LENGTH, `must be ${POPUP_ID_LENGTH} characters`)
  .regex(/^[0-9a-z]+$/i, 'must be letters and digits');

const field = (max = 2048) => visitorText(max).optional();
const page = field(16 * 1024);

/** Most raw field values one conversion may carry, and the longest value, in characters. */
export const CONVERSION_MAX_VALUES = 60;
const value = z.union([visitorText(5000), z.array(visitorText(5000)).max(50)]);

export const conversionParams = z.object({ viewer_id: z.string().min(1).max(100) });

export const conversionBody = z
  .object({
    client_id: z.string().min(1).max(200),
    poptin_id: popupIdSchema,
    poptin_view_id: z.string().max(100).optional(),
    url: page,
    p_target: field(50),
    checkbox_checked: z.enum(['0', '1', 'true', 'false', 'on', '']).optional(),
    referrer: page,
    previous_url: page,
    trigger: field(100),
    title: field(1000),
    visitor: z.enum(['mobile', 'desktop', '']).optional(),
    facebook_messanger_data_ref: field(500),
    origin_landing_page: page,
    previous_visited_pages: page,
    previous_visited_pages_with_time: page,
    all_visited_pages: page,
    store_integration: field(100),
    store_integration_customer_id: field(200),
    browser_language: field(100),
    /** The page's own language (its <html lang>), as the display call sent it: the popup's. */
    page_lang: field(35),
    operating_system: field(100),
    newExtraFields: z
      .string()
      .max(32 * 1024)
      .optional(),
    leader_request_cookie: field(2048),
    extra_button: field(200),
    coupon: field(200),
  })
  .catchall(value);

export type ConversionBody = z.infer<typeof conversionBody>;

/** The named keys above: every other key of the body is a raw field value. */
export const CONVERSION_PROTOCOL_KEYS = new Set(Object.keys(conversionBody.shape));

/** The prize a game's lead drew (core's GamePrizeResult): all the browser learns of the draw. */
export const prizeAnswer = z.object({
  prize_id: z.string(),
  is_winner: z.union([z.literal(0), z.literal(1)]),
  label: z.string(),
  code: z.string().optional(),
});

export const conversionAnswer = z.object({
  success: z.literal(true),
  conversion_id: z.string(),
  integration: z.object({ conversion_code: z.string() }),
  coupon: z
    .object({ code: z.string(), coupon_type: z.string() })
    .optional()
    .describe(
      'a lead’s code from the popup’s design_properties.coupon: the coupon’s own, or (coupon_type unique, or a coupon with a pattern) a single-use code issued to this lead',
    ),
  /** A gamified popup's lead: the prize drawn on the server (the same on a second submit). */
  prize: prizeAnswer.optional(),
});

/**
 * Names a browser might send to pick its own prize. The draw is the server's: they are dropped,
 * never taken as the prize nor stored as form values.
 */
export const BROWSER_PRIZE_KEYS = new Set([
  'prize',
  'prize_id',
  'gamified_prize',
  'is_winner',
  'prize_code',
]);

/** A refused field as the widget shows it: the field's name and the message for it. */
export const invalidFieldsAnswer = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.literal('invalid_fields'),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), reason: z.string() })),
    requestId: z.string(),
  }),
});
