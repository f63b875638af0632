import { describe, expect, it } from 'vitest';
import { checkoutPagesAllow, isCheckoutPage } from './checkout-pages.ts';
import { evaluatePopup } from './evaluate-popup.ts';
import type { PopupTargeting } from '../popup/popup-content.ts';

const shop = 'https://shop.example';

describe('checkout pages', () => {
  it('knows our, WooCommerce’s and Shopify’s checkout and order pages, and nothing else', () => {
    for (const path of [
      '/checkout',
      '/checkout/',
      '/checkout?step=2',
      '/checkout/order-received/1042',
      '/checkouts/c/abc123',
    ]) {
      expect(isCheckoutPage(shop + path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/cart',
      '/product/checkout-tote',
      '/blog/checkout-tips',
      '/checkoutx',
    ]) {
      expect(isCheckoutPage(shop + path), path).toBe(false);
    }
  });

  it('keeps a modal popup off them unless a show rule names the page', () => {
    expect(checkoutPagesAllow([], `${shop}/checkout`).passed).toBe(false);
    expect(
      checkoutPagesAllow([{ rule: 'contain', value: 'checkout' }], `${shop}/checkout`),
    ).toEqual({ passed: true, detail: 'a checkout page its show rules name' });
    expect(
      checkoutPagesAllow([{ rule: 'contain', value: '/sale' }], `${shop}/checkout`).passed,
    ).toBe(false);
    expect(checkoutPagesAllow([], `${shop}/product/mug`).passed).toBe(true);
  });

  it('applies to lightboxes, games and full pages; bars and side boxes may still show', () => {
    const at = (type: string) =>
      evaluatePopup({ poptin_id: 'p1', poptin_type: type } as unknown as PopupTargeting, {
        now: 0,
        url: `${shop}/checkout`,
      }).show;
    expect(at('lightbox')).toBe(false);
    expect(at('gamified')).toBe(false);
    expect(at('fullpage')).toBe(false);
    expect(at('bar')).toBe(true);
    expect(at('sside')).toBe(true);
  });
});
