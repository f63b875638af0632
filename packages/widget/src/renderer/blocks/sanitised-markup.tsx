// Owner HTML drawn once the sanitiser has arrived (sanitised-html.ts): empty for the moment it
// takes (the popup's frame keeps its size meanwhile), then the clean markup. `onDrawn` tells the
// frame, which names the dialog by the first heading it finds. Its text's placeholders are filled
// as every other text of the popup is (dynamic-text.ts), in the text nodes only, so a value is
// text and never markup; when the values change (the cart did) those nodes are written again,
// leaving the rest of the markup, and anything typed into it, alone.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDynamicText } from '../dynamic-text.ts';
import { loadSanitiser } from '../sanitised-html.ts';

export interface SanitisedMarkupProps {
  html: string;
  className: string;
  onDrawn?(): void;
}

export function SanitisedMarkup({ html, className, onDrawn }: SanitisedMarkupProps) {
  const [clean, setClean] = useState<string | null>(null);
  const fill = useDynamicText();
  const rootRef = useRef<HTMLDivElement>(null);
  /** The markup's text nodes with placeholders, each with its words as written. */
  const placeholders = useRef<Array<[Text, string]>>([]);
  // The latest callback, without redrawing when the frame passes a new one.
  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;
  useEffect(() => {
    let current = true;
    loadSanitiser().then(
      (sanitise) => {
        if (current) setClean(sanitise(html));
      },
      (error: unknown) => console.warn('Pinwheel: the popup’s HTML cannot be shown', error),
    );
    return () => {
      current = false;
    };
  }, [html]);
  useLayoutEffect(() => {
    const root = rootRef.current;
    const found: Array<[Text, string]> = [];
    if (root && clean) {
      const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        if (text.data.includes('{{')) found.push([text, text.data]);
      }
    }
    placeholders.current = found;
  }, [clean]);
  useLayoutEffect(() => {
    for (const [node, written] of placeholders.current) node.data = fill(written);
  }, [clean, fill]);
  useEffect(() => {
    if (clean !== null) drawnRef.current?.();
  }, [clean]);
  return (
    <div ref={rootRef} className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />
  );
}
