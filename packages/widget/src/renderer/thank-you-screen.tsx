// What a popup shows once its form is sent (spec §2 post-submit screens): the design document's
// `thank_you` blocks, or a short default in the popup's language. It fades in over
// THANK_YOU_FADE_MS (design-styles.ts); how long it stays is the frame's (close-options.ts).
import { widgetText, type DesignDocument, type Language } from '@pinwheel/core';
import { DesignBlocks } from './design-body.tsx';
import type { LeadFormContext } from './lead-form/lead-form-context.ts';

export interface ThankYouBlocksProps {
  design: DesignDocument | undefined;
  lang: Language;
  onClose(): void;
  form: LeadFormContext;
}

export function ThankYouBlocks({ design, lang, onClose, form }: ThankYouBlocksProps) {
  const blocks = design?.thank_you;
  if (design && blocks && blocks.length > 0) {
    return (
      <DesignBlocks
        design={{ ...design, blocks }}
        lang={lang}
        deadline={null}
        onClose={onClose}
        form={form}
      />
    );
  }
  return (
    <>
      <div className="block heading-block">
        <h2 className="heading level-2">{widgetText(lang, 'thankYou')}</h2>
      </div>
      <div className="block text-block">
        <p className="text">{widgetText(lang, 'thankYouLine')}</p>
      </div>
    </>
  );
}
