// The visitor's recent searches (spec popup-widget §3 "Search recent searches: local list", §9):
// newest first, a repeat moves to the front instead of showing twice (case and spacing ignored),
// at most SEARCH_RECENT_STORED kept and SEARCH_RECENT_SHOWN shown. Pure: the overlay keeps the list
// in localStorage and asks these functions what to store and show.
import { SEARCH_RECENT_SHOWN, SEARCH_RECENT_STORED } from '../constants.ts';
import { SEARCH_MAX_LENGTH } from './search-ranking.ts';

function normalized(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/** The list after a search for `query`; an empty query changes nothing. */
export function rememberSearch(list: readonly string[], query: string): string[] {
  const search = normalized(query).slice(0, SEARCH_MAX_LENGTH);
  if (!search) return [...list];
  const key = search.toLowerCase();
  return [search, ...list.filter((item) => item.toLowerCase() !== key)].slice(
    0,
    SEARCH_RECENT_STORED,
  );
}

/** The searches the overlay lists. */
export function shownRecentSearches(list: readonly string[]): string[] {
  return list.slice(0, SEARCH_RECENT_SHOWN);
}

/**
 * The list as stored, from whatever localStorage holds: another tab, an older version or a
 * visitor's own tinkering may have left anything there, so anything unexpected is dropped.
 */
export function readRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const search = normalized(item).slice(0, SEARCH_MAX_LENGTH);
    if (search && !list.some((known) => known.toLowerCase() === search.toLowerCase())) {
      list.push(search);
    }
  }
  return list.slice(0, SEARCH_RECENT_STORED);
}
