// Where each popup type sits on the page and how big it is (spec §1 types, §9 sizes), decided once
// per popup from its type, format, location and content size. The frame is a flex item of a fixed
// layer covering the viewport, so a corner is flex-start/flex-end: under dir="rtl" the browser
// mirrors left and right by itself, and max-width/max-height shrink it on small screens.
import {
  DEFAULT_LIGHTBOX_SIZE,
  FULLPAGE_CANVAS_SIZE,
  MOBILE_BASE_SIZE,
  type PopupFormat,
  type PopupSize,
  type PopupType,
} from '@pinwheel/core';

export interface PopupLayout {
  /** Modal: aria-modal, the page behind made inert, focus trapped (lightbox, gamified, fullpage, mobile). */
  blocking: boolean;
  /** Only one of these is open at a time; the others wait (spec §2: lightbox, gamified, fullpage). */
  queued: boolean;
  /** A dimmed backdrop covers the page behind. */
  backdrop: boolean;
  /** Rendered inside the page's `.poptin-embedded` placeholders instead of floating. */
  embedded: boolean;
  /** Fullpage: laid out on the canvas and scaled down to fit the viewport. */
  canvas: boolean;
  /** A bar at center-top pushes the page down by its height instead of covering it. */
  pushesPage: boolean;
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
const QUEUED_TYPES = new Set<PopupType>(['lightbox', 'gamified', 'fullpage']);
// Mobile formats designed on a phone-sized base (spec §9).
const MOBILE_BASE_FORMATS = new Set<string>(['format_3', 'format_8']);

export function popupLayout({ type, format, location = '', size }: LayoutInput): PopupLayout {
  const blocking = MODAL_TYPES.has(type);
  return {
    blocking,
    queued: QUEUED_TYPES.has(type),
    backdrop: blocking,
    embedded: type === 'embedded',
    canvas: type === 'fullpage',
    pushesPage: type === 'bar' && location === 'center-top',
    size: frameSize(type, format, size),
    placement: placementOf(type, location),
  };
}

function frameSize(type: PopupType, format: PopupFormat, size: PopupSize | undefined): PopupSize {
  if (type === 'fullpage') return FULLPAGE_CANVAS_SIZE;
  if (type === 'mobile' && MOBILE_BASE_FORMATS.has(format)) return MOBILE_BASE_SIZE;
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
