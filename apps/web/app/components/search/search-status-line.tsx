// The overlay's live status line: searching, failed, how many products were found (or that
// nothing matched), or how many characters a search needs.
import { SEARCH_MIN_CHARS, type SearchAnswer } from '@pinwheel/core';
import { useTranslation } from '../../translation.ts';
import type { SearchState } from './search-state.ts';

export function SearchStatusLine(props: {
  id: string;
  state: Pick<SearchState, 'status' | 'answer' | 'typed'>;
  query: string | null;
}) {
  const { t } = useTranslation();
  const { status, answer, typed } = props.state;
  const found = (done: SearchAnswer) => {
    const count = done.suggestions.length;
    if (count === 0 && done.posts.length === 0 && done.categories.length === 0) {
      return t('search.none', { query: done.query });
    }
    return count === 1 ? t('search.foundOne') : t('search.found', { count });
  };
  const text =
    status === 'loading'
      ? t('search.searching')
      : status === 'failed'
        ? t('search.failed')
        : status === 'done' && answer && props.query
          ? found(answer)
          : typed.trim() && !props.query
            ? t('search.minChars', { count: SEARCH_MIN_CHARS })
            : '';
  return (
    <p id={props.id} className="search-overlay__status" role="status" aria-live="polite">
      {text}
    </p>
  );
}
