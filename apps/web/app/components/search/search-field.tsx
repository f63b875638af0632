// The overlay's search field and its button: a search form to the results page (role search),
// whose submission the overlay takes over to go there without a page load. The status line
// describes the field, so what it announces is read with it.
import { SEARCH_MAX_LENGTH } from '@pinwheel/core';
import type { RefObject } from 'react';
import { useTranslation } from '../../translation.ts';

export function SearchField(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  typed: string;
  statusId: string;
  onType(text: string): void;
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      method="get"
      action="/search"
      className="search-overlay__form"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <input
        ref={props.inputRef}
        type="search"
        name="s"
        className="search-overlay__input"
        value={props.typed}
        onChange={(event) => props.onType(event.target.value)}
        aria-label={t('search.label')}
        aria-describedby={props.statusId}
        placeholder={t('search.prompt')}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-overlay__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
