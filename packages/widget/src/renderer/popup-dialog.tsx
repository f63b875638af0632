// The modal dialog itself: labelled, focus moved in and kept in, closed by Escape or its button.
import { useEffect, useId, useRef } from 'react';
import { focusableElements, trappedFocusTarget } from './focus-trap.ts';

export interface PopupDialogProps {
  title: string;
  body: string;
  lang: 'en' | 'he';
  closeLabel: string;
  onClose: () => void;
}

export function PopupDialog({ title, body, lang, closeLabel, onClose }: PopupDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();

  // autoFocus is unreliable under preact/compat, so focus is moved here once the dialog exists.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog) (focusableElements(dialog)[0] ?? dialog).focus();
  }, []);

  // On the document rather than the dialog: Escape and Tab must work even when a click on the
  // backdrop has taken focus out of the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const ownerDocument = dialog.ownerDocument;
    function handleKeyDown(event: KeyboardEvent) {
      // The host page may have removed the popup's element without closing it.
      if (!dialog?.isConnected) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        // Inside a shadow root the document only sees the host; the root knows the real element.
        const root = dialog.getRootNode();
        const active =
          root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
        const target = trappedFocusTarget(dialog, active, event.shiftKey);
        if (target) {
          event.preventDefault();
          target.focus();
        }
      }
    }
    ownerDocument.addEventListener('keydown', handleKeyDown);
    return () => ownerDocument.removeEventListener('keydown', handleKeyDown);
  }, [onClose]);

  return (
    <div className="backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        lang={lang}
        dir={lang === 'he' ? 'rtl' : 'ltr'}
        tabIndex={-1}
      >
        <h2 id={titleId} className="title">
          {title}
        </h2>
        <p id={bodyId} className="body">
          {body}
        </p>
        <button type="button" className="close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
