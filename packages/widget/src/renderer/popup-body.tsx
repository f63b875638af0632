// The popup's body: the owner's template HTML (content.poptin), sanitised. The template is written
// in the owner's editor and served by our server, but a host page must never run script from it:
// DOMPurify drops scripts, event handler attributes and javascript: links. One component, so the
// typed design document with blocks can replace the template here without touching the frame.
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useRef } from 'react';

export interface PopupBodyProps {
  html: string;
}

export function PopupBody({ html }: PopupBodyProps) {
  // Where DOMPurify cannot work it hands the input back untouched: then nothing is shown.
  const clean = useMemo(() => (DOMPurify.isSupported ? DOMPurify.sanitize(html) : ''), [html]);
  const bodyRef = useRef<HTMLDivElement>(null);
  // A template's form is sent by the widget's form handling, never by the browser: a native submit
  // would navigate the host page away from under the visitor.
  useEffect(() => {
    const body = bodyRef.current;
    const stay = (event: Event) => event.preventDefault();
    body?.addEventListener('submit', stay);
    return () => body?.removeEventListener('submit', stay);
  }, []);
  return <div ref={bodyRef} className="body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
