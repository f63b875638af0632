// One slice of a spin wheel, gift box or scratch card (spec §3 gamified_prize). Wire names kept
// exactly, including `loosing_option`. The prize is drawn on the server when the lead is stored
// (the leads module's prize-draw.ts); the browser is told only which prize it got
// (`GamePrizeResult`), and the content it is served leaves the codes out. A prize's words come in
// the popup's first language and, like the popup's content (`Popup.translations`), in others: a
// page in one of those is served them in their place (`prizeIn`).
import type { Language } from '../messages/translate.ts';
import type { WireFlag } from './wire-flag.ts';

export interface GamifiedPrizeRedirect {
  redirect_to_url?: string;
  redirect_close?: WireFlag;
  /** Seconds before closing after the redirect. */
  redirect_close_delay?: number;
}

export interface GamifiedPrize {
  prize_id: string;
  /** 1 for a winning slice (spec §4). */
  is_winner: 0 | 1;
  label: string;
  /** A code every winner of this prize shares (a coupon's code). */
  code?: string;
  /**
   * Ours: a coupon with a single-use code pattern; each winner gets a code of their own issued
   * from it (the coupons module's `issueUniqueCode`). Takes the place of `code`.
   */
  coupon_id?: string;
  /** Chance in percent; drawn by weight chances/100. */
  chances: number;
  /** The losing screen's words. */
  loosing_option?: string;
  redirect_to?: WireFlag;
  redirect_to_options?: GamifiedPrizeRedirect;
  /**
   * Ours: the prize's words in other languages. A prize without them (or without one of them)
   * shows its own words in every language.
   */
  translations?: GamifiedPrizeTranslations;
}

/** A prize's words in one more language; an empty or missing one shows the prize's own. */
export interface GamifiedPrizeTranslation {
  label?: string;
  loosing_option?: string;
}

export type GamifiedPrizeTranslations = Partial<Record<Language, GamifiedPrizeTranslation>>;

/**
 * The prize as a page in `lang` is served it: its words in that language where it has them,
 * without its translations (a browser is sent one language only).
 */
export function prizeIn<Prize extends GamifiedPrize>(
  prize: Prize,
  lang: Language | undefined,
): Omit<Prize, 'translations'> {
  const { translations, ...own } = prize;
  const words = lang ? translations?.[lang] : undefined;
  const label = words?.label?.trim();
  const losing = words?.loosing_option?.trim();
  return {
    ...own,
    ...(label ? { label } : {}),
    ...(losing ? { loosing_option: losing } : {}),
  };
}

/** Whether any prize has words in `lang`: then the popup has content of its own in it. */
export const prizesHaveLanguage = (prizes: readonly GamifiedPrize[] | undefined, lang: Language) =>
  (prizes ?? []).some((prize) => prize.translations?.[lang] !== undefined);

/** Most prizes one game has (a wheel's slices stay readable). */
export const GAMIFIED_PRIZES_MAX = 24;

/** The prize a conversion drew, as the conversion call answers it (the widget's whole knowledge). */
export interface GamePrizeResult {
  prize_id: string;
  is_winner: 0 | 1;
  label: string;
  /** The code to show: the shared one, or the single-use one issued to this lead. */
  code?: string;
}

/** How a gamified popup is played, by its format (spec §3, §9: a scratch card is format_2). */
export type GameKind = 'wheel' | 'scratch' | 'gift';

export function gameKindOf(format: string | undefined): GameKind {
  if (format === 'format_2') return 'scratch';
  if (format === 'format_3') return 'gift';
  return 'wheel';
}

/** The wheel turns this long before it stops on the drawn slice (spec §9). */
export const WHEEL_SPIN_MS = 7000;
/** A scratch card left at or below half scratched reveals itself this long after (spec §4). */
export const SCRATCH_REVEAL_MS = 3000;
/** Half scratched: the card gives up the rest at once. */
export const SCRATCH_REVEAL_SHARE = 0.5;
/** A prize's close or redirect delay when it names none, in seconds (spec §9). */
export const GAME_CLOSE_DELAY_DEFAULT_S = 4;
/** The delay is this many times longer when the prize shows a code, to copy it (spec §9). */
export const GAME_CLOSE_DELAY_COUPON_FACTOR = 3;
