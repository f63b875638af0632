// Reviews: a visitor's review is checked (author, text, rating 1–5; a missing rating refused when
// the shop requires one, with the shop's words), waits for the owner's approval when moderation is
// on, and counts toward the product's rating only once approved.
import { randomId } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { multiLineText, nameText } from '../../schemas/plain-text.ts';
import type { CatalogSettings } from './catalog-settings.ts';
import {
  findReview,
  insertReview,
  isPublishedProduct,
  recountRatings,
  setReviewStatus,
} from './repo.ts';

export const reviewInput = z.object({
  author: nameText(80).trim().min(1, 'is required'),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  rating: z.number().int().min(1).max(5).nullable().default(null),
  text: multiLineText(5000).trim().min(1, 'is required'),
});

export type ReviewInput = z.input<typeof reviewInput>;

export type ReviewOutcome =
  | { ok: true; id: string; status: 'pending' | 'approved' }
  | { ok: false; reason: 'rating_required' | 'unknown_product' };

export async function addReview(
  db: Kysely<Database>,
  settings: CatalogSettings,
  productId: string,
  input: z.output<typeof reviewInput>,
  options: { verified?: boolean; now?: number; id?: string } = {},
): Promise<ReviewOutcome> {
  if (input.rating === null && settings.reviews.ratings_required) {
    return { ok: false, reason: 'rating_required' };
  }
  if (!(await isPublishedProduct(db, productId))) return { ok: false, reason: 'unknown_product' };
  const status = settings.reviews.moderation ? 'pending' : 'approved';
  const id = options.id ?? randomId(13);
  await db.transaction().execute(async (trx) => {
    await insertReview(trx, {
      id,
      product_id: productId,
      ...input,
      verified: options.verified ?? false,
      status,
      created_at: options.now ?? Date.now(),
    });
    if (status === 'approved') await recountRatings(trx, productId);
  });
  return { ok: true, id, status };
}

/** The owner approves or rejects a review; answers false for an unknown id. */
export async function moderateReview(
  db: Kysely<Database>,
  id: string,
  status: 'approved' | 'rejected',
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const review = await findReview(trx, id);
    if (!review) return false;
    await setReviewStatus(trx, id, status);
    await recountRatings(trx, review.product_id);
    return true;
  });
}
