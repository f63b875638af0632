// The renderer's entry for teaser tabs: the tabs' code is a chunk of its own (teasers.tsx), fetched
// only on a page that has one, so the renderer that every popup needs stays within its budget.
import type { TeaserRequest } from './teasers.tsx';

export type { TeaserRequest };

/** Draws the page's teaser tabs; returns what takes them away again (also before they arrive). */
export function showTeasers(request: TeaserRequest, document: Document = window.document) {
  let remove: (() => void) | null = null;
  let removed = false;
  import('./teasers.tsx').then(
    (teasers) => {
      if (!removed) remove = teasers.drawTeasers(request, document);
    },
    (error: unknown) => console.warn('Pinwheel: no teaser tabs', error),
  );
  return () => {
    removed = true;
    remove?.();
  };
}
