// The add-to-cart button in its three states (spec §4): normal, loading while its requests run,
// added; after an add, a "View cart" link follows it, except on the cart page. A live region says
// what was added, and a refusal's message shows beside the button.
import { Link, useLocation } from 'react-router';
import type { AddState } from '../../cart/use-add-to-cart.ts';
import { useTranslation } from '../../translation.ts';

export function AddToCartButton({
  state,
  productId,
  label,
  disabled = false,
  className = '',
  extra,
}: {
  state: AddState;
  productId: string;
  label: string;
  disabled?: boolean;
  className?: string;
  /** Data attributes the product form carries (pre-order). */
  extra?: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      className={`button button--primary add_to_cart_button ajax_add_to_cart ${className}${
        state === 'loading' ? ' loading' : state === 'added' ? ' added' : ''
      }`}
      data-product_id={productId}
      data-state={state}
      aria-busy={state === 'loading' ? true : undefined}
      disabled={disabled}
      {...extra}
    >
      {state === 'loading' ? <span className="add-to-cart__spinner" aria-hidden="true" /> : null}
      {state === 'added' ? (
        <svg className="add-to-cart__tick" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ) : null}
      <span>
        {state === 'loading' ? t('cart.adding') : state === 'added' ? t('cart.added') : label}
      </span>
    </button>
  );
}

/** What follows the button: the View cart link once added, the announcement and any refusal. */
export function AddToCartOutcome({
  state,
  announcement,
  error,
}: {
  state: AddState;
  announcement: string;
  error: string | null;
}) {
  const { t } = useTranslation();
  const onCartPage = useLocation().pathname === '/cart';
  return (
    <>
      {state === 'added' && !onCartPage ? (
        <Link to="/cart" className="added_to_cart wc-forward">
          {t('cart.viewCart')}
        </Link>
      ) : null}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {error ? (
        <p className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
