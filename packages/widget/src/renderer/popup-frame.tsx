// One popup on screen: its layer (backdrop or placement), the frame at its size, the body, the
// preview banner and the ways to close it. What closing does (the exit effect, the recorded close)
// is the caller's: the frame only says which close the visitor chose. Its parts: naming and focus
// (frame-focus.ts), Escape, Tab and outside clicks (frame-document-listeners.ts), the timed closes
// (frame-closing.ts), its forms (lead-form/frame-lead-form.ts), its close buttons (below).
import {
  directionOf,
  widgetText,
  type CloseTrigger,
  type DesignDocument,
  type GamePrizeResult,
  type Language,
} from '@pinwheel/core';
import type { LeadValue } from '@pinwheel/core/lead-form';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
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
import { barHeight, frameScale, isBar, type PopupLayout, type Viewport } from './popup-layout.ts';
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
  /**
   * A popup that pushes the page (layout.pushesPage): its height as drawn, whenever it changes (the
   * window resized, a phone turned), so the page is pushed by exactly that much.
   */
  onDrawnHeight?: ((height: number) => void) | undefined;
  onClose(trigger: CloseTrigger): void;
  /**
   * Drawn on the owner's editor page (editor-stage.tsx), not shown to a visitor: it opens on the
   * screen asked for, never takes focus, listens to nothing on the page and never closes itself.
   */
  staged?: StagedScreen | undefined;
}

/**
 * Which screen a staged popup shows (its body, its thank-you screen, or a game's result), and the
 * viewport it is staged in (a full-page canvas scales to it rather than to the window).
 */
export type StagedScreen = { viewport?: Viewport } & (
  { screen: 'form' } | { screen: 'thanks' } | { screen: 'result'; prize: GamePrizeResult }
);

const stayOpen: RequestClose = () => {};

export function PopupFrame(props: PopupFrameProps) {
  const { layout, close, lang, deadline, staged } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const [thanks, setThanks] = useState(staged?.screen === 'thanks');
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
  const scale = useCanvasScale(layout, staged?.viewport);
  const requestClose = useCloseRequest(staged ? stayOpen : props.onClose, props.closing);
  const fillText = useLiveText(props.text);
  const game = useGameModule(props.game);
  /** The prize a game's conversion drew: the game plays it instead of the thank-you screen. */
  const [prize, setPrize] = useState<GamePrizeResult | null>(
    staged?.screen === 'result' ? staged.prize : null,
  );

  /** The visitor has acted (the thank-you screen, a game's play and result): always a way out. */
  const acted = thanks || prize !== null;
  // A content lock holds the visitor until they act; after, Escape closes as on any popup.
  const listening = useMemo(
    () => (acted && close.contentLocked ? { ...close, contentLocked: false } : close),
    [acted, close],
  );

  useDialogName(frameRef, { html: props.html, design: props.design, templateDrawn, thanks, game });
  useInitialFocus(frameRef, layout, props.focusAtOnce, !staged);
  useDocumentListeners(frameRef, layout, listening, requestClose, !staged);
  useClosingTimers(close, deadline, thanks, requestClose, keepsCode);
  useDrawnHeight(frameRef, layout.welcome, props.closing ? undefined : props.onDrawnHeight);

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
    layout.welcome && 'welcome',
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
        // A link to another popup (a click address or a click-to-open element): the loader opens
        // that one, and this one makes way for it (a modal would hold it back in the queue).
        onClick={(event) => {
          if ((event.target as Element).closest?.('a[href*="/click/"],[data-poptin-action]')) {
            requestClose('cancel_click');
          }
        }}
        style={
          {
            width: `${width}px`,
            height: `${isBar(layout) ? barHeight(layout, scale) : height}px`,
            // A designed canvas fills the viewport and scales its type (design-styles.ts), so
            // its close controls keep their size; a template canvas is scaled as a whole.
            transform: scale < 1 && layout.canvas && !props.design ? `scale(${scale})` : undefined,
            '--pw-scale': scale,
            ...(props.design ? themeProperties(props.design.theme) : {}),
          } as CSSProperties
        }
      >
        {props.preview && !staged && (
          <p className="preview-banner">{widgetText(lang, 'previewBanner')}</p>
        )}
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
              staged={Boolean(staged)}
            />
          ) : (
            <ProductsSlot.Provider value={props.products}>{body}</ProductsSlot.Provider>
          )}
        </DynamicText.Provider>
        <CloseControls
          close={close}
          lang={lang}
          closeLabel={props.closeLabel}
          acted={acted}
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
  /**
   * The visitor has acted: the screen after (thank-you, a game's result) always has a way out, the
   * X or else a Close button, whatever the form's close options (even "nothing: they must act").
   */
  acted: boolean;
  /** Seconds before the X may be used: a countdown shows in its place meanwhile. */
  waitSeconds: number;
  requestClose: RequestClose;
}

/** The close buttons the popup's options ask for: the text button under the body, and the X. */
function CloseControls({
  close,
  lang,
  closeLabel,
  acted,
  waitSeconds,
  requestClose,
}: CloseControlsProps) {
  const xLabel = widgetText(lang, 'close');
  return (
    <>
      {(acted ? !close.xButton : close.closeButton) && (
        <button type="button" className="close-button" onClick={() => requestClose('cancel_click')}>
          {acted ? xLabel : close.buttonText || widgetText(lang, closeLabel)}
        </button>
      )}
      {close.xButton &&
        (waitSeconds > 0 && !acted ? (
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

/** A fullpage canvas's or a bar's scale (popup-layout.ts) in the window, or the staged viewport. */
const canvasScale = (layout: PopupLayout, viewport?: Viewport): number =>
  frameScale(layout, viewport ?? { width: window.innerWidth, height: window.innerHeight });

/**
 * Reports the popup's drawn height when its box changes size and when the window is resized (a
 * scale transform changes no box): a bar's frame, transforms included, or a welcome screen's whole
 * layer (the window's height, whatever the canvas inside). Only the popups that push the page ask.
 */
function useDrawnHeight(
  frameRef: RefObject<HTMLDivElement | null>,
  welcome: boolean,
  report: ((height: number) => void) | undefined,
): void {
  useEffect(() => {
    const frame = frameRef.current;
    const drawn = welcome ? frame?.parentElement : frame;
    if (!drawn || !report) return;
    // Nothing measured (not laid out yet) keeps the height the push started from.
    const measure = () => {
      const height = Math.round(drawn.getBoundingClientRect().height);
      if (height > 0) report(height);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(drawn);
    window.addEventListener('resize', measure);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [frameRef, welcome, report]);
}

/** The canvas scale, following the viewport as it is resized (a phone turned sideways). */
function useCanvasScale(layout: PopupLayout, viewport?: Viewport): number {
  const [scale, setScale] = useState(() => canvasScale(layout, viewport));
  const staged = viewport ? canvasScale(layout, viewport) : null;
  useEffect(() => {
    if (!(layout.canvas || isBar(layout)) || viewport) return;
    const onResize = () => setScale(canvasScale(layout));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [layout, viewport]);
  return staged ?? scale;
}
