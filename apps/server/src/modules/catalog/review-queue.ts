// The owner's view of reviews (moderation): each review with its product, in one state at a time,
// newest first. Visitors' words stay text; the pages and the API show them escaped.
import { productUrl, type Language, type QueuedReview, type ReviewStatus } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { localized } from './localized.ts';
import { reviewsByStatus } from './repo.ts';

export { REVIEW_STATUSES, type QueuedReview, type ReviewStatus } from '@pinwheel/core';

/** How many reviews one list shows at most. */
export const REVIEW_QUEUE_LIMIT = 200;

export async function reviewQueue(
  db: Kysely<Database>,
  lang: Language,
  status: ReviewStatus,
  limit = REVIEW_QUEUE_LIMIT,
): Promise<QueuedReview[]> {
  const rows = await reviewsByStatus(db, status, limit);
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    productTitle: localized(lang, row.product_title, row.product_title_he),
    productUrl: productUrl(row.product_slug),
    author: row.author,
    email: row.email,
    rating: row.rating === null ? null : Number(row.rating),
    text: row.text,
    verified: Boolean(Number(row.verified)),
    status: row.status as ReviewStatus,
    createdAt: Number(row.created_at),
  }));
}
