// A button block: sends the popup's form, closes the popup (`cancel_click`), or is a link styled
// as a button. A submit button outside the form block belongs to it by the form's id.
import type { ButtonBlock } from '@pinwheel/core';
import { buttonLinkHref } from '@pinwheel/core/lead-form/drawing';
import { useDynamicText } from '../dynamic-text.ts';

export const POPUP_FORM_ID = 'popup-form';

export interface PopupButtonProps {
  block: ButtonBlock;
  onClose(): void;
  /** A link button of a click-target popup: the click is the conversion. */
  onFollow?(): void;
}

export function PopupButton({ block, onClose, onFollow }: PopupButtonProps) {
  const label = useDynamicText()(block.label);
  if (block.action === 'link') {
    return (
      <a className="button primary" href={buttonLinkHref(block.href ?? '')} onClick={onFollow}>
        {label}
      </a>
    );
  }
  if (block.action === 'close') {
    return (
      <button type="button" className="button secondary" onClick={onClose}>
        {label}
      </button>
    );
  }
  return (
    <button type="submit" className="button primary" form={POPUP_FORM_ID}>
      {label}
    </button>
  );
}
