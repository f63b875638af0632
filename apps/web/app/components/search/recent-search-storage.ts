// The visitor's recent searches in localStorage (core's recent-searches.ts decides what is kept).
// Storage may be missing or refuse writes (private modes, full quota): searching still works,
// only nothing is remembered.
import { SEARCH_RECENT_STORAGE_KEY, readRecentSearches, rememberSearch } from '@pinwheel/core';

export function loadRecentSearches(): string[] {
  try {
    return readRecentSearches(window.localStorage.getItem(SEARCH_RECENT_STORAGE_KEY));
  } catch {
    return [];
  }
}

function store(list: string[]): string[] {
  try {
    if (list.length) window.localStorage.setItem(SEARCH_RECENT_STORAGE_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(SEARCH_RECENT_STORAGE_KEY);
  } catch {
    // Nothing remembered; the list still shows for this page.
  }
  return list;
}

export function saveRecentSearch(query: string): string[] {
  return store(rememberSearch(loadRecentSearches(), query));
}

export function clearRecentSearches(): string[] {
  return store([]);
}
