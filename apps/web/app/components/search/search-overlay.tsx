// The full-screen search overlay (spec popup-widget §3, §5, §7–§9 "Search"): a modal dialog with
// the search field; before a search, the visitor's recent searches (last 5 shown, 10 kept), popular
// keywords, the chosen categories and the promo banner; while typing, from 3 characters and 100 ms
// after the last key, product suggestions with add to cart, keywords, categories and posts, in a
// list at most 500 px tall (400 on small screens). Enter goes to the results page with s,
// search_id and post_type. Loaded lazily by site-search.tsx; its styles come with it. Its state
// and searching are search-state.ts's; the dialog's behaviour is modal-dialog.ts's.
import { searchableQuery, shownRecentSearches } from '@pinwheel/core';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useShellData } from '../../shell-data.ts';
import { useTranslation } from '../../translation.ts';
import { keepTabInside, useModalDialog } from './modal-dialog.ts';
import overlayCss from './search-overlay.css?inline';
import { SearchField } from './search-field.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchStart } from './search-start.tsx';
import { useSearch } from './search-state.ts';
import { SearchStatusLine } from './search-status-line.tsx';

/** Identifies one search from the overlay on the results page (the spec's search_id). */
function newSearchId(): string {
  return Math.random().toString(36).slice(2, 10);
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { lang, t } = useTranslation();
  const pageNonce = useShellData()?.formNonce ?? '';
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const statusId = useId();
  const search = useSearch(lang, pageNonce);
  const { state, query } = search;
  useModalDialog(dialog, input);

  // Like the search itself, the results page is asked for only from minChars (spec §5); the
  // status line says how many characters are needed.
  function goToResults(text: string) {
    const searched = searchableQuery(text);
    if (!searched) return;
    search.remember(searched);
    const params = new URLSearchParams({
      s: searched,
      search_id: newSearchId(),
      post_type: 'product',
    });
    onClose();
    void navigate(`/search?${params}`);
  }

  function searchFor(text: string) {
    search.type(text);
    input.current?.focus();
  }

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
      onKeyDown={(event) => {
        // Escape closes from anywhere, the filled search field too (whose own Escape would only
        // empty it).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        } else keepTabInside(event);
      }}
    >
      <style>{overlayCss}</style>
      <div className="search-overlay__inner">
        <div className="search-overlay__bar">
          <h2 id={titleId} className="visually-hidden">
            {t('search.label')}
          </h2>
          <SearchField
            inputRef={input}
            typed={state.typed}
            statusId={statusId}
            onType={search.type}
            onSubmit={() => goToResults(state.typed)}
          />
          <button
            type="button"
            className="search-overlay__close"
            aria-label={t('search.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <SearchStatusLine id={statusId} state={state} query={query} />
        {query && state.answer ? (
          <SearchResults
            answer={state.answer}
            popular={state.overview?.keywords ?? []}
            maxHeight={state.maxHeight}
            onFollow={() => {
              search.remember(query);
              onClose();
            }}
            onKeyword={searchFor}
          />
        ) : query ? null : (
          <SearchStart
            recent={shownRecentSearches(state.recent)}
            overview={state.overview}
            onSearch={searchFor}
            onClearRecent={search.clearRecent}
            onFollow={onClose}
          />
        )}
      </div>
    </dialog>
  );
}
