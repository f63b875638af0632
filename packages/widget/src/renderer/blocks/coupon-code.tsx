// The coupon block: the code in a dashed box, in a monospace face, always left to right (a code
// is not Hebrew), with a button that copies it and says so for a moment (spec §2 'Copied').
import {
  COUPON_COPIED_TOOLTIP_MS,
  widgetText,
  type CouponBlock,
  type Language,
} from '@pinwheel/core';
import { useEffect, useState } from 'react';
import { useDynamicText } from '../dynamic-text.ts';

export interface CouponCodeProps {
  block: CouponBlock;
  lang: Language;
  /** The visitor copied the code: a coupon click counts as a conversion (spec §7 `coupon`). */
  onCopy?(): void;
}

export function CouponCode({ block, lang, onCopy }: CouponCodeProps) {
  const fill = useDynamicText();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COUPON_COPIED_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    onCopy?.();
    // Without clipboard access (an insecure page) the code stays on screen to be typed.
    navigator.clipboard?.writeText(block.code).then(
      () => setCopied(true),
      () => {},
    );
  };
  return (
    <div className="coupon">
      <div className="coupon-row">
        <code className="coupon-code" dir="ltr">
          {block.code}
        </code>
        <button type="button" className="coupon-copy" onClick={copy}>
          {widgetText(lang, copied ? 'copied' : 'copyCode')}
        </button>
      </div>
      {block.caption && (
        <p className="coupon-caption" dir="auto">
          {fill(block.caption)}
        </p>
      )}
      <span className="visually-hidden" role="status">
        {copied ? widgetText(lang, 'copied') : ''}
      </span>
    </div>
  );
}
