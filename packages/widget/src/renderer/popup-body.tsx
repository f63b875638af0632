// The popup's body: its design document's blocks when the content has one, otherwise the owner's
// template HTML (content.poptin), sanitised; after a submit, the thank-you screen. The template is
// written in the owner's editor and served by our server, but a host page must never run script
// from it: DOMPurify drops scripts, event handler attributes and javascript: links.
import type { DesignBlock, DesignDocument, Language } from '@pinwheel/core';
import { useEffect, useRef, type CSSProperties } from 'react';
import { SanitisedMarkup } from './blocks/sanitised-markup.tsx';
import { DesignBlocks } from './design-body.tsx';
import type { LeadFormContext } from './lead-form/lead-form-context.ts';
import { ThankYouBlocks } from './thank-you-screen.tsx';

export interface PopupBodyProps {
  html: string;
  design: DesignDocument | undefined;
  lang: Language;
  deadline: number | null;
  /** The form was sent: the thank-you screen replaces the body. */
  thanks: boolean;
  /** The thank-you screen's blocks (thank-you-screen.ts; null: the default words alone). */
  thankYou: DesignBlock[] | null;
  onClose(): void;
  /** A form in the body was submitted (by a button, Enter, or a template's own button). */
  onSubmit(form: HTMLFormElement): void;
  /** The template's markup is on the page (it waits for the sanitiser). */
  onTemplateDrawn(): void;
  /** The lead form's context, for a form block. */
  form: LeadFormContext;
}

const FONT_SIZES = { small: 14, medium: 16, large: 18 } as const;

export function PopupBody(props: PopupBodyProps) {
  const { html, design, lang, thanks, onClose } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef(props.onSubmit);
  submitRef.current = props.onSubmit;
  const drawsBlocks = design !== undefined || thanks;
  // No form in the body submits natively (a template's, an html block's): that would navigate the
  // host page away from under the visitor. Sending it is the frame's business.
  useEffect(() => {
    const body = bodyRef.current;
    const submit = (event: Event) => {
      event.preventDefault();
      if (event.target instanceof HTMLFormElement) submitRef.current(event.target);
    };
    body?.addEventListener('submit', submit);
    return () => body?.removeEventListener('submit', submit);
  }, [drawsBlocks]);
  if (drawsBlocks) {
    const theme = design?.theme;
    const classes = [
      'body',
      'design',
      (thanks || theme?.align === 'center') && 'align-center',
      thanks && 'thanks',
    ];
    return (
      <div
        ref={bodyRef}
        className={classes.filter(Boolean).join(' ')}
        role={thanks ? 'status' : undefined}
        style={
          {
            '--pw-font-size': `${FONT_SIZES[theme?.font_scale ?? 'medium'] ?? 16}px`,
          } as CSSProperties
        }
      >
        {thanks ? (
          <ThankYouBlocks
            design={design}
            blocks={props.thankYou}
            lang={lang}
            onClose={onClose}
            form={props.form}
          />
        ) : (
          <DesignBlocks
            design={design!}
            lang={lang}
            deadline={props.deadline}
            onClose={onClose}
            form={props.form}
          />
        )}
      </div>
    );
  }
  return (
    <div ref={bodyRef} className="body">
      <SanitisedMarkup className="template" html={html} onDrawn={props.onTemplateDrawn} />
    </div>
  );
}
