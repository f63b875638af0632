// The cart as every caller uses it: our pages and cart API, the Shopify-compatible routes and
// (through app.cart) checkout. A cart is read with the catalog's prices of the moment, never a
// price from a request; every change is checked against stock and max_qty before it is written,
// and a refused change leaves the cart exactly as it was.
import { createHash, randomBytes } from 'node:crypto';
import {
  bulkTierReached,
  bulkUnitPrice,
  CART_LIFETIME_MS,
  CART_MAX_COUPONS,
  CART_MAX_LINES,
  couponRefusalMessage,
  type AppliedCouponView,
  type CartLineView,
  type CartView,
  type CouponRefusal,
  type CurrencyFormat,
  type Language,
  nextBulkTier,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { currencyFormatOf, type CartVariation, type CatalogService } from '../catalog/index.ts';
import type { CouponsService } from '../coupons/index.ts';
import { couponCodeOf } from './coupon-code.ts';
import { readCartSettings, type CartSettings } from './cart-settings.ts';
import { lineKey } from './line-key.ts';
import { checkLineQuantity, lineMaximum, refusal, type Refusal } from './quantity-rules.ts';
import * as repo from './repo.ts';

/** The shop's currency and its format (null: never set), as every view carries them. */
interface ShopMoney {
  currency: string;
  currencyFormat: CurrencyFormat | null;
}

/** One line as checkout reads it (the interface the orders module builds against). */
export interface CartLine {
  key: string;
  variationId: number;
  productId: string;
  quantity: number;
  /** Minor units, from the catalog at the time of reading. */
  unitPrice: number;
  title: string;
  properties: Record<string, string>;
}

export interface ItemToAdd {
  variationId: number;
  quantity: number;
  properties: Record<string, string>;
}

/** Which line a change names: its key, the first line of a variation, or its 1-based place. */
export type LineReference = { key: string } | { variationId: number } | { line: number };

export type CartOutcome =
  | { ok: true; cartId: string | null; view: CartView; changedKeys: string[] }
  | {
      ok: false;
      cartId: string | null;
      view: CartView;
      refusal: Refusal;
      /** The product page of the item refused, when known (spec §3 add-to-cart `product_url`). */
      productUrl: string | null;
    };

/** What applying or removing a discount code answers: the cart as it is now, and any refusal. */
export type CouponOutcome =
  | { ok: true; cartId: string | null; view: CartView; code: string }
  | {
      ok: false;
      cartId: string | null;
      view: CartView;
      code: string;
      refusal: CouponRefusal;
      /** The refusal in the visitor's language. */
      message: string;
    };

class RefusedChange extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly productUrl: string | null,
  ) {
    super(refusal.code);
  }
}

const emptyHash = '';

/** How often making a cart may also sweep the expired ones away. */
export const CART_SWEEP_INTERVAL_MS = 60_000;

export class CartService {
  /** When making a cart may next sweep expired carts (sweepExpired). */
  private nextSweepAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: CatalogService,
    private readonly coupons: CouponsService,
  ) {}

  async settings(): Promise<CartSettings> {
    return readCartSettings(await repo.findSettingsJson(this.db));
  }

  async saveSettings(settings: CartSettings, now = Date.now()): Promise<void> {
    await repo.saveSettingsJson(this.db, JSON.stringify(settings), now);
  }

  /** The cart as the shopper sees it; an unknown or expired id reads as an empty cart. */
  async view(cartId: string | null, lang: Language, now = Date.now()): Promise<CartView> {
    const [money, cart] = await Promise.all([
      this.money(),
      cartId ? repo.findLiveCartLines(this.db, cartId, now) : undefined,
    ]);
    if (!cartId || !cart) return emptyView(money);
    return this.viewOf(cartId, lang, money, cart.lines, undefined, cart.couponCodes);
  }

  /** The discount codes the cart holds, in the order entered (checkout redeems them). */
  async couponCodes(cartId: string | null, now = Date.now()): Promise<string[]> {
    if (!cartId) return [];
    return (await repo.findLiveCartLines(this.db, cartId, now))?.couponCodes ?? [];
  }

  /**
   * Applies a discount code: kept with the cart only when it applies to the cart as it is now
   * (coupons' rules); otherwise refused with its reason and the cart left as it was.
   */
  async applyCoupon(
    cartId: string | null,
    lang: Language,
    given: string,
    now = Date.now(),
  ): Promise<CouponOutcome> {
    const before = await this.view(cartId, lang, now);
    const code = couponCodeOf(given);
    const refuse = (refusal: CouponRefusal): CouponOutcome => ({
      ok: false,
      cartId,
      view: before,
      code: code ?? '',
      refusal,
      message: couponRefusalMessage(
        lang,
        refusal,
        code ?? '',
        before.currency,
        before.currencyFormat,
      ),
    });
    if (code === null) return refuse({ code: 'invalid' });
    const held = before.coupons.map((coupon) => coupon.code);
    if (held.includes(code)) return refuse({ code: 'already_applied' });
    if (held.length >= CART_MAX_COUPONS) return refuse({ code: 'too_many' });
    const judged = await this.coupons.judge([...held, code], couponLines(before), now);
    const mine = judged.at(-1)!;
    if (mine.refusal) return refuse(mine.refusal);
    if (!cartId) return refuse({ code: 'not_for_these_products' });
    const written = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.touchCart(trx, cartId, now, now + CART_LIFETIME_MS))) return false;
      const codes = await repo.couponCodes(trx, cartId);
      if (!codes.includes(code)) await repo.setCouponCodes(trx, cartId, [...codes, code]);
      return true;
    });
    if (!written) return refuse({ code: 'not_for_these_products' });
    return { ok: true, cartId, view: await this.view(cartId, lang, now), code };
  }

  /**
   * Shopify's `/cart/update.js` `discount`: these codes in place of the ones held (none: every code
   * taken off). Each new one is kept as a share link's is (rememberCoupon): shown with its reason
   * until the cart reaches it; one that can never apply is left out, as Shopify leaves it.
   */
  async replaceCoupons(
    cartId: string | null,
    lang: Language,
    codes: readonly string[],
    now = Date.now(),
  ): Promise<{ cartId: string | null; view: CartView }> {
    const wanted = codes.flatMap((given) => couponCodeOf(given) ?? []);
    let id = cartId;
    for (const held of await this.couponCodes(id, now)) {
      if (!wanted.includes(held)) await this.removeCoupon(id, lang, held, now);
    }
    for (const code of wanted) id = (await this.rememberCoupon(id, lang, code, now)).cartId;
    return { cartId: id, view: await this.view(id, lang, now) };
  }

  /**
   * Keeps a code from a share link (`/discount/CODE`, as Shopify's): remembered with the cart even
   * when the cart does not reach it yet (it shows with its reason until it does), the cart made
   * when there is none. Only a code that can never apply is refused.
   */
  async rememberCoupon(
    cartId: string | null,
    lang: Language,
    given: string,
    now = Date.now(),
  ): Promise<CouponOutcome> {
    const before = await this.view(cartId, lang, now);
    const code = couponCodeOf(given);
    const refuse = (refusal: CouponRefusal): CouponOutcome => ({
      ok: false,
      cartId,
      view: before,
      code: code ?? '',
      refusal,
      message: couponRefusalMessage(
        lang,
        refusal,
        code ?? '',
        before.currency,
        before.currencyFormat,
      ),
    });
    if (code === null) return refuse({ code: 'invalid' });
    const held = before.coupons.map((coupon) => coupon.code);
    if (held.includes(code)) return { ok: true, cartId, view: before, code };
    if (held.length >= CART_MAX_COUPONS) return refuse({ code: 'too_many' });
    const [judged] = await this.coupons.judge([code], couponLines(before), now);
    if (judged?.refusal && neverApplies.has(judged.refusal.code)) return refuse(judged.refusal);
    let usedId = cartId;
    await this.db.transaction().execute(async (trx) => {
      const expiresAt = now + CART_LIFETIME_MS;
      if (!usedId || !(await repo.touchCart(trx, usedId, now, expiresAt))) {
        usedId = newCartId();
        await repo.createCart(trx, usedId, now, expiresAt);
      }
      const codes = await repo.couponCodes(trx, usedId);
      if (!codes.includes(code)) await repo.setCouponCodes(trx, usedId, [...codes, code]);
    });
    return { ok: true, cartId: usedId, view: await this.view(usedId, lang, now), code };
  }

  /** Takes a code off the cart (a code it does not hold changes nothing). */
  async removeCoupon(
    cartId: string | null,
    lang: Language,
    given: string,
    now = Date.now(),
  ): Promise<CouponOutcome> {
    const code = couponCodeOf(given) ?? '';
    if (cartId) {
      await this.db.transaction().execute(async (trx) => {
        if (!(await repo.touchCart(trx, cartId, now, now + CART_LIFETIME_MS))) return;
        const codes = await repo.couponCodes(trx, cartId);
        if (codes.includes(code)) {
          await repo.setCouponCodes(
            trx,
            cartId,
            codes.filter((held) => held !== code),
          );
        }
      });
    }
    return { ok: true, cartId, view: await this.view(cartId, lang, now), code };
  }

  /** Whether this id names a live cart (an expired or foreign cookie does not). */
  async exists(cartId: string, now = Date.now()): Promise<boolean> {
    return Boolean(await repo.findLiveCart(this.db, cartId, now));
  }

  /**
   * Adds items, all or none: each line's new quantity (what it had plus what is added) must pass
   * the quantity rules. A visitor without a live cart gets a new one (its id in the outcome).
   */
  async add(
    cartId: string | null,
    lang: Language,
    items: ItemToAdd[],
    now = Date.now(),
  ): Promise<CartOutcome> {
    // The items' variations are read before the transaction (SQLite's one connection is the
    // transaction's while it runs, so nothing else may be asked then); the cart's own lines are
    // read inside it, after the cart's row is locked, so two adds to one cart never interleave.
    const [variations, money] = await Promise.all([
      this.catalog.cartVariations(
        lang,
        items.map((item) => item.variationId),
      ),
      this.money(),
    ]);
    let usedId: string | null = null;
    let before: repo.LineRow[] = [];
    let codes: string[] = [];
    const changedKeys: string[] = [];
    let after: repo.LineRow[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        const expiresAt = now + CART_LIFETIME_MS;
        if (cartId && (await repo.touchCart(trx, cartId, now, expiresAt))) {
          usedId = cartId;
          before = await repo.lines(trx, cartId);
          codes = await repo.couponCodes(trx, cartId);
        } else {
          // No cart, or an expired one: its lines are not the shopper's any more.
          usedId = newCartId();
          await repo.createCart(trx, usedId, now, expiresAt);
        }
        const byKey = new Map(before.map((row) => [row.key, row]));
        let position = before.reduce((last, row) => Math.max(last, row.position), 0);
        for (const item of items) {
          const variation = variations.get(item.variationId);
          const key = lineKey(item.variationId, item.properties);
          const existing = byKey.get(key);
          const quantity = item.quantity + (existing?.quantity ?? 0);
          // A bad quantity is refused as given, not as the sum it would make.
          const problem =
            checkLineQuantity(variation, item.quantity) ?? checkLineQuantity(variation, quantity);
          if (problem) throw new RefusedChange(problem, variation?.url ?? null);
          if (!existing && byKey.size >= CART_MAX_LINES) {
            throw new RefusedChange(refusal('too_many_lines'), variation?.url ?? null);
          }
          const line = existing
            ? { ...existing, quantity }
            : {
                key,
                variation_id: item.variationId,
                quantity,
                properties: JSON.stringify(item.properties),
                position: ++position,
              };
          byKey.set(key, line);
          await repo.upsertLine(trx, usedId, line);
          if (!changedKeys.includes(key)) changedKeys.push(key);
        }
        after = [...byKey.values()].sort((a, b) => a.position - b.position);
      });
    } catch (error) {
      if (error instanceof RefusedChange) {
        // Rolled back: the cart is as it was (none, when the add would have made it).
        const kept = usedId === cartId && cartId !== null;
        return {
          ok: false,
          cartId,
          view: kept
            ? await this.viewOf(cartId!, lang, money, before, variations, codes)
            : emptyView(money),
          refusal: error.refusal,
          productUrl: error.productUrl,
        };
      }
      throw error;
    }
    if (usedId !== cartId) this.sweepExpired(now);
    const view = await this.viewOf(usedId!, lang, money, after, variations, codes);
    return { ok: true, cartId: usedId, view, changedKeys };
  }

  /**
   * Sets lines' quantities (0 removes a line). `expectedHash`, when given, is the cart the client
   * has seen: a cart that has changed since answers `cart_stale` with the cart as it is.
   */
  async setQuantities(
    cartId: string | null,
    lang: Language,
    changes: Array<{ line: LineReference; quantity: number }>,
    options: { expectedHash?: string; now?: number } = {},
  ): Promise<CartOutcome> {
    const now = options.now ?? Date.now();
    const before = await this.view(cartId, lang, now);
    if (options.expectedHash !== undefined && options.expectedHash !== before.cartHash) {
      return { ok: false, cartId, view: before, refusal: refusal('cart_stale'), productUrl: null };
    }
    const resolved: Array<{ line: CartLineView; quantity: number }> = [];
    for (const change of changes) {
      const line = findLine(before.lines, change.line);
      if (!line) {
        return {
          ok: false,
          cartId,
          view: before,
          refusal: refusal('unknown_line'),
          productUrl: null,
        };
      }
      resolved.push({ line, quantity: change.quantity });
    }
    const variations = await this.catalog.cartVariations(
      lang,
      resolved.map((change) => change.line.variationId),
    );
    for (const { line, quantity } of resolved) {
      if (quantity === 0) continue;
      const problem = checkLineQuantity(variations.get(line.variationId), quantity);
      if (problem)
        return { ok: false, cartId, view: before, refusal: problem, productUrl: line.url };
    }
    if (!cartId || resolved.length === 0) {
      return { ok: true, cartId, view: before, changedKeys: [] };
    }
    const written = await this.db.transaction().execute(async (trx) => {
      if (!(await repo.touchCart(trx, cartId, now, now + CART_LIFETIME_MS))) return false;
      for (const { line, quantity } of resolved) {
        if (quantity === 0) {
          await repo.deleteLine(trx, cartId, line.key);
        } else {
          await repo.setLineQuantity(trx, cartId, line.key, quantity);
        }
      }
      return true;
    });
    const view = await this.view(cartId, lang, now);
    if (!written) {
      return { ok: false, cartId, view, refusal: refusal('unknown_line'), productUrl: null };
    }
    return { ok: true, cartId, view, changedKeys: resolved.map((change) => change.line.key) };
  }

  /** Removes one line by its key (`cart_item_key`). */
  remove(cartId: string | null, lang: Language, key: string, expectedHash?: string) {
    return this.setQuantities(cartId, lang, [{ line: { key }, quantity: 0 }], {
      ...(expectedHash !== undefined ? { expectedHash } : {}),
    });
  }

  /** Empties the cart (the cart itself stays, so its cookie stays good). */
  async clear(cartId: string | null, now = Date.now()): Promise<void> {
    if (!cartId) return;
    await this.db.transaction().execute(async (trx) => {
      if (await repo.touchCart(trx, cartId, now, now + CART_LIFETIME_MS)) {
        await repo.deleteLines(trx, cartId);
      }
    });
  }

  /** The cart's lines for checkout: prices from the catalog now, titles in `lang`. */
  async linesFor(cartId: string | null, lang: Language = 'en'): Promise<CartLine[]> {
    const view = await this.view(cartId, lang);
    return view.lines.map((line) => ({
      key: line.key,
      variationId: line.variationId,
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      title: line.variantTitle ? `${line.productTitle} - ${line.variantTitle}` : line.productTitle,
      properties: line.properties,
    }));
  }

  /**
   * Moves a visitor's lines into another cart (a customer's, at sign-in): quantities of the same
   * line add up; the visitor's cart is emptied. Stock is checked again when the order is placed.
   */
  async merge(fromCartId: string, intoCartId: string, now = Date.now()): Promise<void> {
    if (fromCartId === intoCartId) return;
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.touchCart(trx, intoCartId, now, now + CART_LIFETIME_MS))) return;
      const into = new Map((await repo.lines(trx, intoCartId)).map((row) => [row.key, row]));
      let position = Math.max(0, ...[...into.values()].map((row) => row.position));
      for (const row of await repo.lines(trx, fromCartId)) {
        const existing = into.get(row.key);
        await repo.upsertLine(
          trx,
          intoCartId,
          existing
            ? { ...existing, quantity: existing.quantity + row.quantity }
            : { ...row, position: ++position },
        );
      }
      await repo.deleteLines(trx, fromCartId);
    });
  }

  /** The shop's currency and how its amounts are written (catalog settings). */
  private async money(): Promise<ShopMoney> {
    const settings = await this.catalog.settings();
    return { currency: settings.currency, currencyFormat: currencyFormatOf(settings) };
  }

  /** The view of these lines; variations not in `known` are read (the catalog keeps them warm). */
  private async viewOf(
    cartId: string,
    lang: Language,
    money: ShopMoney,
    rows: repo.LineRow[],
    known?: Map<number, CartVariation>,
    couponCodes: readonly string[] = [],
  ): Promise<CartView> {
    const missing = rows.map((row) => row.variation_id).filter((id) => !known?.has(id));
    let variations = known ?? new Map<number, CartVariation>();
    if (missing.length) {
      const read = await this.catalog.cartVariations(lang, missing);
      variations = new Map([...variations, ...read]);
    }
    const { currency } = money;
    const view = buildView(cartId, money, rows, variations);
    if (couponCodes.length === 0) return view;
    // The codes are judged against the cart as it is now: a change that takes the cart below a
    // code's minimum shows the code with its reason and nothing off, until the cart reaches it.
    const judged = await this.coupons.judge(couponCodes, couponLines(view));
    const coupons: AppliedCouponView[] = judged.map((entry) => ({
      code: entry.code,
      discount: entry.discount,
      freeShipping: entry.freeShipping,
      refusal: entry.refusal
        ? {
            code: entry.refusal.code,
            message: couponRefusalMessage(
              lang,
              entry.refusal,
              entry.code,
              currency,
              money.currencyFormat,
            ),
          }
        : null,
      ...(entry.entitled && !entry.refusal
        ? {
            lines: view.lines.flatMap((line, index) => {
              const amount = entry.lineDiscounts[index] ?? 0;
              return amount > 0 ? [{ key: line.key, amount }] : [];
            }),
          }
        : {}),
    }));
    const discountTotal = coupons.reduce((sum, coupon) => sum + coupon.discount, 0);
    return {
      ...view,
      coupons,
      discountTotal,
      total: view.subtotal - discountTotal,
      freeShipping: coupons.some((coupon) => coupon.freeShipping),
      cartHash: view.lines.length
        ? cartHashOf(currency, view.lines, couponCodes, money.currencyFormat)
        : view.cartHash,
    };
  }

  /**
   * Expired carts go (with their lines) when a cart is made, at most once per CART_SWEEP_INTERVAL_MS:
   * not on every new visitor's first add. In the background; a failure waits for the next sweep.
   */
  private sweepExpired(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + CART_SWEEP_INTERVAL_MS;
    repo.deleteExpired(this.db, now).catch(() => {});
  }
}

/** Refusals no later cart can lift: a share link's code with one of these is not remembered. */
const neverApplies = new Set<CouponRefusal['code']>([
  'unknown',
  'expired',
  'usage_limit_reached',
  'already_used',
]);

function newCartId(): string {
  return randomBytes(18).toString('base64url');
}

function findLine(lines: CartLineView[], reference: LineReference): CartLineView | undefined {
  if ('key' in reference) return lines.find((line) => line.key === reference.key);
  if ('variationId' in reference) {
    return lines.find((line) => line.variationId === reference.variationId);
  }
  return lines[reference.line - 1];
}

function emptyView({ currency, currencyFormat }: ShopMoney): CartView {
  return {
    token: null,
    currency,
    currencyFormat,
    lines: [],
    itemCount: 0,
    subtotal: 0,
    regularSubtotal: 0,
    coupons: [],
    discountTotal: 0,
    total: 0,
    freeShipping: false,
    cartHash: emptyHash,
  };
}

/** The cart's lines as the coupons' rules read them. */
function couponLines(view: CartView) {
  return view.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    lineTotal: line.linePrice,
  }));
}

function buildView(
  cartId: string,
  { currency, currencyFormat }: ShopMoney,
  rows: repo.LineRow[],
  variations: Map<number, CartVariation>,
): CartView {
  const lines: CartLineView[] = [];
  for (const row of rows) {
    const variation = variations.get(row.variation_id);
    // A line whose product is gone from the catalog is no longer shown or sold.
    if (!variation) continue;
    const tier = bulkTierReached(variation.bulkTiers, row.variation_id, row.quantity);
    const maxQuantity = lineMaximum(variation);
    const next = nextBulkTier(variation.bulkTiers, row.variation_id, row.quantity, maxQuantity);
    const unitPrice = bulkUnitPrice(variation.price, tier);
    lines.push({
      key: row.key,
      variationId: row.variation_id,
      productId: variation.productId,
      productSlug: variation.productSlug,
      url: variation.url,
      productTitle: variation.productTitle,
      variantTitle: variation.options.map((option) => option.value).join(' / '),
      options: variation.options,
      sku: variation.sku,
      quantity: row.quantity,
      unitPrice,
      linePrice: unitPrice * row.quantity,
      regularUnitPrice: variation.price,
      bulkDiscountPercent: tier?.discountPercent ?? 0,
      nextBulkTier: next
        ? { minQuantity: next.minQuantity, discountPercent: next.discountPercent }
        : null,
      maxQuantity,
      image: variation.image,
      properties: parseProperties(row.properties),
    });
  }
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.linePrice, 0);
  const regularSubtotal = lines.reduce(
    (sum, line) => sum + line.regularUnitPrice * line.quantity,
    0,
  );
  return {
    token: cartId,
    currency,
    currencyFormat,
    lines,
    itemCount,
    subtotal,
    regularSubtotal,
    coupons: [],
    discountTotal: 0,
    total: subtotal,
    freeShipping: false,
    cartHash: cartHashOf(currency, lines, [], currencyFormat),
  };
}

/**
 * Changes whenever a line, a quantity, a price, the codes or the way amounts are written change
 * (what a stale client has not seen: the fragments it keeps up to 24 h are drawn again). A cart
 * without codes, in a shop that never set its own currency format, hashes as it always has.
 */
function cartHashOf(
  currency: string,
  lines: CartLineView[],
  couponCodes: readonly string[],
  currencyFormat: CurrencyFormat | null,
): string {
  if (lines.length === 0) return emptyHash;
  const content = lines.map((line) => [line.key, line.quantity, line.unitPrice]);
  const hashed: unknown[] = [currency, content];
  if (couponCodes.length || currencyFormat) hashed.push(couponCodes);
  if (currencyFormat) hashed.push(currencyFormat);
  return createHash('sha256').update(JSON.stringify(hashed)).digest('hex').slice(0, 32);
}

function parseProperties(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}
