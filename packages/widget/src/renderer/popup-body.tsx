// The popup's body: its design document's blocks when the content has one, otherwise the owner's
// template HTML (content.poptin), sanitised. The template is written in the owner's editor and
// served by our server, but a host page must never run script from it: DOMPurify drops scripts,
// event handler attributes and javascript: links.
import type { DesignDocument, Language } from '@pinwheel/core';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { DesignBlocks } from './design-body.tsx';
import { sanitisedHtml } from './sanitised-html.ts';

export interface PopupBodyProps {
  html: string;
  design: DesignDocument | undefined;
  lang: Language;
  timer: string | undefined;
  onClose(): void;
}

const FONT_SIZES = { small: 14, medium: 16, large: 18 } as const;

export function PopupBody({ html, design, lang, timer, onClose }: PopupBodyProps) {
  const clean = useMemo(() => (design ? '' : sanitisedHtml(html)), [html, design]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const drawsBlocks = design !== undefined;
  // No form in the body submits natively (a template's, an html block's): that would navigate the
  // host page away from under the visitor. Sending it is the widget's form handling's job.
  useEffect(() => {
    const body = bodyRef.current;
    const stay = (event: Event) => event.preventDefault();
    body?.addEventListener('submit', stay);
    return () => body?.removeEventListener('submit', stay);
  }, [drawsBlocks]);
  if (design) {
    const theme = design.theme;
    const classes = ['body', 'design', theme?.align === 'center' && 'align-center'];
    return (
      <div
        ref={bodyRef}
        className={classes.filter(Boolean).join(' ')}
        style={
          {
            '--pw-font-size': `${FONT_SIZES[theme?.font_scale ?? 'medium'] ?? 16}px`,
          } as CSSProperties
        }
      >
        <DesignBlocks design={design} lang={lang} timer={timer} onClose={onClose} />
      </div>
    );
  }
  return <div ref={bodyRef} className="body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
