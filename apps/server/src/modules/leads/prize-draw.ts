// A game's prize (spec §4 "prize is picked at random by chance weights"), drawn here when the lead
// is stored, never in the browser: the widget learns only the prize it got, so a visitor cannot
// choose one by editing a request, and a second submit gets the first draw back rather than
// another chance (prize-repo.ts). A winning prize's code is one the cart accepts: the prize's
// shared code when the shop has it as a live coupon, or a single-use code issued to this lead from
// its coupon's pattern. A prize whose code the shop would refuse is left out of the draw (and
// logged), so no visitor is shown a code that does not work.
//
// Cheap by design (bench/conversion-throughput.mjs, "spin wheel"): the draw is made before the
// lead's transaction from what this process knows of the prizes' coupons (kept a few seconds,
// forgotten at once when a coupon changes here), and kept in that transaction by one insert that
// the unique indexes settle; only a visitor who drew before (or a racing second submit) costs a
// read. A single-use code is issued in the same transaction, only for a draw that stands.
import {
  isOn,
  randomId,
  type GamePrizeResult,
  type GamifiedPrize,
  type Language,
  type Popup,
} from '@pinwheel/core';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { IssuePlan } from '../coupons/index.ts';
import type { LeadsContext } from './leads-context.ts';
import {
  findPrizeDraw,
  insertPrizeDraw,
  setPrizeDrawCode,
  type PrizeDrawRow,
} from './prize-repo.ts';
import type { LeadPrizeDrawsTable } from './tables.ts';

/** A number in [0, 1), as Math.random answers; tests hand in a seeded one. */
export type PrizeRandom = () => number;

/** One prize by weight (`chances`, percent): a prize with no chance is never drawn. */
export function drawPrize<Prize extends Pick<GamifiedPrize, 'chances'>>(
  prizes: readonly Prize[],
  random: PrizeRandom,
): Prize | null {
  const weighted = prizes.filter((prize) => Number.isFinite(prize.chances) && prize.chances > 0);
  const total = weighted.reduce((sum, prize) => sum + prize.chances, 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const prize of weighted) {
    if (point < prize.chances) return prize;
    point -= prize.chances;
  }
  return weighted[weighted.length - 1]!;
}

/** A draw made for a lead, to be kept in its transaction (`keepDraw`). */
export interface FreshDraw {
  row: Insertable<LeadPrizeDrawsTable>;
  /** A single-use code to issue with it (`row.code` is its first candidate); null: none. */
  issue: IssuePlan | null;
}

/**
 * A fresh draw for the lead `leadId` of a gamified popup, to be kept in the lead's transaction,
 * where an earlier draw of the visitor or email takes its place. Null for a popup that is no
 * game, has no prizes, or none the shop can honour.
 */
export async function prizeForLead(
  ctx: LeadsContext,
  input: { popup: Popup; popupId: string; visitorId: string; email: string | null; leadId: string },
  now: number,
): Promise<FreshDraw | null> {
  const { popup } = input;
  if (popup.poptin_type !== 'gamified' || !popup.gamified_prize?.length) return null;
  const showsCodes = popup.wheel_has_coupon === undefined || isOn(popup.wheel_has_coupon);
  let candidates = popup.gamified_prize;
  for (;;) {
    const prize = drawPrize(candidates, ctx.prizeRandom);
    if (!prize) return null;
    const code = await codeOf(ctx, prize, showsCodes, now);
    if (code !== false) {
      const issue = code !== null && 'issue' in code ? code.issue : null;
      const shown =
        code === null
          ? null
          : 'shared' in code
            ? code.shared
            : ctx.coupons.drawIssuedCode(code.issue);
      return {
        row: {
          id: randomId(20),
          popup_id: input.popupId,
          visitor_id: input.visitorId,
          email: input.email,
          prize_id: prize.prize_id,
          label: prize.label,
          is_winner: prize.is_winner === 1 ? 1 : 0,
          code: shown,
          lead_id: input.leadId,
          created_at: now,
        },
        issue,
      };
    }
    ctx.log.warn(
      { popupId: input.popupId, prizeId: prize.prize_id },
      'a game prize names a code the shop does not accept; it is left out of the draw',
    );
    candidates = candidates.filter((other) => other !== prize);
  }
}

/**
 * The drawn prize as the visitor is told it, in the popup's language (the conversion's): its label
 * in that language when the popup's prize has one. The lead and its webhooks keep the label it
 * was drawn with, the popup's own; a prize since removed from the popup keeps that one too.
 */
export function prizeAnswerIn(
  result: GamePrizeResult,
  popup: Pick<Popup, 'gamified_prize'>,
  lang: Language,
): GamePrizeResult {
  const prize = popup.gamified_prize?.find((one) => one.prize_id === result.prize_id);
  const label = prize?.translations?.[lang]?.label?.trim();
  return label ? { ...result, label } : result;
}

/** The coupon of a prize was deleted between the draw and its transaction (another process). */
export class PrizeCouponGone extends Error {
  constructor() {
    super('A prize names a coupon deleted since it was drawn');
  }
}

/**
 * Keeps a fresh draw in the lead's transaction and answers the draw that stands: this one, or the
 * visitor's (or email's) earlier draw on the popup, which the unique indexes keep in its place
 * (a second submit, or one racing this). A draw that stands gets its single-use code here.
 */
export async function keepDraw(
  ctx: Pick<LeadsContext, 'coupons'>,
  trx: Transaction<Database>,
  fresh: FreshDraw,
): Promise<PrizeDrawRow> {
  const { row } = fresh;
  const inserted = await insertPrizeDraw(trx, row);
  if (!inserted) {
    const kept = await findPrizeDraw(trx, row.popup_id, row.visitor_id, row.email ?? null);
    if (!kept) throw new Error('A prize draw was neither stored nor found');
    return kept;
  }
  if (!fresh.issue || inserted.code === null) return inserted;
  const code = await ctx.coupons.keepIssuedCode(trx, fresh.issue, {
    code: inserted.code,
    leadId: inserted.lead_id,
    now: Number(inserted.created_at),
  });
  if (code === null) throw new PrizeCouponGone();
  if (code === inserted.code) return inserted;
  await setPrizeDrawCode(trx, inserted.id, code);
  return { ...inserted, code };
}

/** How long a coupon's answer (live, its code or pattern) is reused: other caches' 3 s, so a
 * draw costs no coupon query while many visitors play. An edit in this process forgets it at
 * once (index.ts); another process's shows within it. */
export const COUPON_CHECK_TTL_MS = 3000;
const COUPON_CHECK_MAX_ENTRIES = 1000;

/** How a prize's code is handed out: its shared code, or single-use codes issued by a plan. */
type PrizeCode = { shared: string } | { issue: IssuePlan };

/** What the draw learnt of a coupon lately, by `code:<CODE>` or `id:<coupon id>`. */
export type CouponChecks = Map<string, { until: number; code: PrizeCode | false }>;

/**
 * The code a drawn prize shows: null for none (a losing slice, a prize without a code, or a game
 * that shows no codes), false when the shop would refuse it.
 */
async function codeOf(
  ctx: LeadsContext,
  prize: GamifiedPrize,
  showsCodes: boolean,
  now: number,
): Promise<PrizeCode | null | false> {
  if (prize.is_winner !== 1 || !showsCodes) return null;
  if (prize.coupon_id) {
    const id = prize.coupon_id;
    return checked(ctx, `id:${id}`, now, () => ctx.coupons.prizeCoupon({ id }, now));
  }
  const code = prize.code?.trim();
  if (!code) return null;
  return checked(ctx, `code:${code.toUpperCase()}`, now, () =>
    ctx.coupons.prizeCoupon({ code }, now),
  );
}

/** A coupon's answer, from the last few seconds' check or a new one. */
async function checked(
  ctx: LeadsContext,
  key: string,
  now: number,
  check: () => Promise<PrizeCode | null>,
): Promise<PrizeCode | false> {
  const known = ctx.couponChecks.get(key);
  if (known && known.until > now) return known.code;
  const code = (await check()) ?? false;
  if (ctx.couponChecks.size >= COUPON_CHECK_MAX_ENTRIES) ctx.couponChecks.clear();
  ctx.couponChecks.set(key, { until: now + COUPON_CHECK_TTL_MS, code });
  return code;
}
