// One popup on screen: its layer (backdrop or placement), the frame at its size, the body, the
// preview banner and the ways to close it. What closing does (the exit effect, the recorded close)
// is the caller's: the frame only says which close the visitor chose. Its parts: naming and focus
// (frame-focus.ts), Escape, Tab and outside clicks (frame-document-listeners.ts), the timed closes
// (frame-closing.ts), its forms (lead-form/frame-lead-form.ts), its close buttons (below).
import {
  directionOf,
  POPUP_MAX_SCALE,
  widgetText,
  type CloseTrigger,
  type DesignDocument,
  type Language,
} from '@pinwheel/core';
import type { LeadValue } from '@pinwheel/core/lead-form';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { CloseOptions } from './close-options.ts';
import { DynamicText, useLiveText, type LiveText } from './dynamic-text.ts';
import { ProductsSlot } from './design-body.tsx';
import { loadShop } from './shop/shop-loader.ts';
import {
  useCloseDelay,
  useCloseRequest,
  useClosingTimers,
  type RequestClose,
} from './frame-closing.ts';
import { useDocumentListeners } from './frame-document-listeners.ts';
import { useDialogName, useInitialFocus } from './frame-focus.ts';
import { useFrameLeadForm } from './lead-form/frame-lead-form.ts';
import { redirectAfter, type LeadFormSetup } from './lead-form/lead-form-setup.ts';
import { PopupBody } from './popup-body.tsx';
import type { PopupEffect } from './popup-effects.ts';
import type { PopupLayout } from './popup-layout.ts';
import { themeProperties } from './theme-colours.ts';

export interface PopupFrameProps {
  /** The owner's name for the popup: the dialog's accessible name when the body has no heading. */
  name: string;
  /** The template, shown when there is no design document. */
  html: string;
  /** The design document: its blocks are the body. */
  design?: DesignDocument;
  /** When the popup's countdown reaches zero (epoch ms): the popup closes itself (`timer`). */
  deadline: number | null;
  lang: Language;
  layout: PopupLayout;
  close: CloseOptions;
  entry: PopupEffect;
  exit: PopupEffect;
  /** Shown from the owner's editor: the preview banner sits on top. */
  preview: boolean;
  /** Opened by the visitor's own click or key: focus moves in at once rather than after 2 s. */
  focusAtOnce: boolean;
  /** The close button's default label: 'skip' for a full-screen takeover or a game. */
  closeLabel: 'close' | 'skip';
  /** Fills the owner's texts' placeholders, following the cart (dynamic-text.ts). */
  text: LiveText;
  /** The recommendations block's products, drawn where the design's `products` block is. */
  products: (() => ReactNode) | null;
  /** Who sends the popup's form, and what follows (lead-form-setup.ts). */
  leadSetup: LeadFormSetup;
  /** The exit effect is playing; the popup no longer reacts. */
  closing: boolean;
  onClose(trigger: CloseTrigger): void;
}

export function PopupFrame(props: PopupFrameProps) {
  const { layout, close, lang, deadline } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const [thanks, setThanks] = useState(false);
  /** Counts the template's arrivals (it waits for the sanitiser), so the heading is found after. */
  const [templateDrawn, setTemplateDrawn] = useState(0);
  const scale = useCanvasScale(layout);
  const requestClose = useCloseRequest(props.onClose, props.closing);
  const fillText = useLiveText(props.text);

  useDialogName(frameRef, { html: props.html, design: props.design, templateDrawn, thanks });
  useInitialFocus(frameRef, layout, props.focusAtOnce);
  useDocumentListeners(frameRef, layout, close, requestClose);
  useClosingTimers(close, deadline, thanks, requestClose);

  // After a stored conversion: the redirect when the popup has one, and the thank-you screen (or
  // the popup closes as sent).
  function afterSent(values: Record<string, LeadValue>): void {
    if (!props.preview) {
      const { cartItems } = props.leadSetup;
      // The popup's cart items (add_to_cart, shopify_add_to_cart_2…6) go in the cart.
      if (cartItems.length) {
        loadShop().then((shop) => shop.addSubmitItems(window, cartItems), console.warn);
      }
      redirectAfter(window, props.leadSetup, values);
    }
    if (close.thankYou) setThanks(true);
    else requestClose('submit');
  }
  const { form, submitTemplate } = useFrameLeadForm(frameRef, {
    lang,
    preview: props.preview,
    leadSetup: props.leadSetup,
    afterSent,
    templateBlocked: props.closing || thanks || Boolean(props.design),
  });
  const waitSeconds = useCloseDelay(close);

  const layerClasses = [
    'layer',
    layout.placement,
    layout.backdrop && 'backdrop',
    layout.embedded && 'embedded',
    layout.canvas && 'canvas',
    props.closing ? effectClass('exit', props.exit) : effectClass('enter', props.entry),
  ];
  const { width, height } = layout.size;
  return (
    <div className={layerClasses.filter(Boolean).join(' ')} lang={lang} dir={directionOf(lang)}>
      <div
        ref={frameRef}
        className={props.design || thanks ? 'frame designed' : 'frame'}
        role="dialog"
        aria-modal={layout.blocking ? 'true' : undefined}
        aria-label={props.name}
        tabIndex={-1}
        style={
          {
            width: `${width}px`,
            height: `${height}px`,
            transform: scale < 1 ? `scale(${scale})` : undefined,
            ...(props.design ? themeProperties(props.design.theme) : {}),
          } as CSSProperties
        }
      >
        {props.preview && <p className="preview-banner">{widgetText(lang, 'previewBanner')}</p>}
        <DynamicText.Provider value={fillText}>
          <ProductsSlot.Provider value={props.products}>
            <PopupBody
              html={props.html}
              design={props.design}
              lang={lang}
              deadline={deadline}
              thanks={thanks}
              onClose={() => requestClose('cancel_click')}
              onSubmit={(element) => void submitTemplate(element)}
              form={form}
              onTemplateDrawn={() => setTemplateDrawn((count) => count + 1)}
            />
          </ProductsSlot.Provider>
        </DynamicText.Provider>
        <CloseControls
          close={close}
          lang={lang}
          closeLabel={props.closeLabel}
          thanks={thanks}
          waitSeconds={waitSeconds}
          requestClose={requestClose}
        />
      </div>
    </div>
  );
}

interface CloseControlsProps {
  close: CloseOptions;
  lang: Language;
  closeLabel: PopupFrameProps['closeLabel'];
  thanks: boolean;
  /** Seconds before the X may be used: a countdown shows in its place meanwhile. */
  waitSeconds: number;
  requestClose: RequestClose;
}

/** The close buttons the popup's options ask for: the text button under the body, and the X. */
function CloseControls({
  close,
  lang,
  closeLabel,
  thanks,
  waitSeconds,
  requestClose,
}: CloseControlsProps) {
  const xLabel = widgetText(lang, 'close');
  return (
    <>
      {close.closeButton && !thanks && (
        <button type="button" className="close-button" onClick={() => requestClose('cancel_click')}>
          {close.buttonText || widgetText(lang, closeLabel)}
        </button>
      )}
      {close.xButton &&
        (waitSeconds > 0 ? (
          <span className="x countdown" role="timer">
            <span aria-hidden="true">{waitSeconds}</span>
            <span className="visually-hidden">{`${widgetText(lang, 'closeIn')} ${waitSeconds}`}</span>
          </span>
        ) : (
          <button
            type="button"
            className="x"
            aria-label={xLabel}
            title={xLabel}
            onClick={() => requestClose('x_click')}
          >
            <span aria-hidden="true">×</span>
          </button>
        ))}
    </>
  );
}

function effectClass(phase: 'enter' | 'exit', effect: PopupEffect): string | false {
  return effect !== 'none' && `${phase}-${effect}`;
}

/** A fullpage popup's canvas scale: the viewport's share of the canvas, at most 1 (spec §9). */
function canvasScale(layout: PopupLayout): number {
  if (!layout.canvas) return 1;
  const { width, height } = layout.size;
  return Math.min(POPUP_MAX_SCALE, window.innerWidth / width, window.innerHeight / height);
}

/** The canvas scale, following the viewport as it is resized (a phone turned sideways). */
function useCanvasScale(layout: PopupLayout): number {
  const [scale, setScale] = useState(() => canvasScale(layout));
  useEffect(() => {
    if (!layout.canvas) return;
    const onResize = () => setScale(canvasScale(layout));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [layout]);
  return scale;
}
