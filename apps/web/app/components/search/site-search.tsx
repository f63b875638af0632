// The header's search. Before JavaScript runs (and without it) it is a plain GET form to the
// results page. Once the page is hydrated it becomes a button that opens the full-screen search
// overlay (spec popup-widget §7 "Search"); the overlay's code and styles are a chunk of their own,
// fetched when the button is hovered, focused or pressed, so pages pay nothing for it until then.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../translation.ts';

const loadOverlay = () => import('./search-overlay.tsx');
const SearchOverlay = lazy(loadOverlay);

function SearchIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SiteSearch() {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => setEnhanced(true), []);
  // Focus goes back to the toggle once the dialog has gone: while it is still a modal, the page
  // behind it (the toggle too) is inert and cannot take focus.
  useEffect(() => {
    if (wasOpen.current && !open) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!enhanced) {
    return (
      <form role="search" method="get" action="/search" className="site-search">
        <input
          type="search"
          name="s"
          className="site-search__input"
          aria-label={t('search.label')}
          placeholder={t('search.label')}
          maxLength={200}
        />
        <button type="submit" className="site-search__button">
          {t('search.submit')}
        </button>
      </form>
    );
  }
  return (
    <div className="site-search">
      <button
        ref={toggle}
        type="button"
        className="site-search__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span>{t('search.label')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
