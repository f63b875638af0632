// Owner HTML (a template, an html block) as the host page may safely show it: DOMPurify drops
// scripts, event handler attributes and javascript: links. Where DOMPurify cannot work it hands
// the input back untouched: then nothing is shown.
import DOMPurify from 'dompurify';

export function sanitisedHtml(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : '';
}
