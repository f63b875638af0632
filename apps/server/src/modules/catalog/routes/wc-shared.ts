// What the catalog's wc/v3 routes (categories, attributes and terms, reviews) share: our Hebrew
// copies as `translations.he`, pictures as media items, refusals handed on, and WooCommerce's
// batch endpoint
// (`{ create, update, delete }`, at most 100 items, each answered on its own as WooCommerce does).
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { restError } from '../../../platform-api/index.ts';
import { htmlToText } from '../../../schemas/owner-html.ts';
import { multiLineText, oneLineText } from '../../../schemas/plain-text.ts';
import { imageUrl } from '../../media/index.ts';
import type { Outcome, Refusal } from '../api-refusal.ts';

/** `context=edit` answers what is stored as it is; `view` (the default) as pages show it. */
export const contextQuery = z.enum(['view', 'edit', 'embed']).default('view');

/** An id in the address: ours are opaque strings. */
export const idParams = z.object({ id: z.string().min(1).max(200) });

/** A name as clients write it: one line, trimmed, required. */
export const nameField = oneLineText(200).trim().min(1, 'is required');

/**
 * A description: WooCommerce's are HTML, ours are plain text shown as text (the mega menu, the
 * category tiles), so what arrives as HTML is kept as its text.
 */
export const descriptionField = multiLineText(5000).transform((html) => htmlToText(html));

/** Our Hebrew copies; null or '' removes one (English is shown instead). */
export function translationsField<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ he: z.object(shape).partial().optional() }).optional();
}

export const hebrewName = oneLineText(200)
  .trim()
  .nullable()
  .transform((value) => value || null);

export const hebrewDescription = multiLineText(5000)
  .nullable()
  .transform((value) => (value ? htmlToText(value) || null : null));

/** `menu_order`: the order the storefront shows them in. */
export const menuOrderField = z.number().int().min(-1_000_000).max(1_000_000);

/** A picture given as a media item (`{ id }`); null removes it. */
export const imageField = z
  .object({
    id: z.union([z.string().min(1).max(200), z.number().int().positive()]).optional(),
    src: z.string().max(2000).optional(),
  })
  .nullable();

export type ImageInput = z.output<typeof imageField>;

/** What the catalog needs of the media library (app.media): items by id and by image key. */
export interface MediaLookup {
  findByIds(
    ids: readonly string[],
  ): Promise<Array<{ id: string; imageKey: string; alt: string; sourceUrl: string }>>;
  findByKeys(
    keys: readonly string[],
  ): Promise<Array<{ id: string; imageKey: string; alt: string; sourceUrl: string }>>;
}

export const imageJson = z
  .object({ id: z.string().nullable(), src: z.string(), name: z.string(), alt: z.string() })
  .nullable();

export type ImageJson = z.output<typeof imageJson>;

/**
 * The image key an image field names: undefined (no change), null (removed), the key, or the
 * reason to refuse. We take pictures from the library only: upload to wp/v2/media first.
 */
export async function imageKeyFrom(
  media: MediaLookup,
  image: ImageInput | undefined,
): Promise<{ key: string | null | undefined } | { reason: string }> {
  if (image === undefined) return { key: undefined };
  if (image === null || (image.id === undefined && !image.src)) return { key: null };
  if (image.id === undefined) {
    return { reason: 'Give the id of a media item: upload the picture to wp/v2/media first.' };
  }
  const [item] = await media.findByIds([String(image.id)]);
  return item ? { key: item.imageKey } : { reason: 'No media item has this id.' };
}

/** Where the routes' pictures come from: the library, and the shop's address for absolute URLs. */
export interface Pictures {
  media: MediaLookup;
  publicUrl: string;
}

/**
 * These image keys as WooCommerce's image objects, by key (one question for a whole page), `src`
 * absolute as WooCommerce answers it.
 */
export async function imagesByKey(
  { media, publicUrl }: Pictures,
  keys: ReadonlyArray<string | null>,
): Promise<Map<string, NonNullable<ImageJson>>> {
  const wanted = [...new Set(keys.filter((key): key is string => key !== null))];
  const images = new Map<string, NonNullable<ImageJson>>();
  if (wanted.length === 0) return images;
  const items = await media.findByKeys(wanted);
  for (const item of items) {
    const src = `${publicUrl}${item.sourceUrl}`;
    images.set(item.imageKey, { id: item.id, src, name: '', alt: item.alt });
  }
  // A picture the library has no item for yet still shows, from the image store.
  for (const key of wanted) {
    if (!images.has(key)) {
      images.set(key, { id: null, src: `${publicUrl}${imageUrl(key, 480)}`, name: '', alt: '' });
    }
  }
  return images;
}

export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return restError(
    reply,
    refusal.status,
    refusal.code,
    refusal.message,
    refusal.params ? { params: refusal.params } : undefined,
  );
}

/** WooCommerce's batch: at most this many items in one request, all three lists together. */
export const BATCH_LIMIT = 100;

export function batchBody<Create extends z.ZodType, Update extends z.ZodType>(
  create: Create,
  update: Update,
) {
  return z.object({
    create: z.array(create).optional(),
    update: z.array(update).optional(),
    delete: z.array(z.union([z.string().min(1).max(200), z.number().int()])).optional(),
  });
}

interface BatchError {
  id: string | number;
  error: { code: string; message: string; data: Record<string, unknown> };
}

/** One item's answer in a batch: the item, or its refusal in WooCommerce's shape. */
export function batchItem<T>(outcome: Outcome<T>, id: string | number = 0): T | BatchError {
  if (outcome.ok) return outcome.value;
  const { status, code, message, params } = outcome.refusal;
  return { id, error: { code, message, data: { status, ...(params ? { params } : {}) } } };
}

/** Refuses a batch over the limit (413), as WooCommerce does; null when it fits. */
export function batchTooLarge(
  reply: FastifyReply,
  body: { create?: unknown[]; update?: unknown[]; delete?: unknown[] },
): FastifyReply | null {
  const size = (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
  if (size <= BATCH_LIMIT) return null;
  return restError(
    reply,
    413,
    'woocommerce_rest_request_entity_too_large',
    `Unable to accept more than ${BATCH_LIMIT} items for this request.`,
  );
}

/** A batch's answer schema: each list holds items or per-item errors. */
export function batchAnswer<Item extends z.ZodType>(item: Item) {
  const entry = z.union([
    item,
    z.object({
      id: z.union([z.string(), z.number()]),
      error: z.object({ code: z.string(), message: z.string(), data: z.looseObject({}) }),
    }),
  ]);
  return z.object({
    create: z.array(entry).optional(),
    update: z.array(entry).optional(),
    delete: z.array(entry).optional(),
  });
}

/** What one batch does with each item; each answers the item or its refusal. */
export interface BatchActions<Create, Update, T> {
  create(item: Create): Promise<Outcome<T>>;
  update(id: string, item: Update): Promise<Outcome<T>>;
  remove(id: string): Promise<Outcome<unknown>>;
}

/**
 * WooCommerce's batch answer: creates, then updates, then deletes, one after another in that order
 * (a later item sees an earlier one's slug), each answered on its own.
 */
export async function runBatch<Create, Update, T>(
  body: {
    create?: Create[];
    update?: Array<Update & { id: string | number }>;
    delete?: Array<string | number>;
  },
  actions: BatchActions<Create, Omit<Update, 'id'>, T>,
): Promise<Record<string, unknown[]>> {
  const answer: Record<string, unknown[]> = {};
  if (body.create) {
    answer.create = [];
    for (const item of body.create) answer.create.push(batchItem(await actions.create(item)));
  }
  if (body.update) {
    answer.update = [];
    for (const { id, ...item } of body.update) {
      answer.update.push(batchItem(await actions.update(String(id), item), id));
    }
  }
  if (body.delete) {
    answer.delete = [];
    for (const id of body.delete)
      answer.delete.push(batchItem(await actions.remove(String(id)), id));
  }
  return answer;
}
