// Coupons: what the owner writes (checked: the code free, the products and categories known, the
// dates in order), what a cart's codes take off (coupon-rules.ts), single-use codes issued per
// lead or prize, and redeeming codes inside the order's transaction. No HTTP here.
import {
  randomId,
  type CouponRefusal,
  type ErasurePart,
  type PersonalDataPart,
} from '@pinwheel/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CatalogService } from '../catalog/index.ts';
import { couponsPersonalData, eraseCouponsPersonalData } from './coupon-personal-data.ts';
import { codeKey, type Coupon, type CouponInput } from './coupon-record.ts';
import { judgeCodes, type CouponLine, type FoundCode, type JudgedCode } from './coupon-rules.ts';
import { priceRulesOf, type PriceRule } from './price-rules.ts';
import * as repo from './repo.ts';
import { defaultPattern, drawCode, MIN_PATTERN_XS, patternXs } from './unique-codes.ts';

/** A line as the cart or the order has it; the categories are looked up here. */
export interface PricedCartLine {
  productId: string;
  quantity: number;
  lineTotal: number;
}

/** Why a coupon cannot be written, by the field at fault (the API's `data.params`). */
export type CouponFieldErrors = Record<string, string>;

export type CouponWrite = { ok: true; coupon: Coupon } | { ok: false; errors: CouponFieldErrors };

export type Redemption =
  | { ok: true; codes: JudgedCode[]; discount: number; freeShipping: boolean }
  | { ok: false; code: string; refusal: CouponRefusal };

/** A coupon a popup names: whether it is handed out as is, or issues single-use codes. */
export interface PopupCoupon {
  id: string;
  code: string;
  /** It has a pattern: its own code is not accepted, only codes issued from it. */
  issuesCodes: boolean;
  /** When checkout stops accepting it (ms), or null: no end date. */
  expiresAt: number | null;
  /** Its usage limit is reached: checkout refuses it from now on. */
  usedUp: boolean;
}

/** How many times issuing draws again when a drawn code exists already. */
const ISSUE_ATTEMPTS = 5;

/** Where a single-use code for a game's prize comes from (`issuePlan`). */
export interface IssuePlan {
  couponId: string;
  /** The coupon's pattern, or `CODE-XXXXXX`. */
  pattern: string;
}

export class CouponsService {
  private readonly changeListeners: Array<() => void> = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * Calls `listener` after every coupon this process creates, changes or deletes: what others keep
   * of coupons in memory (a game's prize checks) is forgotten at once here; other processes see
   * the change within their own short cache time.
   */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  /** What is kept about a (lower-case) address: codes issued to its leads, uses, restrictions. */
  personalData(email: string, leadIds: readonly string[]): Promise<PersonalDataPart> {
    return couponsPersonalData(this.db, email, leadIds);
  }

  /** Takes the address out of what the coupons keep (coupon-personal-data.ts says how). */
  async erasePersonalData(email: string, leadIds: readonly string[]): Promise<ErasurePart> {
    const done = await eraseCouponsPersonalData(this.db, email, leadIds);
    this.changed();
    return done;
  }

  get(id: string): Promise<Coupon | null> {
    return repo.findCoupon(this.db, id);
  }

  list(filter: repo.ListFilter) {
    return repo.listCoupons(this.db, filter);
  }

  /** The addresses that used each of these coupons. */
  usedBy(couponIds: readonly string[]) {
    return repo.usedBy(this.db, couponIds);
  }

  async create(input: CouponInput, now = Date.now()): Promise<CouponWrite> {
    const errors = await this.check(input, null);
    if (errors) return { ok: false, errors };
    const coupon: Coupon = {
      ...input,
      code: input.code.trim(),
      id: `coupon-${randomId(12)}`,
      usageCount: 0,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await repo.insertCoupon(this.db, coupon);
      this.changed();
    } catch (error) {
      // Two writers choosing one code at once: the unique key lets one of them have it.
      if (await repo.codeTaken(this.db, codeKey(coupon.code), coupon.id)) {
        return { ok: false, errors: { code: codeTakenMessage } };
      }
      throw error;
    }
    return { ok: true, coupon };
  }

  /** Writes `input` over the coupon; null: no such coupon. */
  async update(id: string, input: CouponInput, now = Date.now()): Promise<CouponWrite | null> {
    const existing = await repo.findCoupon(this.db, id);
    if (!existing) return null;
    const errors = await this.check(input, id);
    if (errors) return { ok: false, errors };
    const coupon: Coupon = { ...existing, ...input, code: input.code.trim(), updatedAt: now };
    await repo.updateCoupon(this.db, coupon);
    this.changed();
    return { ok: true, coupon };
  }

  /** Deletes a coupon (its single-use codes and redemptions go too); the deleted one, or null. */
  async delete(id: string): Promise<Coupon | null> {
    const deleted = await this.db.transaction().execute(async (trx) => {
      const coupon = await repo.findCoupon(trx, id);
      if (!coupon) return null;
      await repo.deleteCoupon(trx, id);
      return coupon;
    });
    if (deleted) this.changed();
    return deleted;
  }

  /**
   * Issues a single-use code from the coupon's pattern (or `CODE-XXXXXX`): one order may use it.
   * Asked again for the same lead, it answers the code that lead was given while no order has used
   * it (a used one is never handed out again: the lead gets a fresh one). Null: no such coupon.
   */
  async issueUniqueCode(
    couponId: string,
    options: { leadId?: string } = {},
    now = Date.now(),
  ): Promise<string | null> {
    const coupon = await repo.findCoupon(this.db, couponId);
    if (!coupon) return null;
    if (options.leadId) {
      const given = await repo.uniqueCodeForLead(this.db, couponId, options.leadId);
      if (given) return given;
    }
    const pattern = issuePattern(coupon);
    for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt++) {
      const code = drawCode(pattern);
      const stored = await repo.insertUniqueCode(this.db, {
        code,
        couponId,
        leadId: options.leadId ?? null,
        issuedAt: now,
      });
      if (stored) return code;
    }
    throw new Error(`No free code left to draw from ${pattern}`);
  }

  /**
   * A live coupon's code as a game prize hands it out: `shared` (its own code) when it has no
   * pattern, else the plan to issue single-use codes from it; null when it does not exist, is not
   * published or has expired. Looked up by id or by code (any case).
   */
  async prizeCoupon(
    by: { id: string } | { code: string },
    now = Date.now(),
  ): Promise<{ shared: string } | { issue: IssuePlan } | null> {
    const coupon =
      'id' in by
        ? await repo.findCoupon(this.db, by.id)
        : (await repo.findByCodeKeys(this.db, [codeKey(by.code)])).shared[0];
    if (!coupon || coupon.status !== 'publish') return null;
    if (coupon.expiresAt !== null && coupon.expiresAt <= now) return null;
    if (usedUp(coupon)) return null;
    if ('id' in by) return { issue: { couponId: coupon.id, pattern: issuePattern(coupon) } };
    // A coupon with a single-use pattern does not take its own code at the cart.
    return coupon.uniqueCodePattern === null ? { shared: coupon.code } : null;
  }

  /** A code drawn from a plan's pattern, not yet kept (`keepIssuedCode` keeps it). */
  drawIssuedCode(plan: IssuePlan): string {
    return drawCode(plan.pattern);
  }

  /**
   * Keeps a single-use code for a lead inside the caller's transaction, so the code and the prize
   * it is shown with commit together: `code` when it is free, else another drawn from the plan.
   * Null when the coupon was deleted since the plan was made.
   */
  async keepIssuedCode(
    trx: Transaction<Database>,
    plan: IssuePlan,
    given: { code: string; leadId: string; now: number },
  ): Promise<string | null> {
    let code = given.code;
    for (let attempt = 0; attempt < ISSUE_ATTEMPTS; attempt++) {
      const row = { code, couponId: plan.couponId, leadId: given.leadId, issuedAt: given.now };
      if (await repo.insertUniqueCodeOfLiveCoupon(trx, row)) return code;
      if (!(await repo.couponExists(trx, plan.couponId))) return null;
      code = drawCode(plan.pattern);
    }
    throw new Error(`No free code left to draw from ${plan.pattern}`);
  }

  /**
   * The coupons popups name, by the code as given (any case): a popup may only hand out a code
   * that exists as a published coupon, and a coupon with a pattern only through codes issued per
   * lead (display's popup checks, popup-coupons.ts).
   */
  async popupCoupons(codes: readonly string[]): Promise<Map<string, PopupCoupon | null>> {
    const keys = [...new Set(codes.map(codeKey))];
    const { shared } = await repo.findByCodeKeys(this.db, keys);
    const answer = new Map<string, PopupCoupon | null>();
    for (const given of codes) {
      const coupon = shared.find((entry) => codeKey(entry.code) === codeKey(given));
      answer.set(
        given,
        coupon && coupon.status === 'publish'
          ? {
              id: coupon.id,
              code: coupon.code,
              issuesCodes: coupon.uniqueCodePattern !== null,
              expiresAt: coupon.expiresAt,
              usedUp: usedUp(coupon),
            }
          : null,
      );
    }
    return answer;
  }

  /**
   * The code a popup's lead gets: the coupon's own code when it is shared, else a single-use code
   * issued to this lead (the same one if asked again). `unique` is the popup's `coupon_type`
   * saying so; a coupon with a pattern always issues. Null: no such published coupon, or one
   * checkout would refuse now (expired, used up): a popup never hands out a code that fails.
   */
  async codeForLead(
    code: string,
    options: { unique: boolean; leadId: string },
    now = Date.now(),
  ): Promise<string | null> {
    const coupon = (await this.popupCoupons([code])).get(code);
    if (!coupon || coupon.usedUp) return null;
    if (coupon.expiresAt !== null && coupon.expiresAt <= now) return null;
    if (!options.unique && !coupon.issuesCodes) return coupon.code;
    return this.issueUniqueCode(coupon.id, { leadId: options.leadId }, now);
  }

  /**
   * Called once an order that used these codes is committed: when it took a coupon's last use,
   * what others keep of coupons (the popups display serves, which must stop showing that code) is
   * forgotten in this process at once; other processes see it within their short cache time.
   */
  async usesTaken(codes: readonly string[]): Promise<void> {
    if (codes.length === 0) return;
    const { shared, unique } = await repo.findByCodeKeys(this.db, [...new Set(codes.map(codeKey))]);
    // A single-use code takes a use of its coupon too (a game's prize checks keep that coupon).
    const issuing = await Promise.all(
      unique.map((code) => repo.findCoupon(this.db, code.couponId)),
    );
    if ([...shared, ...issuing].some((coupon) => coupon && usedUp(coupon))) this.changed();
  }

  /** Each of these single-use codes (any case) with the order that used it, once one did. */
  issuedCodeUses(
    codes: readonly string[],
  ): Promise<Map<string, { usedAt: number; orderId: string } | null>> {
    return repo.issuedCodeUses(this.db, [...new Set(codes.map(codeKey))]);
  }

  /** The shop's live coupons as Shopify's price rules (get-price-rules), newest first. */
  /** The lead each of these single-use codes was issued to (codes upper case; others left out). */
  leadsOfIssuedCodes(codes: readonly string[]): Promise<Map<string, string>> {
    return repo.leadsOfIssuedCodes(this.db, codes);
  }

  async priceRules(now = Date.now()): Promise<PriceRule[]> {
    const [coupons, settings] = await Promise.all([
      repo.liveCoupons(this.db, now),
      this.catalog.settings(),
    ]);
    return priceRulesOf(coupons, settings.currency);
  }

  /** One page of the single-use codes issued from a coupon, with their use; null: no coupon. */
  async issuedCodes(
    couponId: string,
    filter: { used?: boolean | undefined; search?: string | undefined },
    window: { limit: number; offset: number },
  ) {
    if (!(await repo.findCoupon(this.db, couponId))) return null;
    return repo.pageIssuedCodes(this.db, couponId, filter, window);
  }

  /** What each code takes off these lines now (the cart's view; the shopper is not known yet). */
  async judge(
    codes: readonly string[],
    lines: readonly PricedCartLine[],
    now = Date.now(),
  ): Promise<JudgedCode[]> {
    if (codes.length === 0) return [];
    const found = await this.find(this.db, codes);
    return judgeCodes(found, await this.withCategories(this.db, found, lines), now);
  }

  /**
   * Redeems the order's codes inside its transaction `trx`: every code must still apply (to the
   * shopper too: first order, per-address limits, address restrictions), then each takes a use.
   * Two orders racing for a coupon's last use, or for one single-use code: one gets it, the other
   * is refused with `usage_limit_reached` / `already_used` and its transaction rolls back.
   */
  async redeem(
    trx: Kysely<Database>,
    input: {
      codes: readonly string[];
      orderId: string;
      email: string;
      previousOrders: number;
      lines: readonly PricedCartLine[];
      now: number;
    },
  ): Promise<Redemption> {
    if (input.codes.length === 0) return { ok: true, codes: [], discount: 0, freeShipping: false };
    const email = input.email.trim().toLowerCase();
    const found = await this.find(trx, input.codes);
    const couponIds = [...new Set(found.flatMap((entry) => entry.coupon?.id ?? []))];
    // Each coupon's use is claimed first: on PostgreSQL that locks its row, so what follows (the
    // per-address count) is not raced by another order of the same coupon.
    for (const entry of found) {
      if (!entry.coupon) continue;
      if (!(await repo.claimUse(trx, entry.coupon.id, input.now))) {
        return { ok: false, code: entry.code, refusal: { code: 'usage_limit_reached' } };
      }
      if (entry.code !== codeKey(entry.coupon.code)) {
        if (!(await repo.claimUniqueCode(trx, entry.code, input.orderId, input.now))) {
          return { ok: false, code: entry.code, refusal: { code: 'already_used' } };
        }
      }
    }
    // Judged on what the coupons were before this order's claims.
    const usesByCoupon = await repo.usesByEmail(trx, couponIds, email);
    const judged = judgeCodes(
      found,
      await this.withCategories(trx, found, input.lines),
      input.now,
      {
        email,
        previousOrders: input.previousOrders,
        usesByCoupon,
      },
    );
    const refused = judged.find((entry) => entry.refusal);
    if (refused?.refusal) return { ok: false, code: refused.code, refusal: refused.refusal };
    for (const entry of judged) {
      await repo.insertRedemption(trx, {
        id: randomId(16),
        couponId: entry.coupon!.id,
        code: entry.code,
        orderId: input.orderId,
        email,
        discount: entry.discount,
        createdAt: input.now,
      });
    }
    return {
      ok: true,
      codes: judged,
      discount: judged.reduce((sum, entry) => sum + entry.discount, 0),
      freeShipping: judged.some((entry) => entry.freeShipping),
    };
  }

  /** The owner's checks beyond each field's own: the code free, ids known, dates in order. */
  private async check(input: CouponInput, exceptId: string | null) {
    const errors: CouponFieldErrors = {};
    const key = codeKey(input.code);
    if (key === '') errors.code = 'Enter a code.';
    else if (await repo.codeTaken(this.db, key, exceptId)) errors.code = codeTakenMessage;
    if (input.discountType === 'percent' && input.amount > 10_000) {
      errors.amount = 'A percentage discount cannot be more than 100.';
    }
    if (input.startsAt !== null && input.expiresAt !== null && input.expiresAt <= input.startsAt) {
      errors.date_expires = 'The expiry date must be after the start date.';
    }
    if (
      input.minimumAmount !== null &&
      input.maximumAmount !== null &&
      input.maximumAmount < input.minimumAmount
    ) {
      errors.maximum_amount = 'The maximum spend must not be below the minimum spend.';
    }
    if (input.uniqueCodePattern !== null && patternXs(input.uniqueCodePattern) < MIN_PATTERN_XS) {
      errors.unique_code_pattern = `The pattern needs at least ${MIN_PATTERN_XS} X characters.`;
    }
    const [products, categories] = await Promise.all([
      this.catalog.knownProductIds([...input.productIds, ...input.excludedProductIds]),
      this.catalog.knownCategoryIds([
        ...input.productCategories,
        ...input.excludedProductCategories,
      ]),
    ]);
    const unknownIn = (ids: readonly string[], known: Set<string>) =>
      ids.filter((id) => !known.has(id));
    const lists = [
      ['product_ids', input.productIds, products],
      ['excluded_product_ids', input.excludedProductIds, products],
      ['product_categories', input.productCategories, categories],
      ['excluded_product_categories', input.excludedProductCategories, categories],
    ] as const;
    for (const [field, ids, known] of lists) {
      const unknown = unknownIn(ids, known);
      if (unknown.length) errors[field] = `Unknown id(s): ${unknown.join(', ')}.`;
    }
    return Object.keys(errors).length ? errors : null;
  }

  /**
   * The codes as found, in the order given. A coupon with a pattern is reached only through the
   * single-use codes issued from it: its own code is not one a shopper can use.
   */
  private async find(db: Kysely<Database>, codes: readonly string[]): Promise<FoundCode[]> {
    const keys = codes.map(codeKey);
    const { shared, unique } = await repo.findByCodeKeys(db, keys);
    const parents = await repo.findCoupons(
      db,
      unique.map((entry) => entry.couponId),
    );
    return keys.map((key) => {
      const coupon = shared.find((entry) => codeKey(entry.code) === key);
      if (coupon) {
        return { code: key, coupon: coupon.uniqueCodePattern ? null : coupon, used: false };
      }
      const issued = unique.find((entry) => entry.code === key);
      const parent = issued ? parents.find((entry) => entry.id === issued.couponId) : undefined;
      return { code: key, coupon: parent ?? null, used: issued?.used ?? false };
    });
  }

  /** The lines with their products' categories, read only when a coupon asks about categories. */
  private async withCategories(
    db: Kysely<Database>,
    found: readonly FoundCode[],
    lines: readonly PricedCartLine[],
  ): Promise<CouponLine[]> {
    const needed = found.some(
      ({ coupon }) =>
        coupon &&
        (coupon.productCategories.length > 0 || coupon.excludedProductCategories.length > 0),
    );
    const categories = needed
      ? await this.catalog.productCategoryIds(
          lines.map((line) => line.productId),
          db,
        )
      : new Map<string, string[]>();
    return lines.map((line) => ({ ...line, categoryIds: categories.get(line.productId) ?? [] }));
  }
}

const codeTakenMessage = 'That code is taken by another coupon.';

/** Its usage limit is reached: checkout refuses it (a single-use code's own use is its row's). */
function usedUp(coupon: Coupon): boolean {
  return coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit;
}

/** The pattern a coupon's single-use codes are drawn from. */
function issuePattern(coupon: Coupon): string {
  return coupon.uniqueCodePattern ?? defaultPattern(coupon.code);
}
