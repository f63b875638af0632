// A popup in two parts (ARCHITECTURE.md "a popup on a host page"). The display answer, which every
// page view asks for, carries what targeting, triggers and the teaser need; what the popup shows
// (its template, design, size, prizes, products) travels by `poptin_url`, a versioned URL that
// never changes content (a new version on every edit), so browsers and CDNs keep it for a year and
// the loader fetches it once a popup's triggers are armed.
import type { Popup } from './popup.ts';

/** The fields of a popup that only drawing it needs: they go by poptin_url. */
export const POPUP_CONTENT_FIELDS = [
  'poptin',
  'design',
  'poptin_size',
  'design_properties',
  'gamified_prize',
  'shopify_product_settings',
  'x_close_button',
  'wheel_has_coupon',
  'poptin_trigger',
  'translations',
] as const satisfies ReadonlyArray<keyof Popup>;

export type PopupContentField = (typeof POPUP_CONTENT_FIELDS)[number];

/** A popup without its content: what targeting and triggers read. Any Popup is one too. */
export type PopupTargeting = Omit<Popup, PopupContentField | 'poptin_url'>;

/** A popup as the display answer carries it: no content, and where to fetch the content. */
export type DisplayedPopup = PopupTargeting & {
  /** Where the content is: a path on the display server, or an absolute URL. */
  poptin_url: string;
};

/**
 * What `GET {poptin_url}` answers: the popup's id, the content's version, the content fields in
 * the display answer's language (its translation in place of `design` and `poptin`, none of the
 * other translations).
 */
export type PopupContent = Pick<Popup, 'poptin_id' | Exclude<PopupContentField, 'translations'>> & {
  /** Changes with every edit of the content (it is part of poptin_url). */
  version: string;
};

const contentFields = /* @__PURE__ */ new Set<string>(POPUP_CONTENT_FIELDS);

/** The popup without its content fields (and without a poptin_url of its own). */
export function withoutContent(popup: Popup): PopupTargeting {
  const displayed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(popup)) {
    if (!contentFields.has(key) && key !== 'poptin_url') displayed[key] = value;
  }
  return displayed as PopupTargeting;
}

/** The popup's content fields, in POPUP_CONTENT_FIELDS order (so its JSON is stable). */
export function contentOf(popup: Popup): Pick<Popup, 'poptin_id' | PopupContentField> {
  const content: Record<string, unknown> = { poptin_id: popup.poptin_id };
  for (const key of POPUP_CONTENT_FIELDS) {
    if (popup[key] !== undefined) content[key] = popup[key];
  }
  return content as Pick<Popup, 'poptin_id' | PopupContentField>;
}
