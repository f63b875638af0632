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
  type GamePrizeResult,
  type Language,
} from '@pinwheel/core';
import type { LeadValue } from '@pinwheel/core/lead-form';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
import { useGameModule, type GameRequest } from './game-request.ts';
import { useFrameLeadForm } from './lead-form/frame-lead-form.ts';
import {
  REDIRECT_AFTER_SUBMIT_MS,
  REDIRECT_AFTER_THANKS_MS,
  REDIRECT_COUPON_FACTOR,
} from './lead-form/after-conversion.ts';
import { redirectAfter, type LeadFormSetup } from './lead-form/lead-form-setup.ts';
import { PopupBody } from './popup-body.tsx';
import type { PopupEffect } from './popup-effects.ts';
import type { PopupLayout } from './popup-layout.ts';
import { thankYouBlocks } from './thank-you-screen.tsx';
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
  /** A gamified popup's game: played once its form is sent, on the prize the server drew. */
  game?: GameRequest | undefined;
  /** The exit effect is playing; the popup no longer reacts. */
  closing: boolean;
  onClose(trigger: CloseTrigger): void;
}

export function PopupFrame(props: PopupFrameProps) {
  const { layout, close, lang, deadline } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const [thanks, setThanks] = useState(false);
  /** The popup's coupon code as the conversion answered it (a single-use one for this lead). */
  const [leadCode, setLeadCode] = useState<string | undefined>(undefined);
  const coupon = props.leadSetup.coupon;
  const thankYou = useMemo(
    () => thankYouBlocks(props.design, coupon, leadCode),
    [props.design, coupon, leadCode],
  );
  // A code on the thank-you screen stays until the visitor closes it: they may still copy it.
  const keepsCode = thanks && hasCoupon(thankYou);
  /** Counts the template's arrivals (it waits for the sanitiser), so the heading is found after. */
  const [templateDrawn, setTemplateDrawn] = useState(0);
  const scale = useCanvasScale(layout);
  const requestClose = useCloseRequest(props.onClose, props.closing);
  const fillText = useLiveText(props.text);
  const game = useGameModule(props.game);
  /** The prize a game's conversion drew: the game plays it instead of the thank-you screen. */
  const [prize, setPrize] = useState<GamePrizeResult | null>(null);

  useDialogName(frameRef, { html: props.html, design: props.design, templateDrawn, thanks, game });
  useInitialFocus(frameRef, layout, props.focusAtOnce);
  useDocumentListeners(frameRef, layout, close, requestClose);
  useClosingTimers(close, deadline, thanks, requestClose, keepsCode);

  // After a stored conversion: a game plays the prize it drew (its own result screen follows);
  // otherwise the popup's cart items go in the cart, the redirect when the popup has one (after
  // the thank-you screen had its time to be read), and the thank-you screen (or the popup closes
  // as sent).
  function afterSent(
    values: Record<string, LeadValue>,
    code: string | undefined,
    drawn: GamePrizeResult | undefined,
  ): void {
    if (game && drawn) return setPrize(drawn);
    setLeadCode(code);
    const delay = !close.thankYou
      ? REDIRECT_AFTER_SUBMIT_MS
      : REDIRECT_AFTER_THANKS_MS *
        (hasCoupon(thankYouBlocks(props.design, coupon, code)) ? REDIRECT_COUPON_FACTOR : 1);
    if (!props.preview) {
      const { cartItems } = props.leadSetup;
      // The popup's cart items (add_to_cart, shopify_add_to_cart_2…6) go in the cart.
      if (cartItems.length) {
        loadShop().then((shop) => shop.addSubmitItems(window, cartItems), console.warn);
      }
      redirectAfter(window, props.leadSetup, values, delay);
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
  const body = (
    <PopupBody
      html={props.html}
      design={props.design}
      lang={lang}
      deadline={deadline}
      thanks={thanks}
      thankYou={thankYou}
      onClose={() => requestClose('cancel_click')}
      onSubmit={(element) => void submitTemplate(element)}
      form={form}
      onTemplateDrawn={() => setTemplateDrawn((count) => count + 1)}
    />
  );

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
          {/* A game waits above the body, beside it: the body is never drawn again. */}
          {game && props.game && !prize ? <game.GameWaiting game={props.game} lang={lang} /> : null}
          {game && props.game && prize ? (
            <game.GameStage
              game={props.game}
              prize={prize}
              lang={lang}
              popupId={props.leadSetup.popupId}
              stayFor={close.thankYouSeconds}
              requestClose={requestClose}
            />
          ) : (
            <ProductsSlot.Provider value={props.products}>{body}</ProductsSlot.Provider>
          )}
        </DynamicText.Provider>
        <CloseControls
          close={close}
          lang={lang}
          closeLabel={props.closeLabel}
          thanks={thanks}
          stays={keepsCode}
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
  /** The thank-you screen stays until closed: it needs a way out even without the X. */
  stays: boolean;
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
  stays,
  waitSeconds,
  requestClose,
}: CloseControlsProps) {
  const xLabel = widgetText(lang, 'close');
  return (
    <>
      {((close.closeButton && !thanks) || (stays && !close.xButton)) && (
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

const hasCoupon = (blocks: readonly { type: string }[] | null) =>
  blocks?.some((block) => block.type === 'coupon') ?? false;

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
