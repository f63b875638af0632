// The owner's reviews through the platform API (wc/v3 products/reviews): WooCommerce's states
// over ours — `hold` is our pending, `spam` our rejected (kept, never shown), `unspam` puts a
// review back on hold (WordPress restores the state before spam; we keep none, and hold is what it
// falls back to), and there is no trash (a review is deleted with force=true). The product's rating
// (`rating_total`, `review_count`) is recounted in the same transaction as every write, for the
// product it was on and the one it moves to.
import { randomId, type ErasurePart, type PersonalDataPart } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accepted, invalidFields, refused, type Outcome } from './api-refusal.ts';
import { definedOnly } from './defined-only.ts';
import { recountRatings } from './repo.ts';
import {
  countReviews,
  deleteReview,
  reviewPage,
  findReviewWithProduct,
  insertOwnerReview,
  productExists,
  updateReview,
  type ReviewFilter,
  type ReviewOrder,
  type ReviewRow,
  type StoredReviewStatus,
} from './review-api-repo.ts';

/** The states WooCommerce's API reads and writes. */
export const WC_REVIEW_STATUSES = [
  'approved',
  'hold',
  'spam',
  'unspam',
  'trash',
  'untrash',
] as const;
export type WcReviewStatus = (typeof WC_REVIEW_STATUSES)[number];

export function wcReviewStatus(stored: string): 'approved' | 'hold' | 'spam' {
  if (stored === 'approved') return 'approved';
  return stored === 'rejected' ? 'spam' : 'hold';
}

/** The stored state a list filter names (`all`: undefined). */
export function storedReviewStatus(
  status: 'all' | 'approved' | 'hold' | 'spam',
): StoredReviewStatus | undefined {
  if (status === 'all') return undefined;
  return status === 'approved' ? 'approved' : status === 'hold' ? 'pending' : 'rejected';
}

export interface ReviewChanges {
  product_id?: string;
  reviewer?: string;
  reviewer_email?: string;
  review?: string;
  /** 0: no rating, as WooCommerce writes it. */
  rating?: number;
  status?: WcReviewStatus;
  /** Epoch milliseconds. */
  created_at?: number;
}

export const reviewNotFound = refused({
  status: 404,
  code: 'woocommerce_rest_review_invalid_id',
  message: 'Invalid review ID.',
});

const productNotFound = refused({
  status: 404,
  code: 'woocommerce_rest_product_invalid_id',
  message: 'Invalid product ID.',
});

const noTrash = refused({
  status: 501,
  code: 'rest_trash_not_supported',
  message: "The resource does not support trashing. Set 'force=true' to delete.",
});

/** The stored state a write asks for, or the refusal of one we cannot keep. */
function statusToStore(
  status: WcReviewStatus | undefined,
): Outcome<StoredReviewStatus | undefined> {
  switch (status) {
    case undefined:
      return accepted(undefined);
    case 'approved':
      return accepted('approved');
    case 'hold':
    case 'unspam':
      return accepted('pending');
    case 'spam':
      return accepted('rejected');
    case 'trash':
      return noTrash;
    case 'untrash':
      return invalidFields({
        status: 'No review is in the trash: reviews are deleted with force=true.',
      });
  }
}

export class ReviewAdmin {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly written: () => void,
  ) {}

  find(id: string): Promise<ReviewRow | undefined> {
    return findReviewWithProduct(this.db, id);
  }

  /** Every review left with a (lower-case) address, for privacy requests. */
  async personalData(email: string): Promise<PersonalDataPart> {
    const rows = await this.reviewsOf(email);
    return {
      kind: 'reviews',
      records: rows.map((row) => ({
        id: row.id,
        product: row.product_title,
        product_id: row.product_id,
        author: row.author,
        email: row.email,
        rating: row.rating,
        text: row.text,
        status: row.status,
        created_at: new Date(Number(row.created_at)).toISOString(),
      })),
    };
  }

  /** Deletes the address's reviews (the words are theirs), each product's rating recounted. */
  async erasePersonalData(email: string): Promise<ErasurePart> {
    let removed = 0;
    for (const row of await this.reviewsOf(email)) {
      if ((await this.delete(row.id)).ok) removed += 1;
    }
    return { kind: 'reviews', removed, anonymised: 0 };
  }

  private reviewsOf(email: string): Promise<ReviewRow[]> {
    return reviewPage(
      this.db,
      { reviewerEmail: email },
      { by: 'date', direction: 'asc' },
      { limit: 100_000, offset: 0 },
    );
  }

  /** One page of a filtered list, and how many the whole list holds. */
  async list(
    filter: ReviewFilter,
    order: { by: ReviewOrder; direction: 'asc' | 'desc'; include?: readonly string[] },
    page: { limit: number; offset: number },
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      reviewPage(this.db, filter, order, page),
      countReviews(this.db, filter),
    ]);
    return { rows, total };
  }

  async create(
    changes: ReviewChanges & { product_id: string; reviewer: string; review: string },
    now = Date.now(),
  ): Promise<Outcome<ReviewRow>> {
    const status = statusToStore(changes.status ?? 'approved');
    if (!status.ok) return status;
    return this.write(async (trx) => {
      if (!(await productExists(trx, changes.product_id))) return productNotFound;
      const id = randomId(13);
      await insertOwnerReview(trx, id, {
        product_id: changes.product_id,
        author: changes.reviewer,
        email: changes.reviewer_email ?? '',
        text: changes.review,
        rating: changes.rating ? changes.rating : null,
        status: status.value ?? 'approved',
        created_at: changes.created_at ?? now,
        verified: false,
      });
      await recountRatings(trx, changes.product_id);
      return accepted((await findReviewWithProduct(trx, id))!);
    });
  }

  async update(id: string, changes: ReviewChanges): Promise<Outcome<ReviewRow>> {
    const status = statusToStore(changes.status);
    if (!status.ok) return status;
    return this.write(async (trx) => {
      const before = await findReviewWithProduct(trx, id);
      if (!before) return reviewNotFound;
      if (changes.product_id !== undefined && !(await productExists(trx, changes.product_id))) {
        return productNotFound;
      }
      await updateReview(
        trx,
        id,
        definedOnly({
          product_id: changes.product_id,
          author: changes.reviewer,
          email: changes.reviewer_email,
          text: changes.review,
          // WooCommerce leaves the rating alone when 0 is sent on an update.
          rating: changes.rating ? changes.rating : undefined,
          status: status.value,
          created_at: changes.created_at,
        }),
      );
      await recountRatings(trx, before.product_id);
      if (changes.product_id !== undefined && changes.product_id !== before.product_id) {
        await recountRatings(trx, changes.product_id);
      }
      return accepted((await findReviewWithProduct(trx, id))!);
    });
  }

  /** Deletes for good (force=true); answers the review as it was. */
  async delete(id: string): Promise<Outcome<ReviewRow>> {
    return this.write(async (trx) => {
      const before = await findReviewWithProduct(trx, id);
      if (!before) return reviewNotFound;
      await deleteReview(trx, id);
      await recountRatings(trx, before.product_id);
      return accepted(before);
    });
  }

  private async write<T>(
    work: (trx: Kysely<Database>) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    const outcome = await this.db.transaction().execute(work);
    if (outcome.ok) this.written();
    return outcome;
  }
}
