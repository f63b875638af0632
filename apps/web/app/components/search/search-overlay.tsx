// The full-screen search overlay (spec popup-widget §3, §5, §7–§9 "Search"): a modal dialog with
// the search field; before a search, the visitor's recent searches (last 5 shown, 10 kept), popular
// keywords, the chosen categories and the promo banner; while typing, from 3 characters and 100 ms
// after the last key, product suggestions with add to cart, keywords, categories and posts, in a
// list at most 500 px tall (400 on small screens). Enter goes to the results page with s,
// search_id and post_type. Loaded lazily by site-search.tsx; its styles come with it.
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_CHARS,
  searchableQuery,
  searchResultsMaxHeight,
  shownRecentSearches,
  type SearchAnswer,
  type SearchOverview,
} from '@pinwheel/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useShellData } from '../../shell-data.ts';
import { useTranslation } from '../../translation.ts';
import overlayCss from './search-overlay.css?inline';
import {
  clearRecentSearches,
  loadRecentSearches,
  saveRecentSearch,
} from './recent-search-storage.ts';
import { searchOverview, searchShop } from './search-client.ts';
import { SearchResults } from './search-results.tsx';
import { SearchStart } from './search-start.tsx';

type Status = 'idle' | 'loading' | 'done' | 'failed';

/** What the status line announces once a search has answered. */
function useFoundText() {
  const { t } = useTranslation();
  return (answer: SearchAnswer) => {
    const count = answer.suggestions.length;
    if (count === 0 && answer.posts.length === 0 && answer.categories.length === 0) {
      return t('search.none', { query: answer.query });
    }
    return count === 1 ? t('search.foundOne') : t('search.found', { count });
  };
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Identifies one search from the overlay on the results page (the spec's search_id). */
function newSearchId(): string {
  return Math.random().toString(36).slice(2, 10);
}

export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { lang, t } = useTranslation();
  const pageNonce = useShellData()?.formNonce ?? '';
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const statusId = useId();
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [overview, setOverview] = useState<SearchOverview | null>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const [maxHeight, setMaxHeight] = useState<number | undefined>(undefined);
  const query = searchableQuery(typed);
  const foundText = useFoundText();

  // Open as a modal: the page behind turns inert and stops scrolling; focus starts in the field.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    input.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    setRecent(loadRecentSearches());
    setMaxHeight(searchResultsMaxHeight(window.screen.width, window.screen.height));
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    let current = true;
    searchOverview(lang).then(
      (loaded) => current && setOverview(loaded),
      // Without the overview the overlay still searches; the recent searches still show.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang]);

  // Search once typing pauses, only from minChars; a newer query cancels the older one.
  useEffect(() => {
    if (query === null) {
      setStatus('idle');
      setAnswer(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus('loading');
      searchShop(query, lang, pageNonce, controller.signal).then(
        (found) => {
          setAnswer(found);
          setStatus('done');
        },
        () => {
          if (!controller.signal.aborted) setStatus('failed');
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang, pageNonce]);

  function remember() {
    if (query) setRecent(saveRecentSearch(query));
  }

  // Like the search itself, the results page is asked for only from minChars (spec §5); the
  // status line says how many characters are needed.
  function goToResults(text: string) {
    const search = searchableQuery(text);
    if (!search) return;
    setRecent(saveRecentSearch(search));
    const params = new URLSearchParams({
      s: search,
      search_id: newSearchId(),
      post_type: 'product',
    });
    onClose();
    void navigate(`/search?${params}`);
  }

  function searchFor(text: string) {
    setTyped(text);
    input.current?.focus();
  }

  // Escape closes from anywhere, the filled search field too (whose own Escape would only empty
  // it); Tab and Shift+Tab stay inside the dialog, wrapping at either end.
  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const statusText =
    status === 'loading'
      ? t('search.searching')
      : status === 'failed'
        ? t('search.failed')
        : status === 'done' && answer && query
          ? foundText(answer)
          : typed.trim() && !query
            ? t('search.minChars', { count: SEARCH_MIN_CHARS })
            : '';

  return (
    <dialog
      ref={dialog}
      className="search-overlay"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: close through the page's state, which also returns focus to the toggle.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <style>{overlayCss}</style>
      <div className="search-overlay__inner">
        <div className="search-overlay__bar">
          <h2 id={titleId} className="visually-hidden">
            {t('search.label')}
          </h2>
          <form
            role="search"
            method="get"
            action="/search"
            className="search-overlay__form"
            onSubmit={(event) => {
              event.preventDefault();
              goToResults(typed);
            }}
          >
            <input
              ref={input}
              type="search"
              name="s"
              className="search-overlay__input"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-label={t('search.label')}
              aria-describedby={statusId}
              placeholder={t('search.prompt')}
              maxLength={SEARCH_MAX_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="search-overlay__submit">
              {t('search.submit')}
            </button>
          </form>
          <button
            type="button"
            className="search-overlay__close"
            aria-label={t('search.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M5 5l10 10M15 5L5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <p id={statusId} className="search-overlay__status" role="status" aria-live="polite">
          {statusText}
        </p>
        {query && answer ? (
          <SearchResults
            answer={answer}
            popular={overview?.keywords ?? []}
            maxHeight={maxHeight}
            onFollow={() => {
              remember();
              onClose();
            }}
            onKeyword={searchFor}
          />
        ) : query ? null : (
          <SearchStart
            recent={shownRecentSearches(recent)}
            overview={overview}
            onSearch={searchFor}
            onClearRecent={() => setRecent(clearRecentSearches())}
            onFollow={onClose}
          />
        )}
      </div>
    </dialog>
  );
}
