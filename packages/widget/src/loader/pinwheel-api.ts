// The public surface the loader puts on window.Pinwheel. Host pages and the browser tests read it,
// so it only grows: new members and new events, never renamed ones.
import type { CloseTrigger } from '@pinwheel/core';
import type * as Renderer from '../renderer/index.tsx';
import type { TriggerName } from './triggers/trigger-names.ts';

export type { CloseTrigger, TriggerName };

/** What `loadRenderer()` resolves to: the renderer chunk's exports. */
export type RendererModule = typeof Renderer;

/**
 * What each public event carries. The display protocol emits them; a new field or event is added
 * here first.
 */
export interface PinwheelEventMap {
  /** A popup's trigger fired and the popup is about to show. */
  trigger: { popupId: string; trigger: TriggerName };
  /** A popup was shown to the visitor; viewId is the server's poptin_view_id (null if unrecorded). */
  view: { popupId: string; trigger: TriggerName; viewId: string | null };
  /** The visitor closed a popup. */
  close: { popupId: string; closeTrigger: CloseTrigger };
  /** The visitor submitted a popup's form. */
  submit: { popupId: string };
}

export type PinwheelEventName = keyof PinwheelEventMap;

export type PinwheelEventHandler<E extends PinwheelEventName> = (
  detail: PinwheelEventMap[E],
) => void;

export interface PinwheelApi {
  /** The widget package version that built this embed.js. */
  readonly version: string;
  /** The site's client id, from `data-client-id` or the `id` query parameter; null when neither is set. */
  readonly clientId: string | null;
  /** Absolute URL of the directory embed.js was served from, ending in a slash. */
  readonly base: string;
  /** Imports the renderer chunk; every call returns the same promise (a failed load may be retried). */
  loadRenderer(): Promise<RendererModule>;
  /** Subscribes to an event; returns a function that unsubscribes. */
  on<E extends PinwheelEventName>(event: E, handler: PinwheelEventHandler<E>): () => void;
  off<E extends PinwheelEventName>(event: E, handler: PinwheelEventHandler<E>): void;
  /**
   * Opens a popup by its 13-character id, as a click-to-open link does (trigger `on_click`).
   * Resolves true when it fired, false for an unknown or unavailable popup.
   */
  open(popupId: string): Promise<boolean>;
  /**
   * Records that a shown popup was closed (spec §4 close triggers, default `x_click`): the closed
   * marker, the `closed` call and the `close` event. Resolves once the call is sent.
   */
  close(popupId: string, closeTrigger?: CloseTrigger): Promise<void>;
}

/** What the display flow provides behind window.Pinwheel.open and close. */
export interface PopupControls {
  open(popupId: string): Promise<boolean>;
  close(popupId: string, closeTrigger?: CloseTrigger): Promise<void>;
}

/** Detail of the `pinwheel:ready` DOM event dispatched on `document` once the loader is installed. */
export interface PinwheelReadyDetail {
  clientId: string | null;
}

export const READY_EVENT = 'pinwheel:ready';

declare global {
  interface Window {
    Pinwheel?: PinwheelApi;
  }
  interface DocumentEventMap {
    'pinwheel:ready': CustomEvent<PinwheelReadyDetail>;
  }
}
