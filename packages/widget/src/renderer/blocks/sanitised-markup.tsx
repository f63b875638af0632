// Owner HTML drawn once the sanitiser has arrived (sanitised-html.ts): empty for the moment it
// takes (the popup's frame keeps its size meanwhile), then the clean markup. `onDrawn` tells the
// frame, which names the dialog by the first heading it finds.
import { useEffect, useRef, useState } from 'react';
import { loadSanitiser } from '../sanitised-html.ts';

export interface SanitisedMarkupProps {
  html: string;
  className: string;
  onDrawn?(): void;
}

export function SanitisedMarkup({ html, className, onDrawn }: SanitisedMarkupProps) {
  const [clean, setClean] = useState<string | null>(null);
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
  useEffect(() => {
    if (clean !== null) drawnRef.current?.();
  }, [clean]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
