// A game's prize (spec §4 "prize is picked at random by chance weights"), drawn here when the lead
// is stored, never in the browser: the widget learns only the prize it got, so a visitor cannot
// choose one by editing a request, and a second submit gets the first draw back rather than
// another chance (prize-repo.ts). A winning prize's code is one the cart accepts: the prize's
// shared code when the shop has it as a live coupon, or a single-use code issued to this lead from
// its coupon's pattern. A prize whose code the shop would refuse is left out of the draw (and
// logged), so no visitor is shown a code that does not work.
import { isOn, randomId, type GamifiedPrize, type Popup } from '@pinwheel/core';
import type { Insertable } from 'kysely';
import type { LeadsContext } from './leads-context.ts';
import { findPrizeDraw, type PrizeDrawRow } from './prize-repo.ts';
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

export type PrizeStep = { fresh: Insertable<LeadPrizeDrawsTable> } | { kept: PrizeDrawRow } | null;

/**
 * The prize a gamified popup's lead gets: the visitor's (or the email's) earlier draw on it, else
 * a fresh one for the lead `leadId`, to be kept in the lead's transaction. Null for a popup that
 * is no game, has no prizes, or none the shop can honour.
 */
export async function prizeForLead(
  ctx: LeadsContext,
  input: { popup: Popup; popupId: string; visitorId: string; email: string | null; leadId: string },
  now: number,
): Promise<PrizeStep> {
  const { popup } = input;
  if (popup.poptin_type !== 'gamified' || !popup.gamified_prize?.length) return null;
  const earlier = await findPrizeDraw(ctx.db, input.popupId, input.visitorId, input.email);
  if (earlier) return { kept: earlier };
  const showsCodes = popup.wheel_has_coupon === undefined || isOn(popup.wheel_has_coupon);
  let candidates = popup.gamified_prize;
  for (;;) {
    const prize = drawPrize(candidates, ctx.prizeRandom);
    if (!prize) return null;
    const code = await codeOf(ctx, prize, input.leadId, showsCodes, now);
    if (code !== false) {
      return {
        fresh: {
          id: randomId(20),
          popup_id: input.popupId,
          visitor_id: input.visitorId,
          email: input.email,
          prize_id: prize.prize_id,
          label: prize.label,
          is_winner: prize.is_winner === 1 ? 1 : 0,
          code,
          lead_id: input.leadId,
          created_at: now,
        },
      };
    }
    ctx.log.warn(
      { popupId: input.popupId, prizeId: prize.prize_id },
      'a game prize names a code the shop does not accept; it is left out of the draw',
    );
    candidates = candidates.filter((other) => other !== prize);
  }
}

/** How long a coupon's answer (live, its code) is reused: other caches' 3 s, so a draw costs no
 * coupon query while many visitors play; an owner's edit shows within it. */
export const COUPON_CHECK_TTL_MS = 3000;
const COUPON_CHECK_MAX_ENTRIES = 1000;

/** What the draw learnt of a coupon lately, by `code:<CODE>` or `id:<coupon id>`. */
export type CouponChecks = Map<string, { until: number; code: string | false }>;

/**
 * The code a drawn prize shows: null for none (a losing slice, a prize without a code, or a game
 * that shows no codes), false when the shop would refuse it.
 */
async function codeOf(
  ctx: LeadsContext,
  prize: GamifiedPrize,
  leadId: string,
  showsCodes: boolean,
  now: number,
): Promise<string | null | false> {
  if (prize.is_winner !== 1 || !showsCodes) return null;
  if (prize.coupon_id) {
    const couponId = prize.coupon_id;
    const live = await checked(ctx, `id:${couponId}`, now, async () => {
      const coupon = await ctx.coupons.get(couponId);
      return coupon && couponLive(coupon, now) ? coupon.id : false;
    });
    if (live === false) return false;
    return (await ctx.coupons.issueUniqueCode(couponId, { leadId }, now)) ?? false;
  }
  const code = prize.code?.trim();
  if (!code) return null;
  return checked(ctx, `code:${code.toUpperCase()}`, now, async () => {
    const { coupons } = await ctx.coupons.list({
      code,
      limit: 1,
      offset: 0,
      orderby: 'date',
      order: 'desc',
    });
    const coupon = coupons[0];
    // A coupon with a single-use pattern does not take its own code at the cart.
    return coupon && coupon.uniqueCodePattern === null && couponLive(coupon, now)
      ? coupon.code
      : false;
  });
}

/** A coupon's answer, from the last few seconds' check or a new one. */
async function checked(
  ctx: LeadsContext,
  key: string,
  now: number,
  check: () => Promise<string | false>,
): Promise<string | false> {
  const known = ctx.couponChecks.get(key);
  if (known && known.until > now) return known.code;
  const code = await check();
  if (ctx.couponChecks.size >= COUPON_CHECK_MAX_ENTRIES) ctx.couponChecks.clear();
  ctx.couponChecks.set(key, { until: now + COUPON_CHECK_TTL_MS, code });
  return code;
}

function couponLive(coupon: { status: string; expiresAt: number | null }, now: number): boolean {
  return coupon.status === 'publish' && (coupon.expiresAt === null || coupon.expiresAt > now);
}
