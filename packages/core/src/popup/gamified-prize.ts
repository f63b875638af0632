// One slice of a spin wheel, gift box or scratch card (spec §3 gamified_prize). Wire names kept
// exactly, including `loosing_option`.
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
  code?: string;
  /** Chance in percent; the widget picks by weight chances/100. */
  chances: number;
  loosing_option?: string;
  redirect_to?: WireFlag;
  redirect_to_options?: GamifiedPrizeRedirect;
}
