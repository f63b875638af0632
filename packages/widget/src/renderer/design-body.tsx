// A popup's body drawn from its design document: each block in order, under the theme's font size
// and alignment (its colours are the frame's, see theme-colours.ts). A `products` block draws the
// recommendations the shop chunk fetched before the popup showed (shop/shop-loader.ts).
import type { DesignBlock, DesignDocument, Language, TickerBlock } from '@pinwheel/core';
import { CountdownTimer } from './blocks/countdown-timer.tsx';
import { CouponCode } from './blocks/coupon-code.tsx';
import { OwnerHtml } from './blocks/owner-html.tsx';
import { PopupButton } from './blocks/popup-button.tsx';
import { SignupForm } from './blocks/signup-form.tsx';
import { PopupHeading, PopupImage, PopupText } from './blocks/text-blocks.tsx';
import type { LeadFormContext } from './lead-form/lead-form-context.ts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type * as TickerModule from './ticker/news-ticker.tsx';

/** The recommendations block's view, when the popup has products to show (the frame's). */
export const ProductsSlot = createContext<(() => ReactNode) | null>(null);

export interface DesignBodyProps {
  design: DesignDocument;
  lang: Language;
  /** When the popup's countdown reaches zero (epoch ms), which a countdown block shows. */
  deadline: number | null;
  /** A close button block was pressed. */
  onClose(): void;
  /** What a form block sends with, and what follows (the frame's). */
  form: LeadFormContext;
}

export function DesignBlocks({ design, lang, deadline, onClose, form }: DesignBodyProps) {
  const firstForm = design.blocks.findIndex((block) => block.type === 'form');
  const products = useContext(ProductsSlot);
  const blockView = (block: DesignBlock, index: number) => {
    switch (block.type) {
      case 'heading':
        return <PopupHeading block={block} />;
      case 'text':
        return <PopupText block={block} />;
      case 'image':
        return <PopupImage block={block} />;
      case 'button':
        return (
          <PopupButton
            block={block}
            onClose={onClose}
            onFollow={form.clickTarget ? () => form.clicked({ button: block.label }) : undefined}
          />
        );
      case 'form':
        return <SignupForm block={block} index={index} primary={index === firstForm} form={form} />;
      case 'coupon':
        return (
          <CouponCode
            block={block}
            lang={lang}
            onCopy={() => form.clicked({ coupon: block.code })}
          />
        );
      case 'countdown':
        return <CountdownTimer deadline={deadline} lang={lang} />;
      case 'html':
        return <OwnerHtml block={block} />;
      case 'products':
        return products ? products() : null;
      case 'ticker':
        return <TickerSlot block={block} lang={lang} />;
      default:
        // A block type newer than this renderer: nothing.
        return null;
    }
  };
  return (
    <>
      {design.blocks.map((block, index) => {
        const view = blockView(block, index);
        return (
          view && (
            <div key={index} className={`block ${block.type}-block`}>
              {view}
            </div>
          )
        );
      })}
    </>
  );
}

let ticker: Promise<typeof TickerModule> | null = null;

/** A news ticker, drawn once its lazy chunk is in (ticker/news-ticker.tsx). */
function TickerSlot(props: { block: TickerBlock; lang: Language }) {
  const [module, setModule] = useState<typeof TickerModule | null>(null);
  useEffect(() => {
    // Kept even when it failed: this page view then shows no ticker rather than asking again.
    (ticker ??= import('./ticker/news-ticker.tsx')).then(setModule, console.warn);
  }, []);
  return module && <module.NewsTicker {...props} />;
}

/** The content's design, when it is a document this renderer can draw. */
export function designOf(design: unknown): DesignDocument | undefined {
  if (typeof design !== 'object' || design === null) return undefined;
  const blocks = (design as { blocks?: unknown }).blocks;
  if (!Array.isArray(blocks)) return undefined;
  return design as DesignDocument;
}
