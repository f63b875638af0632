// The search overlay's one state object and the searching it drives: what is typed, the search's
// progress and answer, what shows before a search (the shop's overview, the visitor's recent
// searches) and how tall the results list may be. A search starts once typing pauses, only from
// minChars; a newer query cancels the older one (spec popup-widget §5).
import {
  SEARCH_DEBOUNCE_MS,
  searchableQuery,
  searchResultsMaxHeight,
  type Language,
  type SearchAnswer,
  type SearchOverview,
} from '@pinwheel/core';
import { useEffect, useReducer } from 'react';
import {
  clearRecentSearches,
  loadRecentSearches,
  saveRecentSearch,
} from './recent-search-storage.ts';
import { searchOverview, searchShop } from './search-client.ts';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface SearchState {
  typed: string;
  status: SearchStatus;
  /** The last answer, still shown while the next search runs. */
  answer: SearchAnswer | null;
  overview: SearchOverview | null;
  recent: string[];
  /** The results list's max height in px (spec §9), known once the overlay opens in a browser. */
  maxHeight: number | undefined;
}

type SearchAction =
  | { type: 'opened'; recent: string[]; maxHeight: number }
  | { type: 'typed'; text: string }
  /** Fewer than minChars typed: nothing is searched and no answer shows. */
  | { type: 'cleared' }
  | { type: 'searching' }
  | { type: 'found'; answer: SearchAnswer }
  | { type: 'failed' }
  | { type: 'overview'; overview: SearchOverview }
  | { type: 'recent'; recent: string[] };

const initialSearchState: SearchState = {
  typed: '',
  status: 'idle',
  answer: null,
  overview: null,
  recent: [],
  maxHeight: undefined,
};

function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'opened':
      return { ...state, recent: action.recent, maxHeight: action.maxHeight };
    case 'typed':
      return { ...state, typed: action.text };
    case 'cleared':
      return { ...state, status: 'idle', answer: null };
    case 'searching':
      return { ...state, status: 'loading' };
    case 'found':
      return { ...state, status: 'done', answer: action.answer };
    case 'failed':
      return { ...state, status: 'failed' };
    case 'overview':
      return { ...state, overview: action.overview };
    case 'recent':
      return { ...state, recent: action.recent };
  }
}

export function useSearch(lang: Language, pageNonce: string) {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const query = searchableQuery(state.typed);

  // Storage and the screen are the browser's: read once the overlay is open.
  useEffect(() => {
    dispatch({
      type: 'opened',
      recent: loadRecentSearches(),
      maxHeight: searchResultsMaxHeight(window.screen.width, window.screen.height),
    });
  }, []);

  useEffect(() => {
    let current = true;
    searchOverview(lang).then(
      (overview) => current && dispatch({ type: 'overview', overview }),
      // Without the overview the overlay still searches; the recent searches still show.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang]);

  useEffect(() => {
    if (query === null) {
      dispatch({ type: 'cleared' });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      dispatch({ type: 'searching' });
      searchShop(query, lang, pageNonce, controller.signal).then(
        (found) => dispatch({ type: 'found', answer: found }),
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'failed' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang, pageNonce]);

  return {
    state,
    /** What is searched: the typed text once it is long enough, else null. */
    query,
    type: (text: string) => dispatch({ type: 'typed', text }),
    /** Keeps a search among the visitor's recent ones. */
    remember: (search: string) => dispatch({ type: 'recent', recent: saveRecentSearch(search) }),
    clearRecent: () => dispatch({ type: 'recent', recent: clearRecentSearches() }),
  };
}
