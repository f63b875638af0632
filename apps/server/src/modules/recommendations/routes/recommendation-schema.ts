// The product-recommendation call's payload and answer (spec §7 "POST
// {api}/api/display/shopify/product-recommendation/{poptin_id}"; spec §3 "Shop product selection"
// and "Product item"), form-encoded or JSON like every display call. The selection's fields
// (category, manual_products, count) default to the popup's own; the visitor's products travel as
// pipe-separated lists, as the display request's cart fields do.
import { POPUP_ID_LENGTH } from '@pinwheel/core';
import { z } from 'zod';
import { RECOMMENDATION_CATEGORIES } from '../../catalog/index.ts';

/** At most this many products are answered; the widget draws 3 (spec §9). */
export const RECOMMENDATION_MAX_COUNT = 12;
/** Without a count of its own or the popup's: as many as the block shows (spec §9). */
export const RECOMMENDATION_DEFAULT_COUNT = 3;

export const popupId = z
  .string()
  .length(POPUP_ID_LENGTH, `must be ${POPUP_ID_LENGTH} characters`)
  .regex(/^[0-9a-z]+$/i, 'must be letters and digits');

export const recommendationParams = z.object({ poptin_id: popupId });

export const productId = z.string().trim().min(1).max(100);

/** A pipe- or comma-separated list of ids (a form field), or a JSON list in a JSON body. */
const idList = (max: number) =>
  z
    .union([
      z.array(productId).max(max),
      z
        .string()
        .max(max * 101)
        .transform((text, ctx) => {
          const trimmed = text.trim();
          if (trimmed.startsWith('[')) {
            const parsed = z.array(productId).max(max).safeParse(safeJson(trimmed));
            if (parsed.success) return parsed.data;
            ctx.addIssue({ code: 'custom', message: `must be a list of at most ${max} ids` });
            return z.NEVER;
          }
          return trimmed
            .split(/[|,]/)
            .map((id) => id.trim())
            .filter(Boolean);
        }),
    ])
    .optional();

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const recommendationBody = z.object({
  client_id: z.string().max(200).optional(),
  category: z.enum(RECOMMENDATION_CATEGORIES).optional(),
  manual_products: idList(50),
  count: z.coerce.number().int().min(1).max(RECOMMENDATION_MAX_COUNT).optional(),
  /** `product_collection`: a category's id or slug (our addition; the popup's, else this one). */
  collection: z.string().trim().max(200).optional(),
  /** The visitor's last product pages, newest first (the widget's poptin_last_products). */
  last_visited_products: idList(10),
  /** The product ids in the visitor's cart (`cart_products_org_ids_list` of the display call). */
  cart_products_org_ids_list: idList(100),
  lang: z.enum(['en', 'he']).optional(),
});

export type RecommendationBody = z.infer<typeof recommendationBody>;

/** One product (spec §3 "Product item"), with our own `url`, `image_alt` and `has_options`. */
export const productItem = z.object({
  product_id: z.string(),
  variant_id: z.number().int(),
  /** The first picture, an absolute address; null without one. */
  image: z.string().nullable(),
  image_alt: z.string(),
  /** The short description, as the shop's sanitised HTML. */
  body_html: z.string(),
  title: z.string(),
  handle: z.string(),
  /** The product's page on the shop, an absolute address. */
  url: z.string(),
  /** Units left of the offered variation; null when stock is not counted. */
  inventory_quantity: z.number().int().nullable(),
  /**
   * Decimal strings in `currency`: "19.90". Both absent while the price password hides prices
   * from the caller.
   */
  price: z.string().optional(),
  compare_at_price: z.string().nullable().optional(),
  currency: z.string(),
  /** A variable product: options to choose on its page before it can be added. */
  has_options: z.boolean(),
});

export const recommendationAnswer = z.object({
  success: z.literal(true),
  data: z.object({ products: z.array(productItem) }),
  currency: z.string(),
});

export const recommendationRefusal = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string() }),
});
