// Cart fragments (spec §3, §7): pieces of markup, by selector, that the storefront swaps in after
// every cart change and keeps in browser storage with the cart hash. Two pieces: the header's cart
// summary (count and subtotal) and the mini cart's content. Amounts are written in the shop's
// currency format (the view carries it; Intl's writing when never set). Every text from the catalog or a
// visitor is escaped here; the client inserts the markup as it is.
import {
  formatMoney,
  NONCE_FIELD,
  translate,
  type CartLineView,
  type CartView,
  type Language,
} from '@pinwheel/core';

export const SUMMARY_SELECTOR = 'span.mini-cart__summary';
export const CONTENT_SELECTOR = 'div.widget_shopping_cart_content';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

export function itemCountText(lang: Language, count: number): string {
  return count === 1
    ? translate(lang, 'cart.itemCountOne')
    : translate(lang, 'cart.itemCount', { count });
}

/** `nonce` signs the remove links, which work without JavaScript too (GET /cart?remove_item=…). */
export function cartFragments(
  view: CartView,
  lang: Language,
  nonce: string,
): Record<string, string> {
  const money = (minor: number) =>
    escapeHtml(formatMoney(minor, view.currency, lang, view.currencyFormat));
  // A bulk tier reached: the regular price struck through (with words for screen readers).
  const priceEach = (line: CartLineView) =>
    line.bulkDiscountPercent > 0
      ? `<del><span class="visually-hidden">${escapeHtml(translate(lang, 'cart.regularPrice'))} </span>${money(line.regularUnitPrice)}</del> ` +
        `<ins><span class="visually-hidden">${escapeHtml(translate(lang, 'cart.bulkPrice'))} </span>${money(line.unitPrice)}</ins>`
      : money(line.unitPrice);
  const count = itemCountText(lang, view.itemCount);
  const summary =
    `<span class="mini-cart__summary" data-count="${view.itemCount}">` +
    `<span class="mini-cart__count" aria-hidden="true">${view.itemCount}</span>` +
    `<span class="mini-cart__label">${escapeHtml(count)}, ${money(view.subtotal)}</span></span>`;

  let content: string;
  if (view.lines.length === 0) {
    content = `<p class="mini-cart__empty">${escapeHtml(translate(lang, 'cart.empty'))}</p>`;
  } else {
    const items = view.lines
      .map((line) => {
        const title = line.variantTitle
          ? `${line.productTitle} – ${line.variantTitle}`
          : line.productTitle;
        const remove =
          `/cart?remove_item=${encodeURIComponent(line.key)}` +
          `&_nonce=${encodeURIComponent(nonce)}`;
        const image = line.image
          ? `<img src="${escapeHtml(line.image.src)}" width="56" height="${Math.round(
              (56 * line.image.height) / Math.max(1, line.image.width),
            )}" alt="" loading="lazy" decoding="async">`
          : '';
        return (
          `<li class="mini-cart__item" data-cart_item_key="${escapeHtml(line.key)}">` +
          `<a class="mini-cart__picture" href="${escapeHtml(line.url)}" tabindex="-1" aria-hidden="true">${image}</a>` +
          `<span class="mini-cart__text"><a class="mini-cart__title" href="${escapeHtml(line.url)}">${escapeHtml(title)}</a>` +
          `<span class="mini-cart__quantity">${line.quantity} × ${priceEach(line)}</span></span>` +
          `<a class="remove remove_from_cart_button" href="${escapeHtml(remove)}" data-cart_item_key="${escapeHtml(line.key)}" aria-label="${escapeHtml(translate(lang, 'cart.remove', { title }))}">×</a>` +
          `</li>`
        );
      })
      .join('');
    content =
      `<ul class="mini-cart__items">${items}</ul>` +
      `<p class="mini-cart__subtotal"><span>${escapeHtml(translate(lang, 'cart.subtotal'))}</span> <strong>${money(view.subtotal)}</strong></p>` +
      couponFragment(view, lang, nonce, money) +
      `<p class="mini-cart__buttons"><a class="button mini-cart__view" href="/cart">${escapeHtml(translate(lang, 'cart.viewCart'))}</a>` +
      `<a class="button button--primary mini-cart__checkout" href="/checkout">${escapeHtml(translate(lang, 'cart.proceedToCheckout'))}</a></p>`;
  }
  return {
    [SUMMARY_SELECTOR]: summary,
    [CONTENT_SELECTOR]: `<div class="widget_shopping_cart_content">${content}</div>`,
  };
}

/**
 * The mini cart's discount codes: each held code (with a remove button, and its reason when it
 * does not apply), the discount and the new total, and a field for a code. Its forms post to the
 * cart page (intent apply_coupon / remove_coupon), which answers them without JavaScript; with
 * it, cart-client.ts sends them to our cart API instead.
 */
function couponFragment(
  view: CartView,
  lang: Language,
  nonce: string,
  money: (minor: number) => string,
): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    escapeHtml(translate(lang, key, params));
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const held = view.coupons
    .map(
      (coupon) =>
        `<li class="mini-cart__code"><span class="coupon-form__chip">${escapeHtml(coupon.code)}</span>` +
        (coupon.discount > 0 ? ` <span>${money(-coupon.discount)}</span>` : '') +
        `<form class="mini-cart__coupon" method="post" action="/cart">${hidden(NONCE_FIELD, nonce)}${hidden('intent', 'remove_coupon')}${hidden('coupon_code', coupon.code)}` +
        `<button type="submit" class="coupon-form__remove" aria-label="${t('coupon.removeCode', { code: coupon.code })}">${t('coupon.remove')}</button></form>` +
        (coupon.refusal
          ? `<span class="coupon-form__refusal">${escapeHtml(coupon.refusal.message)}</span>`
          : '') +
        `</li>`,
    )
    .join('');
  const total =
    view.discountTotal > 0
      ? `<p class="mini-cart__subtotal mini-cart__total"><span>${t('coupon.total')}</span> <strong>${money(view.total)}</strong></p>`
      : '';
  return (
    (held ? `<ul class="mini-cart__codes">${held}</ul>` : '') +
    total +
    `<form class="mini-cart__coupon mini-cart__coupon-field" method="post" action="/cart">${hidden(NONCE_FIELD, nonce)}${hidden('intent', 'apply_coupon')}` +
    `<label class="visually-hidden" for="mini-cart-coupon">${t('coupon.field')}</label>` +
    `<input id="mini-cart-coupon" name="coupon_code" type="text" autocomplete="off" maxlength="64" required placeholder="${t('coupon.field')}">` +
    `<button type="submit" class="button">${t('coupon.apply')}</button></form>`
  );
}
