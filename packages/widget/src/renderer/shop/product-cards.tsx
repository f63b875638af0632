// The recommendations block (spec §2, §9): at most 3 products, each with its picture, its title
// (cut at 50 characters with an ellipsis), its description, its price with the compare-at price
// struck through, how many are left when few are, and the button the popup's `buttons_action`
// asks for: add to the cart then the page again (`add_to_cart`) or the cart (`add_to_cart_redirect`),
// the product's page (`redirect`) or in a new tab (`redirect_blank`), or none (`no_buttons`).
// A product with options to choose (a size, a colour) is never added blind, nor one whose price
// the shop hides (its price password; the answer then has no price to show): the button leads to
// the product's page. Its styles come with it (this chunk), inside the popup's shadow root.
import {
  widgetShopText,
  type Language,
  type ShopProductSelection,
  type WidgetShopMessageKey,
} from '@pinwheel/core';
import { useState } from 'react';
import { addToStoreCart, afterCartAdd } from './cart-add.ts';
import type { ProductItem } from './recommendations-call.ts';

/** At most this many products show (spec §9). */
export const PRODUCTS_SHOWN = 3;
/** Titles longer than this are cut, with an ellipsis (spec §9). */
export const TITLE_MAX = 50;
/** "Only N left" shows at this many or fewer; a large stock is no news to a shopper. */
const FEW_LEFT = 10;

export type ButtonsAction = ShopProductSelection['buttons_action'];

/** A title of at most 50 characters (whole code points), the cut marked with an ellipsis. */
export function shortTitle(title: string): string {
  const characters = Array.from(title.trim());
  return characters.length > TITLE_MAX
    ? `${characters.slice(0, TITLE_MAX).join('').trimEnd()}…`
    : title.trim();
}

/** The description's words: the shop's HTML read as text, never run (DOMParser runs nothing). */
export function descriptionText(html: string): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** An amount ("38.00") in its currency, as the popup's language writes it. */
export function priceText(amount: string, currency: string, lang: Language): string {
  const value = Number(amount);
  const locale = lang === 'he' ? 'he-IL' : 'en-US';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

const STYLES = `
.design .block.products-block { max-width: none; }
.products { display: flex; flex-wrap: wrap; gap: 0.75em; margin: 0; padding: 0; list-style: none; }
.product { flex: 1 1 9em; min-width: 0; display: flex; flex-direction: column; gap: 0.25em; text-align: start; }
.product-image { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: 8px; background: rgba(0,0,0,0.05); }
.product-title { margin: 0; font-weight: 700; line-height: 1.25; }
.product-text { margin: 0; font-size: 0.8125em; opacity: 0.85; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.product-price { margin: 0; display: flex; flex-wrap: wrap; gap: 0 0.5em; align-items: baseline; }
.product-price .now { font-weight: 700; }
.product-price s { opacity: 0.75; }
.product-left { margin: 0; font-size: 0.8125em; font-weight: 700; color: #b91c1c; }
.product .button { margin-top: auto; min-height: 40px; padding: 0.5em 0.75em; font-size: 0.875em; }
@media (max-width: 480px) {
  .products { flex-direction: column; }
  .product { flex: none; display: grid; grid-template-columns: 5em 1fr; column-gap: 0.75em; align-items: start; }
  .product-image { grid-row: span 5; }
  .product .button { margin-top: 0.25em; justify-self: start; }
}`;

export interface ProductCardsProps {
  products: readonly ProductItem[];
  action: ButtonsAction;
  lang: Language;
  win: Window;
  /** In the editor's preview: its buttons and links are drawn but do nothing (editor-stage.tsx). */
  staged?: boolean | undefined;
}

export function ProductCards({ products, action, lang, win, staged }: ProductCardsProps) {
  return (
    <>
      <style>{STYLES}</style>
      <ul className="products" aria-label={widgetShopText(lang, 'recommendations')}>
        {products.slice(0, PRODUCTS_SHOWN).map((product) => (
          <ProductCard
            key={product.product_id}
            product={product}
            action={action}
            lang={lang}
            win={win}
            staged={staged}
          />
        ))}
      </ul>
    </>
  );
}

function ProductCard({
  product,
  action,
  lang,
  win,
  staged,
}: Omit<ProductCardsProps, 'products'> & { product: ProductItem }) {
  const text = (key: WidgetShopMessageKey, n?: number) => widgetShopText(lang, key, n);
  const title = shortTitle(product.title);
  const description = descriptionText(product.body_html);
  const left = product.inventory_quantity;
  return (
    <li className="product">
      {product.image && (
        <img
          className="product-image"
          src={product.image}
          alt={product.image_alt ?? ''}
          decoding="async"
        />
      )}
      <p
        className="product-title"
        dir="auto"
        title={title === product.title ? undefined : product.title}
      >
        {title}
      </p>
      {description && (
        <p className="product-text" dir="auto">
          {description}
        </p>
      )}
      {product.price !== undefined && (
        <p className="product-price">
          <span className="visually-hidden">{text('price')}</span>
          <span className="now">{priceText(product.price, product.currency, lang)}</span>
          {product.compare_at_price && (
            <>
              <span className="visually-hidden">{text('originalPrice')}</span>
              <s>{priceText(product.compare_at_price, product.currency, lang)}</s>
            </>
          )}
        </p>
      )}
      {left !== null && left > 0 && left <= FEW_LEFT && (
        <p className="product-left">{text('onlyLeft', left)}</p>
      )}
      <ProductButton
        product={product}
        action={action}
        text={text}
        win={win}
        title={title}
        staged={staged}
      />
    </li>
  );
}

interface ProductButtonProps {
  product: ProductItem;
  action: ButtonsAction;
  text: (key: WidgetShopMessageKey) => string;
  win: Window;
  /** Said after the button's words to a screen reader: three "Add to cart" buttons are told apart. */
  title: string;
  staged?: boolean | undefined;
}

/** A staged card's link or button stays where it is: the owner's cart and page are not a shopper's. */
const stayPut = (event: { preventDefault(): void }) => event.preventDefault();

function ProductButton({ product, action, text, win, title, staged }: ProductButtonProps) {
  /** The name a screen reader says: its words, then which product (label-in-name holds). */
  const named = (key: WidgetShopMessageKey) => `${text(key)}: ${title}`;
  const [adding, setAdding] = useState(false);
  if (action === 'no_buttons') return null;
  const page = product.url ?? '';
  // Without a price (the shop's price password hides it) nothing is added from here: its page.
  const adds =
    (action === 'add_to_cart' || action === 'add_to_cart_redirect') && product.price !== undefined;
  if (!adds || product.has_options) {
    if (!page) return null;
    const blank = action === 'redirect_blank';
    const words = adds ? 'chooseOptions' : 'viewProduct';
    return (
      <a
        className="button primary"
        href={page}
        target={blank ? '_blank' : undefined}
        rel={blank ? 'noopener' : undefined}
        aria-label={blank ? `${named(words)} ${text('newTab')}` : named(words)}
        onClick={staged ? stayPut : undefined}
      >
        {text(words)}
      </a>
    );
  }
  const add = async () => {
    if (adding) return;
    setAdding(true);
    await addToStoreCart(win, [{ id: product.variant_id, quantity: 1 }]);
    afterCartAdd(win, action === 'add_to_cart_redirect' ? 'cart' : 'reload');
  };
  return (
    <button
      type="button"
      className="button primary"
      disabled={adding}
      aria-label={named(adding ? 'adding' : 'addToCart')}
      onClick={staged ? stayPut : () => void add()}
    >
      {text(adding ? 'adding' : 'addToCart')}
    </button>
  );
}
