// What a popup shows once its form is sent (spec §2 post-submit screens): the design document's
// `thank_you` blocks, or a short default in the popup's language; with the popup's coupon
// (`design_properties.coupon`) as this lead got it: the code the conversion answered (a
// single-use one issued to the lead) takes the place of the coupon's own code. It fades in over
// THANK_YOU_FADE_MS (design-styles.ts); how long it stays is the frame's (close-options.ts).
import {
  widgetText,
  type Coupon,
  type DesignBlock,
  type DesignDocument,
  type Language,
} from '@pinwheel/core';
import { DesignBlocks } from './design-body.tsx';
import type { LeadFormContext } from './lead-form/lead-form-context.ts';

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The thank-you screen's own blocks (null: the default words), the lead's code in its coupon's
 * place. Without `thank_you` blocks a popup with a coupon shows it under the default words. A
 * popup whose coupon is issued per lead shows no code when none was issued (a preview).
 */
export function thankYouBlocks(
  design: DesignDocument | undefined,
  coupon: Coupon | undefined,
  leadCode: string | undefined,
): DesignBlock[] | null {
  const own = design?.thank_you;
  const perLead = coupon?.coupon_type === 'unique';
  const code = leadCode ?? (perLead ? undefined : coupon?.code);
  if (!own || own.length === 0) {
    return code ? [{ type: 'coupon', code }] : null;
  }
  return own.flatMap((block): DesignBlock[] => {
    if (block.type !== 'coupon' || !coupon || !sameCode(block.code, coupon.code)) return [block];
    return code ? [{ ...block, code }] : [];
  });
}

export interface ThankYouBlocksProps {
  design: DesignDocument | undefined;
  /** thankYouBlocks' answer. */
  blocks: DesignBlock[] | null;
  lang: Language;
  onClose(): void;
  form: LeadFormContext;
}

export function ThankYouBlocks({ design, blocks, lang, onClose, form }: ThankYouBlocksProps) {
  const drawn = (list: DesignBlock[]) => (
    <DesignBlocks
      design={{ ...design, blocks: list }}
      lang={lang}
      deadline={null}
      onClose={onClose}
      form={form}
    />
  );
  if (design?.thank_you?.length && blocks) return drawn(blocks);
  return (
    <>
      <div className="block heading-block">
        <h2 className="heading level-2">{widgetText(lang, 'thankYou')}</h2>
      </div>
      <div className="block text-block">
        <p className="text">{widgetText(lang, 'thankYouLine')}</p>
      </div>
      {blocks && drawn(blocks)}
    </>
  );
}
