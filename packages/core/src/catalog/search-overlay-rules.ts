// The search overlay's two decisions (spec popup-widget §5, §9): whether what is typed is worth a
// search, and how tall the results list may be on this screen. Pure, so they are tested alone.
import {
  SEARCH_MIN_CHARS,
  SEARCH_RESULTS_MAX_HEIGHT_PX,
  SEARCH_RESULTS_MAX_HEIGHT_SMALL_PX,
  SEARCH_SMALL_SCREEN_SIDE_PX,
} from '../constants.ts';
import { SEARCH_MAX_LENGTH } from './search-ranking.ts';

/** The query to search for, or null when it is shorter than minChars (spaces do not count). */
export function searchableQuery(typed: string, minChars = SEARCH_MIN_CHARS): string | null {
  const query = typed.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
  // Code points, not UTF-16 units: an emoji or a letter outside the BMP counts once.
  return [...query].length >= minChars ? query : null;
}

/** The results list's max height in px for a screen of this size (the shorter side decides). */
export function searchResultsMaxHeight(screenWidth: number, screenHeight: number): number {
  return Math.min(screenWidth, screenHeight) < SEARCH_SMALL_SCREEN_SIDE_PX
    ? SEARCH_RESULTS_MAX_HEIGHT_SMALL_PX
    : SEARCH_RESULTS_MAX_HEIGHT_PX;
}
