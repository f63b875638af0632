// The product summary's accordions (spec storefront §2, §4): delivery, returns, care. Plain
// <details> sharing one `name`, so one is open at a time even before JavaScript (the browser closes
// the others). Once hydrated, opening and closing animate their height over 200 ms, and the
// script closes the others itself too, for browsers that do not know the shared name.
import { ACCORDION_ANIMATION_MS, type MessageKey } from '@pinwheel/core';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../translation.ts';

const ITEMS: Array<{ id: string; title: MessageKey; text: MessageKey }> = [
  { id: 'delivery', title: 'summary.delivery', text: 'summary.deliveryText' },
  { id: 'returns', title: 'summary.returns', text: 'summary.returnsText' },
  { id: 'care', title: 'summary.care', text: 'summary.careText' },
];

const GROUP = 'product-summary';

function animateHeight(details: HTMLDetailsElement, from: number, to: number, done?: () => void) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    done?.();
    return;
  }
  const animation = details.animate(
    { blockSize: [`${from}px`, `${to}px`] },
    { duration: ACCORDION_ANIMATION_MS, easing: 'ease-out' },
  );
  animation.onfinish = () => done?.();
}

function closeItem(details: HTMLDetailsElement) {
  const summary = details.querySelector('summary');
  const from = details.offsetHeight;
  animateHeight(details, from, summary?.offsetHeight ?? 0, () => {
    details.open = false;
  });
}

function toggle(event: MouseEvent<HTMLElement>) {
  const details = event.currentTarget.parentElement as HTMLDetailsElement;
  event.preventDefault();
  if (details.open) {
    closeItem(details);
    return;
  }
  const group = details.parentElement?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [];
  for (const other of group) if (other !== details) closeItem(other);
  const from = details.offsetHeight;
  details.open = true;
  animateHeight(details, from, details.scrollHeight);
}

export function SummaryAccordions() {
  const { t } = useTranslation();
  return (
    <div className="summary-accordions">
      {ITEMS.map((item) => (
        <details key={item.id} className="summary-accordion" name={GROUP}>
          <summary className="summary-accordion__title" onClick={toggle}>
            {t(item.title)}
          </summary>
          <p className="summary-accordion__body">{t(item.text)}</p>
        </details>
      ))}
    </div>
  );
}
