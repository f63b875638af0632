// Beside the editor: the popup as a visitor will see it, drawn by the widget's own renderer
// (`@pinwheel/widget/editor-stage`, loaded as its own chunk once the page is in the browser) in a
// shadow root, on a laptop's or a phone's viewport, in English or Hebrew, on any of its screens
// (the form, the thank-you screen, a game's result, the page with only its teaser tab). It follows what is typed a moment after the
// typing stops, so the renderer is not redrawn on every key. A products block draws the shop's
// products for the selection being edited (preview-products.ts).
import { isOn, type Language } from '@pinwheel/core';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { StageScreen, StageViewport } from '@pinwheel/widget/editor-stage';
import { LoadingState } from '../../admin/page-states.tsx';
import { useTranslation } from '../../../translation.ts';
import { contentIn, type PopupDraft } from './popup-draft.ts';
import { usePreviewProducts } from './preview-products.ts';

const PopupStage = lazy(() =>
  import('@pinwheel/widget/editor-stage').then((module) => ({ default: module.PopupStage })),
);

/** How long typing must pause before the preview is drawn again. */
const PREVIEW_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function PopupPreview(props: { id: string; draft: PopupDraft }) {
  const { t, lang: pageLang } = useTranslation();
  const [lang, setLang] = useState<Language>(pageLang);
  const [viewport, setViewport] = useState<StageViewport>('desktop');
  const [screen, setScreen] = useState<StageScreen>('form');
  const screenId = useId();
  // The renderer is drawn in the browser only: the server's page has the controls and a wait.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const draft = useDebounced(props.draft, PREVIEW_DEBOUNCE_MS);
  const products = usePreviewProducts(props.id, draft, lang);
  const popup = draft.popup;
  const game = popup.poptin_type === 'gamified';
  const teaser = isOn(popup.is_teasers_on) && Boolean(popup.design?.teaser);
  const screens: StageScreen[] = [
    'form',
    'thanks',
    ...(game ? (['result'] as const) : []),
    ...(teaser ? (['teaser'] as const) : []),
  ];

  return (
    <section className="popup-preview" aria-label={t('popupEditor.preview')}>
      <h2 className="popup-preview__title">{t('popupEditor.preview')}</h2>
      <div className="popup-preview__controls">
        <Toggle
          label={t('popupEditor.previewLanguage')}
          value={lang}
          onChange={setLang}
          options={[
            { value: 'en', label: t('popupEditor.english') },
            { value: 'he', label: t('popupEditor.hebrew') },
          ]}
        />
        <Toggle
          label={t('popupEditor.previewDevice')}
          value={viewport}
          onChange={setViewport}
          options={[
            { value: 'desktop', label: t('popupEditor.desktop') },
            { value: 'phone', label: t('popupEditor.phone') },
          ]}
        />
        <div className="popup-preview__screen">
          <label htmlFor={screenId}>{t('popupEditor.previewScreen')}</label>
          <select
            id={screenId}
            value={screen}
            onChange={(event) => setScreen(event.target.value as StageScreen)}
          >
            {screens.map((one) => (
              <option key={one} value={one}>
                {t(`popupEditor.screen.${one}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div
        className={`popup-preview__stage popup-preview__stage--${viewport}`}
        data-preview-lang={lang}
        data-preview-screen={screen}
      >
        {inBrowser ? (
          <Suspense fallback={<LoadingState label={t('popupEditor.previewLoading')} />}>
            <PopupStage
              popup={{
                poptin_id: props.id,
                poptin_name: popup.poptin_name,
                poptin_type: popup.poptin_type,
                poptin_format: popup.poptin_format,
                poptin_target: popup.poptin_target,
              }}
              content={contentIn(draft, lang, props.id)}
              lang={lang}
              screen={screens.includes(screen) ? screen : 'form'}
              viewport={viewport}
              products={products.stage}
            />
          </Suspense>
        ) : (
          <LoadingState label={t('popupEditor.previewLoading')} />
        )}
      </div>
      {products.forVisitor ? (
        <p className="admin-field__hint">{t('popupEditor.previewProductsVisitor')}</p>
      ) : null}
      <p className="admin-field__hint">{t('popupEditor.previewNote')}</p>
    </section>
  );
}

function Toggle<T extends string>(props: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
}) {
  return (
    <div className="popup-toggle" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="popup-toggle__option"
          aria-pressed={props.value === option.value}
          onClick={() => props.onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
