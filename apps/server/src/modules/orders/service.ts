// Orders: placing one (stock taken, rows written, in one transaction), paying it through its
// payment method, the mails it sends, and what the owner reads and changes. No HTTP here.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  randomId,
  type AttributionFields,
  type CouponRefusal,
  type CurrencyFormat,
  type ErasurePart,
  type Language,
  type PersonalDataPart,
} from '@pinwheel/core';
import { eraseOrdersPersonalData, ordersPersonalData } from './order-personal-data.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { ListWindow } from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer, OutgoingMail } from '../../plugins/mailer.ts';
import {
  currencyFormatOf,
  StockShortage,
  UnknownVariation,
  type CatalogService,
  type PricedLine,
  type WantedLine,
} from '../catalog/index.ts';
import type { CouponsService, JudgedCode } from '../coupons/index.ts';
import type { CheckoutDetails } from './checkout-input.ts';
import { localInstalmentsProvider, type InstalmentsProvider } from './instalments-provider.ts';
import { customerMail, noteMail, ownerMail } from './order-mail.ts';
import type { Order, OrderMail, OrderNote, OrderRefund } from './order-record.ts';
import { heldLines, judgeRefund, refundedTotal, type RefundRequest } from './refund-rules.ts';
import { orderSettingsSchema, readOrderSettings, type OrderSettings } from './order-settings.ts';
import { enabledPaymentMethods, type OrderStatus, type PaymentMethod } from './payment-methods.ts';
import * as repo from './repo.ts';
import { shippingOptions } from './shipping-methods.ts';

/** Most units of one line a single order may ask for, whatever the stock. */
export const MAX_LINE_QUANTITY = 999;
/** Most distinct lines one order may hold. */
export const MAX_ORDER_LINES = 100;

export type PlaceOrderResult =
  | { ok: true; order: Order; paymentInstructions: string | null }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'unknown_items'; variationIds: number[] }
  | { ok: false; reason: 'out_of_stock'; lines: StockShortage['lines'] }
  | { ok: false; reason: 'shipping_changed' }
  | { ok: false; reason: 'coupon_refused'; code: string; refusal: CouponRefusal };

export interface OrdersDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  coupons: CouponsService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  shopName: () => string;
  /** The shop's postal address as lines in a language (none set: none), for the mails' footer. */
  shopAddress: (lang: Language) => string[];
  ownerEmail: string;
  publicUrl: string;
  instalmentsProvider?: InstalmentsProvider;
}

/** A recent purchase as the notices module reads it (`recentPurchases`). */
export interface RecentPurchase {
  productId: string;
  firstName: string;
  city: string;
  /** The billing state or province code ('' when none). */
  state: string;
  /** The billing country code (ISO 3166-1 alpha-2). */
  country: string;
  createdAt: number;
}

/** A sold order as the analytics module reads it (`soldOrdersBetween`). */
export interface SoldOrder {
  id: string;
  /** Lower case. */
  email: string;
  /** Minor units of the shop's currency. */
  total: number;
  /** The discount codes used, upper case. */
  codes: string[];
  /** Where the visit that bought came from, as the checkout's attribution fields recorded it. */
  origin: { type: string | null; source: string | null };
  createdAt: number;
}

/** An order's traffic source in brief: the attribution type (utm, organic, referral, typein). */
function originOf(fields: AttributionFields): SoldOrder['origin'] {
  return { type: fields.type || null, source: fields.source || null };
}

export class OrdersService {
  /** Mails still being handed to the SMTP server; close() waits for them. */
  private readonly sending = new Set<Promise<void>>();

  /** The pay-in-instalments message's provider (instalments-provider.ts): local unless replaced. */
  instalmentsProvider: InstalmentsProvider;

  constructor(private readonly deps: OrdersDeps) {
    this.instalmentsProvider =
      deps.instalmentsProvider ?? localInstalmentsProvider(() => this.settings());
  }

  async settings(): Promise<OrderSettings> {
    return readOrderSettings(await repo.findSettingsJson(this.deps.db));
  }

  /** The settings' version (when last saved, epoch ms; 0 before the first save). */
  settingsVersion(): Promise<number> {
    return repo.findSettingsVersion(this.deps.db);
  }

  async saveSettings(settings: OrderSettings, now = Date.now()): Promise<void> {
    const checked = orderSettingsSchema.parse(settings);
    await repo.saveSettingsJson(this.deps.db, JSON.stringify(checked), now);
  }

  paymentMethods(settings: OrderSettings): PaymentMethod[] {
    return enabledPaymentMethods(settings);
  }

  /** Lines priced as the catalog stands, for the checkout page's review (nothing taken). */
  priceLines(lines: readonly WantedLine[]): Promise<PricedLine[]> {
    return this.deps.catalog.priceLines(lines);
  }

  /** What these codes take off these priced lines now (the checkout page's review; nothing used). */
  judgeCoupons(codes: readonly string[], priced: readonly PricedLine[]): Promise<JudgedCode[]> {
    return this.deps.coupons.judge(codes, couponLines(priced));
  }

  async currency(): Promise<string> {
    return (await this.deps.catalog.settings()).currency;
  }

  /** How the shop writes its amounts (null: never set, Intl's writing): mails and messages. */
  async currencyFormat(): Promise<CurrencyFormat | null> {
    return currencyFormatOf(await this.deps.catalog.settings());
  }

  /**
   * Places an order: in one transaction the catalog prices the lines and takes their stock and the
   * order's rows are written; then its payment method decides its status, and the mails go.
   */
  async placeOrder(input: {
    lines: readonly WantedLine[];
    details: CheckoutDetails;
    attribution: AttributionFields;
    lang: Language;
    /** The discount codes the shopper holds: each must still apply, and takes a use. */
    couponCodes?: readonly string[];
    /** The customer account signed in, whose account page will list the order; null: a guest. */
    customerId?: string | null;
    now?: number;
  }): Promise<PlaceOrderResult> {
    const now = input.now ?? Date.now();
    const lines = input.lines.filter((line) => line.quantity > 0);
    if (lines.length === 0) return { ok: false, reason: 'empty' };
    const settings = await this.settings();
    const method = enabledPaymentMethods(settings).find(
      (candidate) => candidate.id === input.details.paymentMethod,
    );
    if (!method) throw new Error(`Payment method ${input.details.paymentMethod} is not offered`);
    const currency = await this.currency();
    const id = randomId(16);
    let order: Order;
    try {
      order = await this.deps.db.transaction().execute(async (trx) => {
        const priced = await this.deps.catalog.reserveStock(trx, lines);
        const subtotal = priced.reduce((sum, line) => sum + line.lineTotal, 0);
        // The codes are redeemed here, after the stock is taken, in the same transaction: an
        // order refused for its code takes no stock, and a code used up by a racing order
        // refuses this one (coupons/service.ts redeem).
        const redeemed = await this.deps.coupons.redeem(trx, {
          codes: input.couponCodes ?? [],
          orderId: id,
          email: input.details.email,
          previousOrders: await repo.countOrdersByEmail(trx, input.details.email),
          lines: couponLines(priced),
          now,
        });
        if (!redeemed.ok) throw new CouponRefused(redeemed.code, redeemed.refusal);
        const shipping = shippingOptions(settings, subtotal, redeemed.freeShipping).find(
          (option) => option.id === input.details.shippingMethod,
        );
        if (!shipping) throw new ShippingChanged();
        const discountTotal = redeemed.discount;
        const dueNow = Math.max(
          0,
          priced.reduce((sum, line) => sum + (line.deposit?.dueNow ?? line.lineTotal), 0) +
            shipping.cost -
            discountTotal,
        );
        const placed: Order = {
          id,
          number: randomId(8).toUpperCase(),
          accessKey: randomBytes(18).toString('base64url'),
          status: 'pending',
          email: input.details.email,
          phone: input.details.phone,
          billing: input.details.billing,
          shipping: input.details.shipping,
          note: input.details.note,
          shippingMethod: shipping.id,
          paymentMethod: method.id,
          currency,
          subtotal,
          shippingTotal: shipping.cost,
          coupons: redeemed.codes.map((entry) => ({ code: entry.code, discount: entry.discount })),
          discountTotal,
          total: subtotal - discountTotal + shipping.cost,
          dueNow,
          lang: input.lang,
          attribution: settings.attribution.enabled ? input.attribution : {},
          lines: priced.map((line) => ({
            variationId: line.variationId,
            productId: line.productId,
            title: input.lang === 'he' && line.titleHe ? line.titleHe : line.title,
            options: input.lang === 'he' ? line.optionsHe : line.options,
            sku: line.sku,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            lineTotal: line.lineTotal,
            preOrderLabel:
              input.lang === 'he' && line.preOrderLabelHe
                ? line.preOrderLabelHe
                : line.preOrderLabel,
            deposit: line.deposit
              ? {
                  name:
                    input.lang === 'he' && line.deposit.nameHe
                      ? line.deposit.nameHe
                      : line.deposit.name,
                  percent: line.deposit.percent,
                  installments: line.deposit.installments,
                  dueNow: line.deposit.dueNow,
                }
              : null,
          })),
          stockHeld: true,
          refunds: [],
          createdAt: now,
          updatedAt: now,
        };
        await repo.insertOrder(trx, placed, input.customerId ?? null);
        return placed;
      });
    } catch (error) {
      if (error instanceof StockShortage) {
        return { ok: false, reason: 'out_of_stock', lines: error.lines };
      }
      if (error instanceof UnknownVariation) {
        return { ok: false, reason: 'unknown_items', variationIds: error.variationIds };
      }
      if (error instanceof ShippingChanged) return { ok: false, reason: 'shipping_changed' };
      if (error instanceof CouponRefused) {
        return { ok: false, reason: 'coupon_refused', code: error.code, refusal: error.refusal };
      }
      throw error;
    }
    // Committed: a coupon this order used up stops being shown by popups (coupons/service.ts).
    await this.deps.coupons.usesTaken(order.coupons.map((entry) => entry.code));
    const outcome = await method.pay({
      id: order.id,
      number: order.number,
      total: order.total,
      dueNow: order.dueNow,
      currency: order.currency,
    });
    await repo.setStatus(this.deps.db, order.id, outcome.status, now);
    order = { ...order, status: outcome.status };
    const instructions = outcome.kind === 'offline' ? outcome.instructions : null;
    this.queueMails(order, instructions);
    return { ok: true, order, paymentInstructions: instructions };
  }

  /** The address of an order's received page, with the key that opens it. */
  receivedPath(order: Pick<Order, 'id' | 'accessKey'>): string {
    return `/checkout/order-received/${encodeURIComponent(order.id)}?key=${encodeURIComponent(order.accessKey)}`;
  }

  /** An order for its shopper: only with the key its received page was given. */
  async orderForShopper(id: string, key: string): Promise<Order | null> {
    const order = await repo.findOrder(this.deps.db, id);
    if (!order) return null;
    const given = Buffer.from(key);
    const expected = Buffer.from(order.accessKey);
    return given.length === expected.length && timingSafeEqual(given, expected) ? order : null;
  }

  async paymentInstructions(order: Order): Promise<string | null> {
    if (order.paymentMethod !== 'bank_transfer' || order.status !== 'on-hold') return null;
    return (await this.settings()).payments.bank_details || null;
  }

  /**
   * The shop's recent purchases for the notices module: each order's first product and the buyer's
   * billing first name and place, newest first. Only orders being or already fulfilled count
   * (processing, completed, on hold); nothing else of the order leaves this module.
   */
  async recentPurchases(limit: number): Promise<RecentPurchase[]> {
    const rows = await repo.recentPurchases(
      this.deps.db,
      ['processing', 'completed', 'on-hold'],
      limit,
    );
    return rows.map((row) => {
      const billing = JSON.parse(row.billing) as Partial<Order['billing']>;
      return {
        productId: row.product_id,
        firstName: billing.first_name ?? '',
        city: billing.city ?? '',
        state: billing.state ?? '',
        country: billing.country ?? '',
        createdAt: row.created_at,
      };
    });
  }

  /**
   * Sold orders (processing, completed, on hold) placed in [from, to) in the shop's currency, for
   * the popups' revenue (the analytics module): the buyer's email, the total in minor units and the
   * codes used, upper case. Nothing else of the order leaves this module.
   */
  async soldOrdersBetween(from: number, to: number): Promise<SoldOrder[]> {
    const rows = await repo.soldOrdersBetween(this.deps.db, {
      statuses: ['processing', 'completed', 'on-hold'],
      from,
      to,
      currency: await this.currency(),
    });
    return rows.map((row) => ({
      id: row.id,
      email: row.email.toLowerCase(),
      total: row.total,
      codes: (JSON.parse(row.coupons) as { code: string }[]).map((used) => used.code.toUpperCase()),
      origin: originOf(JSON.parse(row.attribution) as AttributionFields),
      createdAt: row.created_at,
    }));
  }

  get(id: string): Promise<Order | null> {
    return repo.findOrder(this.deps.db, id);
  }

  list(options: { limit: number; offset: number; status?: OrderStatus | undefined }) {
    return repo.listOrders(this.deps.db, options);
  }

  /** One page of orders for the platform API, and how many match. */
  /** Whether this order was placed by this customer account. */
  placedByCustomer(id: string, customerId: string): Promise<boolean> {
    return repo.placedByCustomer(this.deps.db, id, customerId);
  }

  async page(
    filter: repo.OrderFilter,
    window: ListWindow & { orderby: 'date' | 'id' },
  ): Promise<{ orders: Order[]; total: number }> {
    const { rows, total } = await repo.pageOrders(this.deps.db, filter, window);
    return { orders: rows, total };
  }

  /**
   * Changes an order's status. Cancelling or refunding an order that held stock puts its stock
   * back, in the same transaction; reopening it takes the stock again (or fails as a checkout
   * would, with StockShortage, when it has gone meanwhile).
   */
  async setStatus(id: string, status: OrderStatus, now = Date.now()): Promise<boolean> {
    return (await this.update(id, { status }, now)) !== null;
  }

  /**
   * Changes an order's status and/or its customer note, all or nothing in one transaction (a
   * status that cannot take its stock back leaves the note unchanged too). Null for no such order.
   */
  async update(
    id: string,
    changes: { status?: OrderStatus | undefined; note?: string | undefined },
    now = Date.now(),
  ): Promise<Order | null> {
    return this.deps.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, id);
      if (!order) return null;
      if (changes.status !== undefined) {
        await this.moveStock(trx, order, changes.status);
        await repo.setStatus(trx, id, changes.status, now);
      }
      if (changes.note !== undefined) await repo.setNote(trx, id, changes.note, now);
      return repo.findOrder(trx, id);
    });
  }

  /**
   * Deletes an order for good, with its lines and mails. Stock it still holds goes back to the
   * shelf in the same transaction, as a cancellation would. Answers the order as it was.
   */
  async delete(id: string): Promise<Order | null> {
    return this.deps.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, id);
      if (!order) return null;
      if (order.stockHeld) await this.deps.catalog.returnStock(trx, heldLines(order));
      await repo.deleteOrder(trx, id);
      return order;
    });
  }

  /**
   * What a status change does to the stock an order holds (see setStatus): units refunds put
   * back already are neither returned again nor taken again.
   */
  private async moveStock(trx: Transaction<Database>, order: Order, status: OrderStatus) {
    if (order.stockHeld && releasesStock(status)) {
      await this.deps.catalog.returnStock(trx, heldLines(order));
      await repo.setStockHeld(trx, order.id, false);
    }
    if (!order.stockHeld && !releasesStock(status)) {
      await this.deps.catalog.reserveStock(trx, heldLines(order));
      await repo.setStockHeld(trx, order.id, true);
    }
  }

  /** The orders of a (lower-case) address or of the customer account, each whole. */
  personalData(email: string, customerId: string | null): Promise<PersonalDataPart> {
    return ordersPersonalData(this.deps.db, email, customerId);
  }

  /** Anonymises those orders, keeping what the books need (order-personal-data.ts). */
  erasePersonalData(
    email: string,
    customerId: string | null,
    now = Date.now(),
  ): Promise<ErasurePart> {
    return eraseOrdersPersonalData(this.deps.db, email, customerId, now);
  }

  mails(orderId: string): Promise<OrderMail[]> {
    return repo.mailsOf(this.deps.db, orderId);
  }

  /** Every order the filter matches, newest first, in batches (the CSV export). */
  allOrders(filter: repo.OrderFilter, window: Pick<ListWindow, 'search' | 'include' | 'exclude'>) {
    return repo.allOrders(this.deps.db, filter, window);
  }

  /**
   * Records a refund in one transaction with what it does: the units it covers go back to stock
   * when asked (and the order still holds them), and an order refunded in full becomes
   * `refunded` (its remaining stock stays as it is: what was not restocked is not on the shelf).
   * Null for no such order; a refusal names the field.
   */
  async refund(
    orderId: string,
    request: RefundRequest,
    money: (minor: number, currency: string) => string,
    now = Date.now(),
  ): Promise<
    | { ok: true; order: Order; refund: OrderRefund }
    | { ok: false; field: string; message: string }
    | null
  > {
    return this.deps.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, orderId);
      if (!order) return null;
      const judged = judgeRefund(order, request, (minor) => money(minor, order.currency));
      if (!judged.ok) return judged;
      const refund: OrderRefund = {
        id: randomId(16),
        orderId,
        amount: request.amount,
        reason: request.reason,
        restock: request.restock && judged.lines.length > 0,
        lines: judged.lines,
        createdAt: now,
      };
      await repo.insertRefund(trx, refund);
      if (refund.restock) {
        await this.deps.catalog.returnStock(
          trx,
          refund.lines.map((line) => ({
            variationId: order.lines[line.position]!.variationId,
            quantity: line.quantity,
          })),
        );
      }
      if (refundedTotal(order) + refund.amount >= order.total && order.status !== 'refunded') {
        await repo.setStatus(trx, orderId, 'refunded', now);
      }
      return { ok: true, order: (await repo.findOrder(trx, orderId))!, refund };
    });
  }

  /**
   * Deletes a refund record. Units it put back on the shelf are taken again (StockShortage when
   * they have been sold meanwhile: nothing changes), so the stock count stays true; the order's
   * status is left for the owner to set.
   */
  async deleteRefund(orderId: string, refundId: string): Promise<OrderRefund | null> {
    return this.deps.db.transaction().execute(async (trx) => {
      const order = await repo.findOrder(trx, orderId);
      const refund = order?.refunds.find((one) => one.id === refundId);
      if (!order || !refund) return null;
      if (refund.restock && order.stockHeld) {
        await this.deps.catalog.reserveStock(
          trx,
          refund.lines.map((line) => ({
            variationId: order.lines[line.position]!.variationId,
            quantity: line.quantity,
          })),
        );
      }
      await repo.deleteRefund(trx, orderId, refundId);
      return refund;
    });
  }

  /** An order's notes, newest first; null for no such order. */
  async notes(orderId: string): Promise<OrderNote[] | null> {
    if (!(await repo.findOrder(this.deps.db, orderId))) return null;
    return repo.notesOf(this.deps.db, orderId);
  }

  /**
   * Adds a note. A customer note is mailed to the order's address in the order's language, and
   * the answer waits for the SMTP server, so its mail state says what really happened.
   */
  async addNote(
    orderId: string,
    input: { note: string; customerNote: boolean },
    now = Date.now(),
  ): Promise<OrderNote | null> {
    const order = await repo.findOrder(this.deps.db, orderId);
    if (!order) return null;
    const note = {
      id: randomId(16),
      orderId,
      note: input.note,
      customerNote: input.customerNote,
      author: 'owner' as const,
      createdAt: now,
    };
    await repo.insertNote(this.deps.db, note);
    if (!note.customerNote) return { ...note, mailState: null };
    const base = this.deps.publicUrl.replace(/\/$/, '');
    const mail = noteMail({
      order,
      note: note.note,
      shopName: this.deps.shopName(),
      shopAddress: this.deps.shopAddress(order.lang),
      receivedUrl: base + this.receivedPath(order),
    });
    const state = await this.deliver(orderId, mail, note.id);
    return { ...note, mailState: state };
  }

  /** Deletes a note (a mail it went out in stays in the order's mails). */
  deleteNote(orderId: string, noteId: string): Promise<boolean> {
    return repo.deleteNote(this.deps.db, orderId, noteId);
  }

  /** Waits for mails still being handed over (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.sending]);
  }

  private queueMails(order: Order, instructions: string | null) {
    const shopName = this.deps.shopName();
    const base = this.deps.publicUrl.replace(/\/$/, '');
    // The amounts are written as the shop writes them when the mails are made.
    const work = this.currencyFormat().then((currencyFormat) => {
      const mails = [
        customerMail({
          order,
          shopName,
          shopAddress: this.deps.shopAddress(order.lang),
          currencyFormat,
          receivedUrl: base + this.receivedPath(order),
          paymentInstructions: instructions,
        }),
        ownerMail({
          order,
          shopName,
          currencyFormat,
          to: this.deps.ownerEmail,
          adminUrl: `${base}/admin/orders/${order.id}`,
        }),
      ];
      return Promise.all(mails.map((mail) => this.deliver(order.id, mail))).then(() => {});
    });
    this.sending.add(work);
    void work.finally(() => this.sending.delete(work));
  }

  /**
   * Keeps the mail, then hands it to SMTP when one is set; its state says how that went (`sent`
   * only once the server took it). Answers that state, or null when even keeping it failed.
   */
  private async deliver(
    orderId: string,
    mail: OutgoingMail,
    noteId: string | null = null,
  ): Promise<OrderMail['state'] | null> {
    const record: OrderMail = {
      id: randomId(16),
      orderId,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      state: 'kept',
      noteId,
      createdAt: Date.now(),
    };
    try {
      await repo.insertMail(this.deps.db, record);
      if (!this.deps.mailer.configured) return 'kept';
      try {
        await this.deps.mailer.send(mail);
        await repo.setMailState(this.deps.db, record.id, 'sent');
        return 'sent';
      } catch (error) {
        this.deps.log.error({ err: error, orderId, to: mail.to }, 'order mail not sent');
        await repo.setMailState(this.deps.db, record.id, 'failed');
        return 'failed';
      }
    } catch (error) {
      this.deps.log.error({ err: error, orderId }, 'order mail not kept');
      return null;
    }
  }
}

/** A cancelled or refunded order no longer holds the stock it took. */
function releasesStock(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'refunded';
}

/** The shipping method chosen is no longer offered for this subtotal (free shipping lost). */
class ShippingChanged extends Error {}

/** A discount code no longer applies (used up meanwhile, not this shopper's): nothing is kept. */
class CouponRefused extends Error {
  constructor(
    readonly code: string,
    readonly refusal: CouponRefusal,
  ) {
    super(refusal.code);
  }
}

function couponLines(priced: readonly PricedLine[]) {
  return priced.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
  }));
}
