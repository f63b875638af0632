// Where each popup type sits on the page and how big it is (spec §1 types, §9 sizes), decided once
// per popup from its type, format, location and content size. The frame is a flex item of a fixed
// layer covering the viewport, so a corner is flex-start/flex-end: under dir="rtl" the browser
// mirrors left and right by itself, and max-width/max-height shrink it on small screens.
import {
  BAR_DESIGN_WIDTH,
  CLOSE_BUTTON_SIZE_PX,
  DEFAULT_LIGHTBOX_SIZE,
  FORMAT_CANVAS_SIZES,
  FULLPAGE_CANVAS_SIZE,
  MOBILE_BASE_SIZE,
  POPUP_MAX_SCALE,
  type PopupFormat,
  type PopupSize,
  type PopupType,
} from '@pinwheel/core';

export interface PopupLayout {
  /**
   * Modal: aria-modal, the page behind made inert, focus trapped (lightbox, gamified, fullpage,
   * mobile); one at a time (popup-places.ts).
   */
  blocking: boolean;
  /** A dimmed backdrop covers the page behind. */
  backdrop: boolean;
  /** Rendered inside the page's `.poptin-embedded` placeholders instead of floating. */
  embedded: boolean;
  /** Fullpage: laid out on the canvas and scaled down to fit the viewport. */
  canvas: boolean;
  /**
   * A bar at center-top, or a welcome screen, pushes the page down by its height instead of
   * covering it (spec §2).
   */
  pushesPage: boolean;
  /**
   * A welcome screen: a full page (location `welcome-screen`) filling the window above the page,
   * which it pushes down by the window's height; it leaves sliding up, the page with it.
   */
  welcome: boolean;
  /** The frame's size in px; a bar's width is the viewport's. */
  size: PopupSize;
  /** Class names of the layer that place the frame (see popup-styles.ts). */
  placement: string;
}

export interface LayoutInput {
  type: PopupType;
  format: PopupFormat;
  /** design_properties.poptin_location: 'center', 'bottom-right', 'center-top', … */
  location?: string;
  size?: PopupSize;
}

const MODAL_TYPES = new Set<PopupType>(['lightbox', 'gamified', 'fullpage', 'mobile']);
// Mobile formats designed on a phone-sized base (spec §9).
const MOBILE_BASE_FORMATS = new Set<string>(['format_3', 'format_8']);

/** design_properties.poptin_location of a full page shown as a welcome screen. */
export const WELCOME_SCREEN_LOCATION = 'welcome-screen';

export function popupLayout({ type, format, location = '', size }: LayoutInput): PopupLayout {
  const blocking = MODAL_TYPES.has(type);
  const welcome = type === 'fullpage' && location === WELCOME_SCREEN_LOCATION;
  return {
    blocking,
    backdrop: blocking,
    embedded: type === 'embedded',
    canvas: type === 'fullpage',
    pushesPage: (type === 'bar' && location === 'center-top') || welcome,
    welcome,
    size: frameSize(type, format, size),
    placement: placementOf(type, location),
  };
}

function frameSize(type: PopupType, format: PopupFormat, size: PopupSize | undefined): PopupSize {
  if (type === 'fullpage') return FULLPAGE_CANVAS_SIZE;
  if (type === 'mobile' && MOBILE_BASE_FORMATS.has(format)) return MOBILE_BASE_SIZE;
  if (type === 'gamified' && FORMAT_CANVAS_SIZES[format]) return FORMAT_CANVAS_SIZES[format];
  const valid = (value: unknown) => typeof value === 'number' && value > 0 && value < 10_000;
  return size && valid(size.width) && valid(size.height)
    ? { width: size.width, height: size.height }
    : DEFAULT_LIGHTBOX_SIZE;
}

/** The layer's placement classes: vertical (top, middle, bottom) and horizontal (start, center, end). */
function placementOf(type: PopupType, location: string): string {
  const at = location.toLowerCase();
  const vertical = at.includes('top') ? 'top' : at.includes('bottom') ? 'bottom' : 'middle';
  if (type === 'bar') return `bar ${vertical === 'top' ? 'top' : 'bottom'}`;
  if (type === 'lightbox' || type === 'gamified' || type === 'fullpage' || type === 'embedded') {
    return 'middle center';
  }
  const horizontal = at.includes('left') ? 'start' : at.includes('right') ? 'end' : 'center';
  // Side popups without a stated corner sit at the bottom corner on the reading side's end.
  if ((type === 'bside' || type === 'sside' || type === 'social') && !at) return 'bottom end';
  if (type === 'mobile' && !at) return 'bottom center';
  return `${vertical} ${horizontal}`;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Up to this width a viewport is a phone's (design-styles.ts gives a phone's bar its own type). */
const PHONE_MAX_WIDTH = 480;

/**
 * How much a scaled frame is scaled in this viewport, never above 1 (spec §9): a fullpage popup
 * fits its 1920x1080 canvas in the viewport, a bar its 1920 px design width; others are 1. A phone
 * gets a bar as designed: scaled by a fifth it would be a sliver nobody could read or close.
 */
export function frameScale(layout: PopupLayout, view: Viewport): number {
  const { width, height } = layout.size;
  if (layout.canvas) return Math.min(POPUP_MAX_SCALE, view.width / width, view.height / height);
  return isBar(layout) && view.width > PHONE_MAX_WIDTH
    ? Math.min(POPUP_MAX_SCALE, view.width / BAR_DESIGN_WIDTH)
    : 1;
}

/**
 * A bar's height at this scale: its designed height scaled with it, but never below the close
 * button's 44 px, so the X stays a full-size target (and the page is pushed down by this much).
 */
export function barHeight(layout: PopupLayout, scale: number): number {
  return Math.max(CLOSE_BUTTON_SIZE_PX, Math.round(layout.size.height * scale));
}

export const isBar = (layout: PopupLayout) => layout.placement.startsWith('bar');
