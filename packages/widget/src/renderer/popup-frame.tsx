// One popup on screen: its layer (backdrop or placement), the frame at its size, the body, the
// preview banner and the ways to close it. What closing does (the exit effect, the recorded close)
// is the caller's: the frame only says which close the visitor chose.
import {
  directionOf,
  ESCAPE_CLOSE_DELAY_MS,
  POPUP_FOCUS_DELAY_MS,
  POPUP_MAX_SCALE,
  widgetText,
  type CloseTrigger,
  type DesignDocument,
  type Language,
} from '@pinwheel/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { CloseOptions } from './close-options.ts';
import type { LeadValue } from '@pinwheel/core/lead-form';
import type { LeadFormContext } from './lead-form/lead-form-context.ts';
import {
  redirectAfter,
  sendClick,
  sendLead,
  type LeadFormSetup,
} from './lead-form/lead-form-setup.ts';
import { readTemplateForm } from './lead-form/template-form.ts';
import { DynamicText, type TextFiller } from './dynamic-text.ts';
import { focusableElements, trappedFocusTarget } from './focus-trap.ts';
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
  /** Fills the owner's texts' placeholders (dynamic-text.ts). */
  fillText: TextFiller;
  /** Who sends the popup's form, and what follows (lead-form-setup.ts). */
  leadSetup: LeadFormSetup;
  /** The exit effect is playing; the popup no longer reacts. */
  closing: boolean;
  onClose(trigger: CloseTrigger): void;
}

export function PopupFrame(props: PopupFrameProps) {
  const { layout, close, lang, closing, onClose } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const [waitSeconds, setWaitSeconds] = useState(close.xDelaySeconds);
  const [thanks, setThanks] = useState(false);
  /** Counts the template's arrivals (it waits for the sanitiser), so the heading is found after. */
  const [templateDrawn, setTemplateDrawn] = useState(0);
  const scale = useCanvasScale(layout);
  const closeLabel = widgetText(lang, 'close');
  // Effects read the latest callback without re-subscribing their listeners on each render.
  const closeRef = useRef(onClose);
  closeRef.current = closing ? () => {} : onClose;
  const requestClose = (trigger: CloseTrigger) => closeRef.current(trigger);

  // The dialog is named by the template's first heading, which exists only once it is rendered.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const heading = frame
      ?.querySelector('.body')
      ?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (!frame || !heading) return;
    heading.id ||= 'pinwheel-popup-title';
    frame.setAttribute('aria-labelledby', heading.id);
    frame.removeAttribute('aria-label');
  }, [props.html, props.design, templateDrawn, thanks]);

  // autoFocus is unreliable under preact/compat, so focus is moved here. A modal popup takes focus
  // after a moment (the visitor may be typing when a timed popup appears); one the visitor opened
  // takes it at once; a non-modal popup that opened by itself never steals it.
  useEffect(() => {
    if (layout.embedded || (!layout.blocking && !props.focusAtOnce)) return;
    const moveFocus = () => {
      const frame = frameRef.current;
      if (frame?.isConnected) (focusableElements(frame)[0] ?? frame).focus();
    };
    if (props.focusAtOnce) {
      moveFocus();
      return;
    }
    const timer = setTimeout(moveFocus, POPUP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [layout, props.focusAtOnce]);

  // On the document rather than the frame: Escape and Tab must work even when focus is elsewhere
  // (a modal's backdrop was clicked, or focus has not moved in yet).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const ownerDocument = frame.ownerDocument;
    // An Escape pressed for the host page just as the popup appears must not close it.
    let escapeReady = false;
    if (!layout.embedded) escapeOrder.push(frame);
    const escapeTimer = setTimeout(() => (escapeReady = true), ESCAPE_CLOSE_DELAY_MS);
    function handleKeyDown(event: KeyboardEvent) {
      if (!frame?.isConnected) return;
      if (event.key === 'Escape') {
        // One Escape closes one popup: the one opened last.
        if (!escapeReady || escapeOrder[escapeOrder.length - 1] !== frame || close.contentLocked)
          return;
        event.preventDefault();
        requestClose('x_click');
      } else if (event.key === 'Tab' && layout.blocking) {
        // Inside a shadow root the document only sees the host; the root knows the real element.
        const root = frame.getRootNode();
        const active =
          root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
        const target = trappedFocusTarget(frame, active, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    }
    // A click outside the frame: on the backdrop, or on the page beside a floating popup. The path,
    // not the target: the document sees any click inside the shadow root as one on its host.
    function handleClick(event: MouseEvent) {
      if (frame?.isConnected && !event.composedPath().includes(frame)) requestClose('bg_click');
    }
    const outside = close.closeOnOutsideClick && !layout.embedded;
    ownerDocument.addEventListener('keydown', handleKeyDown);
    if (outside) ownerDocument.addEventListener('click', handleClick);
    return () => {
      const at = escapeOrder.indexOf(frame);
      if (at >= 0) escapeOrder.splice(at, 1);
      clearTimeout(escapeTimer);
      ownerDocument.removeEventListener('keydown', handleKeyDown);
      ownerDocument.removeEventListener('click', handleClick);
    };
  }, [layout, close]);

  useEffect(() => {
    if (close.autoCloseSeconds <= 0 || thanks) return;
    const timer = setTimeout(() => requestClose('auto_close'), close.autoCloseSeconds * 1000);
    return () => clearTimeout(timer);
  }, [close, thanks]);

  // A timer popup closes itself when its countdown reaches zero (spec §4), unless it has been sent.
  const { deadline } = props;
  useEffect(() => {
    if (deadline === null || thanks) return;
    const timer = setTimeout(() => requestClose('timer'), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline, thanks]);

  // The thank-you screen stays its time, then the popup closes as sent.
  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => requestClose('submit'), close.thankYouSeconds * 1000);
    return () => clearTimeout(timer);
  }, [thanks, close]);

  // After a stored conversion: the redirect when the popup has one, and the thank-you screen (or
  // the popup closes as sent).
  function afterSent(values: Record<string, LeadValue>): void {
    if (!props.preview) redirectAfter(window, props.leadSetup, values);
    if (close.thankYou) setThanks(true);
    else requestClose('submit');
  }
  const afterSentRef = useRef(afterSent);
  afterSentRef.current = afterSent;

  const { leadSetup, preview } = props;
  const form = useMemo<LeadFormContext>(() => {
    const host = () => {
      const root = frameRef.current?.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    return {
      lang,
      preview,
      country: leadSetup.country,
      base: leadSetup.base,
      consentRequired: leadSetup.consentRequired,
      consentDefault: leadSetup.consentDefault,
      send: (entries, values, consent) => {
        const emailEntry = entries.find((entry) => entry.type === 'email');
        const email = emailEntry ? values[emailEntry.name] : undefined;
        return sendLead(
          window,
          leadSetup,
          host(),
          { entries, values, consent, email: typeof email === 'string' ? email : undefined },
          preview,
        );
      },
      sent: (values) => afterSentRef.current(values),
      // Spec §8: a failed conversion call still redirects when the popup redirects.
      failed: (values) => !preview && redirectAfter(window, leadSetup, values),
      clicked: (click) => sendClick(window, leadSetup, click, preview),
      clickTarget: leadSetup.target === 'click',
    };
  }, [lang, preview, leadSetup]);

  /** A template's own form (no design document): its named controls are the lead. */
  async function handleTemplateSubmit(element: HTMLFormElement): Promise<void> {
    if (closing || thanks || props.design || sendingTemplate.current) return;
    sendingTemplate.current = true;
    const read = readTemplateForm(element);
    const outcome = await form.send(read.entries, read.values, read.consent);
    sendingTemplate.current = false;
    if (outcome.sent) return form.sent(read.values, undefined);
    if ('invalid' in outcome) {
      // A template has no places for messages: the browser's own bubble says it, on the field.
      for (const { field, message } of outcome.invalid) {
        const control = element.elements.namedItem(field);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
          control.setCustomValidity(message);
          control.addEventListener('input', () => control.setCustomValidity(''), { once: true });
        }
      }
      element.reportValidity();
      return;
    }
    form.failed(read.values);
  }
  const sendingTemplate = useRef(false);

  // One interval from the start rather than a timer per tick: re-rendering must not stretch a second.
  useEffect(() => {
    if (close.xDelaySeconds <= 0) return;
    const timer = setInterval(() => setWaitSeconds((left) => Math.max(0, left - 1)), 1000);
    const stop = setTimeout(() => clearInterval(timer), close.xDelaySeconds * 1000);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [close]);

  const layerClasses = [
    'layer',
    layout.placement,
    layout.backdrop && 'backdrop',
    layout.embedded && 'embedded',
    layout.canvas && 'canvas',
    effectClass(closing ? 'exit' : 'enter', closing ? props.exit : props.entry),
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
        <DynamicText.Provider value={props.fillText}>
          <PopupBody
            html={props.html}
            design={props.design}
            lang={lang}
            deadline={deadline}
            thanks={thanks}
            onClose={() => requestClose('cancel_click')}
            onSubmit={(element) => void handleTemplateSubmit(element)}
            form={form}
            onTemplateDrawn={() => setTemplateDrawn((count) => count + 1)}
          />
        </DynamicText.Provider>
        {close.closeButton && !thanks && (
          <button
            type="button"
            className="close-button"
            onClick={() => requestClose('cancel_click')}
          >
            {close.buttonText || widgetText(lang, props.closeLabel)}
          </button>
        )}
        {close.xButton &&
          (waitSeconds > 0 ? (
            <span className="x countdown" role="timer">
              <span aria-hidden="true">{waitSeconds}</span>
              <span className="visually-hidden">
                {`${widgetText(lang, 'closeIn')} ${waitSeconds}`}
              </span>
            </span>
          ) : (
            <button
              type="button"
              className="x"
              aria-label={closeLabel}
              title={closeLabel}
              onClick={() => requestClose('x_click')}
            >
              <span aria-hidden="true">×</span>
            </button>
          ))}
      </div>
    </div>
  );
}

/** Open non-embedded popups, oldest first: Escape closes the last. */
const escapeOrder: HTMLElement[] = [];

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
