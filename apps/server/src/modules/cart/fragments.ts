// Cart fragments (spec §3, §7): pieces of markup, by selector, that the storefront swaps in after
// every cart change and keeps in browser storage with the cart hash. Two pieces: the header's cart
// summary (count and subtotal) and the mini cart's content. Every text from the catalog or a
// visitor is escaped here; the client inserts the markup as it is.
import {
  formatMoney,
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
  const money = (minor: number) => escapeHtml(formatMoney(minor, view.currency, lang));
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
      `<p class="mini-cart__buttons"><a class="button mini-cart__view" href="/cart">${escapeHtml(translate(lang, 'cart.viewCart'))}</a>` +
      `<a class="button button--primary mini-cart__checkout" href="/checkout">${escapeHtml(translate(lang, 'cart.proceedToCheckout'))}</a></p>`;
  }
  return {
    [SUMMARY_SELECTOR]: summary,
    [CONTENT_SELECTOR]: `<div class="widget_shopping_cart_content">${content}</div>`,
  };
}
