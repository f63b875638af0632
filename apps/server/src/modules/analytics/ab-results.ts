// An A/B test's results (issue 29): the original popup (the control) and its variants, each with
// its share of visitors, views, conversions, rate with its 95% Wilson interval, the chance to beat
// the control (ab-statistics.ts) and the revenue credited to it. A test's figures are all its
// popups' until its winner is chosen, and stop there: afterwards the original shows the winner's
// design to everyone.
//
// The automatic winner is checked when the results are read (the A/B page, its API call), not on
// a timer: a threshold met while nobody looks is acted on at the next reading. It is met when
// every popup in the test has at least minViews views and either a variant's chance to beat the
// control is at least minChance % (the likeliest such variant wins), or every variant's is at most
// 100 − minChance % (the control wins).
import type { PopupOverviewRow } from '../display/index.ts';
import { chanceToBeat, wilsonInterval } from './ab-statistics.ts';
import type { AnalyticsDeps, CreditedOrders } from './analytics-deps.ts';

export interface AbVariantResult {
  id: string;
  name: string;
  status: PopupOverviewRow['status'];
  isControl: boolean;
  /** The share of visitors it is shown to now: the live popups of the test split them evenly. */
  split: number;
  views: number;
  conversions: number;
  /** Minor units of the shop's currency. */
  revenue: number;
  orders: number;
  rate: number | null;
  interval: { low: number; high: number } | null;
  /** P(its rate > the control's); null for the control, and while either has no views. */
  chanceToBeatControl: number | null;
}

export interface AbResults {
  testId: string;
  name: string;
  /** The end of the test's figures: the winner's choice, or now. */
  to: number;
  variants: AbVariantResult[];
  autoWinner: { minViews: number; minChance: number } | null;
  winner: { id: string; at: number; by: 'owner' | 'threshold' } | null;
}

export type WinnerProblem = 'unknown_popup' | 'not_in_test' | 'not_saved';

/** The popups of the test the popup is in (or leads), control first; null when there is none. */
function testOf(popups: readonly PopupOverviewRow[], popupId: string) {
  const asked = popups.find((popup) => popup.id === popupId);
  if (!asked) return null;
  const testId = asked.abTest ?? asked.id;
  const control = popups.find((popup) => popup.id === testId);
  if (!control) return null;
  const variants = popups.filter((popup) => popup.abTest === testId && popup.id !== testId);
  return { control, members: [control, ...variants] };
}

export async function abResults(
  deps: AnalyticsDeps,
  popupId: string,
  now: number,
  creditedOrders: CreditedOrders,
): Promise<AbResults | null> {
  const popups = await deps.display.popupOverview();
  const test = testOf(popups, popupId);
  if (!test) return null;
  const ending = (await deps.display.abEnding(test.control.id))!;
  const results = await tally(deps, popups, test, ending, now, creditedOrders);
  if (ending.winner || !ending.autoWinner) return results;
  const winnerId = thresholdWinner(results.variants, ending.autoWinner);
  if (!winnerId) return results;
  const made = await makeWinner(deps, test.control.id, winnerId, 'threshold', now, creditedOrders);
  return typeof made === 'string' ? results : made;
}

export async function makeWinner(
  deps: AnalyticsDeps,
  popupId: string,
  winnerId: string,
  by: 'owner' | 'threshold',
  now: number,
  creditedOrders: CreditedOrders,
): Promise<AbResults | WinnerProblem> {
  const popups = await deps.display.popupOverview();
  const test = testOf(popups, popupId);
  if (!test) return 'unknown_popup';
  if (!test.members.some((member) => member.id === winnerId)) return 'not_in_test';
  const ended = await deps.display.endAbTest(test.control.id, winnerId, { at: now, by });
  if (typeof ended === 'string') return 'not_saved';
  return (await abResults(deps, test.control.id, now, creditedOrders))!;
}

async function tally(
  deps: AnalyticsDeps,
  popups: readonly PopupOverviewRow[],
  test: NonNullable<ReturnType<typeof testOf>>,
  ending: Pick<AbResults, 'autoWinner' | 'winner'>,
  now: number,
  creditedOrders: CreditedOrders,
): Promise<AbResults> {
  const ids = test.members.map((member) => member.id);
  const to = ending.winner ? ending.winner.at : now + 1;
  // Every view and conversion of its popups until the end; orders from the first popup's making
  // (none placed before it can have been brought by the test).
  const window = { from: 0, to, offsetMs: 0, popupIds: ids };
  const ordersFrom = Math.min(...test.members.map((member) => member.createdAt));
  const [views, conversions, credited] = await Promise.all([
    deps.display.viewsByDay(window),
    deps.leads.conversionsByDay(window),
    creditedOrders(ordersFrom, to, popups),
  ]);
  const sum = (rows: readonly { popupId: string; count: number }[], id: string) =>
    rows.reduce((total, row) => total + (row.popupId === id ? row.count : 0), 0);
  // Who is shown what now: only live popups of the test split its visitors (display-decision).
  const inSplit = test.members.filter(
    (member) => member.status === 'live' && member.abTest === test.control.id,
  );
  const counted = test.members.map((member) => {
    const mine = credited.filter((order) => order.popupId === member.id);
    return {
      member,
      views: sum(views, member.id),
      conversions: sum(conversions, member.id),
      revenue: mine.reduce((total, order) => total + order.total, 0),
      orders: mine.length,
    };
  });
  const control = counted[0]!;
  return {
    testId: test.control.id,
    name: test.control.name,
    to,
    autoWinner: ending.autoWinner,
    winner: ending.winner,
    variants: counted.map(({ member, ...figures }) => ({
      id: member.id,
      name: member.name,
      status: member.status,
      isControl: member === test.control,
      split: inSplit.includes(member) ? 1 / inSplit.length : 0,
      ...figures,
      rate: figures.views > 0 ? figures.conversions / figures.views : null,
      interval: wilsonInterval(figures),
      // None while either side has no views: the uniform prior's 50% would read as a finding.
      chanceToBeatControl:
        member === test.control || control.views === 0 || figures.views === 0
          ? null
          : chanceToBeat(control, figures),
    })),
  };
}

/** The winner the owner's threshold names, or null while it is not met. */
export function thresholdWinner(
  variants: readonly AbVariantResult[],
  threshold: { minViews: number; minChance: number },
): string | null {
  if (variants.length < 2) return null;
  if (variants.some((variant) => variant.views < threshold.minViews)) return null;
  const needed = threshold.minChance / 100;
  const challengers = variants.filter((variant) => !variant.isControl);
  const best = challengers.reduce((a, b) =>
    (b.chanceToBeatControl ?? 0) > (a.chanceToBeatControl ?? 0) ? b : a,
  );
  if ((best.chanceToBeatControl ?? 0) >= needed) return best.id;
  if (challengers.every((variant) => (variant.chanceToBeatControl ?? 1) <= 1 - needed)) {
    return variants.find((variant) => variant.isControl)!.id;
  }
  return null;
}
