// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/products/mug"}
import { evaluatePopup, type Popup } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { browserVisitorContext, windowVariableReader } from './browser-visitor-context.ts';

const noMarkers = { seen: [], closed: [], converted: [], embedded: [], frequency: {} };

/** This window, with the page's serialisation counted. */
function countingSourceReads() {
  const root = document.documentElement;
  const real = Object.getOwnPropertyDescriptor(Element.prototype, 'outerHTML')!;
  let reads = 0;
  Object.defineProperty(root, 'outerHTML', {
    configurable: true,
    get() {
      reads += 1;
      return real.get!.call(root) as string;
    },
  });
  return { reads: () => reads, restore: () => delete (root as { outerHTML?: string }).outerHTML };
}

const popup = (fields: Partial<Popup>): Popup =>
  ({ poptin_id: 'popup0000001', poptin_type: 'lightbox', ...fields }) as Popup;

describe('browserVisitorContext', () => {
  it('reads the page source only for a popup with a source rule, and once', () => {
    document.body.innerHTML = '<div id="checkout-banner">Free shipping</div>';
    const counter = countingSourceReads();
    try {
      const context = browserVisitorContext({
        win: window,
        now: Date.now(),
        cookies: {},
        markers: noMarkers,
      });
      expect(evaluatePopup(popup({}), context).show).toBe(true);
      expect(counter.reads()).toBe(0);

      const sourceRule = popup({
        source_code_target_active: 1,
        source_code_target_html: 'checkout-banner',
        source_code_target_role: 'contain',
      });
      expect(evaluatePopup(sourceRule, context).show).toBe(true);
      expect(evaluatePopup(sourceRule, context).show).toBe(true);
      expect(counter.reads()).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('gives the page address, the device and window variables by dotted name', () => {
    (window as unknown as { dataLayer: unknown }).dataLayer = [{ event: 'purchase' }];
    const context = browserVisitorContext({
      win: window,
      now: 1,
      cookies: { a: 'b' },
      markers: noMarkers,
    });
    expect(context).toMatchObject({
      url: 'https://shop.example/products/mug',
      cookies: { a: 'b' },
    });
    expect(windowVariableReader(window)('dataLayer.0.event')).toBe('purchase');
    expect(windowVariableReader(window)('missing.deeper')).toBeUndefined();
  });
});
