// Owner HTML (a template, an html block) as the host page may safely show it: DOMPurify drops
// scripts, event handler attributes and javascript: links. DOMPurify is a third of the renderer's
// weight and only popups with owner HTML need it, so it is a chunk of its own, fetched the moment
// such a popup is asked for (show-popup.ts) and shared by every popup after. Where DOMPurify
// cannot work it hands the input back untouched: then nothing is shown.

export type Sanitise = (html: string) => string;

let sanitiser: Promise<Sanitise> | null = null;

/** The sanitiser, fetched once; a failed fetch may be tried again. */
export function loadSanitiser(): Promise<Sanitise> {
  sanitiser ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.isSupported ? purify.sanitize(html) : '',
    (error: unknown) => {
      sanitiser = null;
      throw error;
    },
  );
  return sanitiser;
}
