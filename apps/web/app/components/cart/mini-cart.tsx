// The header's mini cart (spec §2): the cart summary (count and subtotal, a cart fragment) and,
// with JavaScript, a panel with the cart's content fragment that opens from it. The panel is a
// disclosure, not a modal: Escape or a click outside closes it and focus returns to its button.
// Without JavaScript the summary is a link to the cart page.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCartFragments } from '../../cart/use-cart-fragments.ts';
import { useTranslation } from '../../translation.ts';

const SUMMARY = 'span.mini-cart__summary';
const CONTENT = 'div.widget_shopping_cart_content';

function CartIcon() {
  return (
    <svg className="mini-cart__icon" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.4" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.4" fill="currentColor" />
    </svg>
  );
}

export function MiniCart() {
  const { t } = useTranslation();
  const fragments = useCartFragments();
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const couponMessage = useCouponMessage();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setEnhanced(true), []);
  // A new page closes the panel.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const summary = (
    <>
      <CartIcon />
      <span className="visually-hidden">{t('cart.title')}: </span>
      <span
        className="mini-cart__fragment"
        dangerouslySetInnerHTML={{ __html: fragments[SUMMARY] ?? '' }}
      />
    </>
  );
  return (
    <div className="mini-cart" ref={root}>
      {enhanced ? (
        <button
          ref={toggle}
          type="button"
          className="mini-cart__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {summary}
        </button>
      ) : (
        <a href="/cart" className="mini-cart__toggle">
          {summary}
        </a>
      )}
      <div
        id={panelId}
        className="mini-cart__panel"
        role="region"
        aria-label={t('cart.miniCart')}
        hidden={!open}
      >
        <div className="mini-cart__head">
          <h2 className="mini-cart__heading">{t('cart.miniCart')}</h2>
          <button
            type="button"
            className="mini-cart__close"
            aria-label={t('cart.closeMiniCart')}
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            ×
          </button>
        </div>
        <div
          className="mini-cart__content"
          dangerouslySetInnerHTML={{ __html: fragments[CONTENT] ?? '' }}
        />
        <div aria-live="polite">
          {couponMessage ? (
            <p className={`coupon-form__message notice notice--${couponMessage.kind}`}>
              {couponMessage.text}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The answer to the last code sent from the mini cart's forms (cart-client.ts says it). */
function useCouponMessage() {
  const [message, setMessage] = useState<{ kind: string; text: string } | null>(null);
  useEffect(() => {
    const onMessage = (event: Event) => {
      const detail = (event as CustomEvent<{ kind: string; text: string }>).detail;
      setMessage(detail.text ? detail : null);
    };
    document.body.addEventListener('coupon_message', onMessage);
    return () => document.body.removeEventListener('coupon_message', onMessage);
  }, []);
  return message;
}
