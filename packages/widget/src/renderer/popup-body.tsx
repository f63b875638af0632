// The popup's body: the owner's template HTML (content.poptin), sanitised. The template is written
// in the owner's editor and served by our server, but a host page must never run script from it:
// DOMPurify drops scripts, event handler attributes and javascript: links. One component, so the
// typed design document with blocks can replace the template here without touching the frame.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface PopupBodyProps {
  html: string;
}

export function PopupBody({ html }: PopupBodyProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className="body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
