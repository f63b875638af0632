// Beside the builder (below it on a phone): the form as visitors will see it, drawn by the real
// visitor component (@pinwheel/forms' WebForm in preview mode: every rule and condition checked,
// nothing fetched or sent), in the language being written in. It follows the edits a moment after
// the owner stops typing, and a row of page buttons shows any page of a multi-page form at once
// (Next would first ask for the page's required fields). The component and its styles load only
// here (live-form-preview.tsx), so the other dashboard pages do not carry them.
import type { Language, WebFormDefinition } from '@pinwheel/core';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../translation.ts';
import { wordsIn } from './form-draft.ts';

/** How long the preview waits after the last edit before it draws the form anew. */
export const PREVIEW_DELAY_MS = 300;

function PreviewFailed() {
  const { t } = useTranslation();
  return (
    <p className="admin-notice admin-notice--error" role="alert">
      {t('adminForms.builder.previewFailed')}
    </p>
  );
}

const LiveFormPreview = lazy(() =>
  import('./live-form-preview.tsx').catch((error: unknown) => {
    console.error('The form preview could not be loaded', error);
    return { default: PreviewFailed };
  }),
);

export interface PreviewPlaces {
  /** The address field's countries, in the owner's language. */
  countries: Array<{ code: string; name: string }>;
  countriesWithoutStates: string[];
}

export function FormPreview(props: {
  definition: WebFormDefinition;
  lang: Language;
  places: PreviewPlaces;
  /** The page holding the field being edited: the preview shows it. */
  editingPage: number | null;
}) {
  const { t } = useTranslation();
  const definition = useSettled(props.definition, PREVIEW_DELAY_MS);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The page asked for (a page button, the field being edited: a new request each time, even for
  // the page asked before) and the page the preview is on (where Next and Previous took it).
  const [asked, setAsked] = useState(() => ({ index: props.editingPage ?? 0 }));
  const [shown, setShown] = useState(asked.index);
  useEffect(() => {
    if (props.editingPage !== null) setAsked({ index: props.editingPage });
  }, [props.editingPage]);
  const onPageChange = useCallback((index: number) => setShown(index), []);
  const loading = (
    <p className="admin-field__hint" role="status">
      {t('adminForms.builder.previewLoading')}
    </p>
  );
  return (
    <>
      {definition.pages.length > 1 ? (
        <div
          className="form-builder__preview-pages"
          role="group"
          aria-label={t('adminForms.builder.previewPages')}
        >
          {definition.pages.map((page, index) => (
            <button
              key={page.id}
              type="button"
              className="button button--quiet"
              aria-pressed={index === shown}
              onClick={() => setAsked({ index })}
            >
              {wordsIn(page.title, props.lang) || t('adminForms.page.numbered', { n: index + 1 })}
            </button>
          ))}
        </div>
      ) : null}
      <div
        className="form-builder__preview-frame"
        lang={props.lang}
        dir={props.lang === 'he' ? 'rtl' : 'ltr'}
      >
        {hydrated ? (
          <Suspense fallback={loading}>
            <LiveFormPreview
              definition={definition}
              lang={props.lang}
              places={props.places}
              page={asked}
              onPageChange={onPageChange}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </>
  );
}

/** The value once it has stayed the same for `ms` (the first one at once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
