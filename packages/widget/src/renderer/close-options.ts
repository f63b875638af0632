// How the visitor may close a popup, read once from its design (spec §3 design_properties, §4 close
// triggers). Numbers arrive as numbers or numeric text; anything else means "not set".
import {
  isOn,
  THANK_YOU_AUTO_CLOSE_DEFAULT_S,
  THANK_YOU_STAY_S,
  type PopupContent,
} from '@pinwheel/core';

export interface CloseOptions {
  /** The X in the corner (closes with `x_click`). */
  xButton: boolean;
  /** A text button under the body (closes with `cancel_click`), labelled by `buttonText`. */
  closeButton: boolean;
  /** The owner's text for the close button (poptin_design_show_x_comment); empty: 'Close'. */
  buttonText: string;
  /** Seconds before the X may be used; a countdown shows meanwhile. */
  xDelaySeconds: number;
  /** Seconds after which the popup closes itself (`auto_close`); 0: never. */
  autoCloseSeconds: number;
  /** A click outside the popup closes it (`bg_click`). */
  closeOnOutsideClick: boolean;
  /** Content lock: the visitor must act; no outside click or Escape closes it. */
  contentLocked: boolean;
  /** After a submit: the thank-you screen shows (else the popup closes at once). */
  thankYou: boolean;
  /** Seconds the thank-you screen stays before the popup closes (`submit`). */
  thankYouSeconds: number;
}

const seconds = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : 0;
};

export function closeOptionsOf(
  content: Pick<PopupContent, 'design_properties' | 'x_close_button'>,
) {
  const design = content.design_properties ?? {};
  const type = design.poptin_design_close_options_type;
  const contentLocked = isOn(design.poptin_design_content_lock);
  // Popups saved before close options existed said it with x_close_button alone.
  const xOff = content.x_close_button !== undefined && !isOn(content.x_close_button);
  const options: CloseOptions = {
    xButton: type === 'closing_options-x' || (type === undefined && !xOff),
    closeButton: type === 'closing_options-button',
    buttonText:
      typeof design.poptin_design_show_x_comment === 'string'
        ? design.poptin_design_show_x_comment.trim()
        : '',
    xDelaySeconds: Math.ceil(seconds(design.poptin_design_show_x_after_sec)),
    autoCloseSeconds: isOn(design.poptin_design_auto_close)
      ? seconds(design.poptin_design_auto_close_sec)
      : 0,
    closeOnOutsideClick: isOn(design.poptin_design_close_on_screen_click) && !contentLocked,
    contentLocked,
    // A popup that does not say otherwise thanks the visitor (spec §4 lifecycle).
    thankYou:
      design.poptin_design_thank_screen === undefined || isOn(design.poptin_design_thank_screen),
    // Auto close is on unless the popup turns it off (spec §4: default 5 s); off, the screen
    // stays a minute.
    thankYouSeconds:
      design.poptin_design_thank_screen_auto_close === undefined ||
      isOn(design.poptin_design_thank_screen_auto_close)
        ? seconds(design.poptin_design_thank_screen_auto_close_sec) ||
          THANK_YOU_AUTO_CLOSE_DEFAULT_S
        : THANK_YOU_STAY_S,
  };
  return options;
}
