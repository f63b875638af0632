// The cart page (/cart): every line with its picture, price (its bulk discount and the next tier
// beside it), quantity steppers and total, the subtotal and the way to checkout. Without JavaScript the quantities post with "Update cart"
// (checked against the cart the page showed: a stale page is refused, not applied) and the remove
// links work as links (nonce'd). With it, a quantity change or a removal is sent in the
// background through the cart queue and the page reloads its data; a refused change says why
// beside its line and the quantity goes back to what the cart holds. The totals hold the discount
// code field (components/cart/coupon-form.tsx): its forms post here without JavaScript.
import { formatMoney, translate, type CartView } from '@pinwheel/core';
import { useEffect, useRef, useState } from 'react';
import { data, Link, redirect, useRevalidator } from 'react-router';
import { applyAnswer, cartCall, enqueue } from '../cart/cart-client.ts';
import { CartLinePrice } from '../components/cart/cart-line-price.tsx';
import { CartPageStyles } from '../components/cart/cart-page-styles.tsx';
import { couponAction, CouponForm, type CouponMessage } from '../components/cart/coupon-form.tsx';
import { InstalmentsMessage } from '../components/checkout/instalments-message.tsx';
import { QuantityInput } from '../components/catalog/quantity-input.tsx';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { NonceField } from '../components/nonce-field.tsx';
import type { InstalmentsOffer } from '../context/checkout.ts';
import { pageTitle } from '../page-title.ts';
import { useShellData } from '../shell-data.ts';
import { useTranslation } from '../translation.ts';
import type { Route } from './+types/cart';
import { useCurrencyFormat } from '../money.ts';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { lang?: 'en' | 'he'; shopName?: string } | undefined;
  return [
    { title: pageTitle(translate(root?.lang ?? 'en', 'cart.title'), root?.shopName ?? '') },
    { name: 'robots', content: 'noindex' },
  ];
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const removeKey = params.get('remove_item');
  if (removeKey !== null) {
    const removed = await context.cart.removeByLink(removeKey, params.get('_nonce') ?? '');
    if (removed !== 'bad_nonce') {
      return redirect(removed.ok ? '/cart?updated=1' : '/cart', 303);
    }
    return {
      view: await context.cart.view(),
      notice: null,
      error: translate(context.lang, 'nonce.invalid'),
      instalments: await context.checkout.instalments(),
    };
  }
  const view = await context.cart.view();
  const addedKey = params.get('added');
  const added = addedKey ? view.lines.find((line) => line.key === addedKey) : undefined;
  const notice = added
    ? translate(context.lang, 'cart.addedNotice', { title: added.productTitle })
    : params.get('updated')
      ? translate(context.lang, 'cart.updatedNotice')
      : null;
  return {
    view,
    notice,
    error: null as string | null,
    instalments: await context.checkout.instalments(),
  };
}

/** "Update cart" without JavaScript: every line's quantity, against the cart the page showed. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) return data({ error: translate(context.lang, 'form.unreadable') }, { status: 400 });
  const coupon = await couponAction(context.cart, form, context.lang);
  if (coupon) {
    return data(
      { error: null as string | null, coupon: coupon.message },
      { status: coupon.status },
    );
  }
  const changes: Array<{ key: string; quantity: number }> = [];
  for (const [name, value] of form) {
    const key = /^quantity\[(.+)\]$/.exec(name)?.[1];
    if (!key || typeof value !== 'string') continue;
    const quantity = value.trim() === '' ? Number.NaN : Number(value);
    changes.push({ key, quantity });
  }
  const cartHash = form.get('cart_hash');
  const result = await context.cart.setQuantities(
    changes,
    typeof cartHash === 'string' ? cartHash : undefined,
  );
  if (!result.ok) {
    return data({ error: result.message }, { status: result.code === 'cart_stale' ? 409 : 422 });
  }
  return redirect('/cart?updated=1', 303);
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, notice, instalments } = loaderData;
  const { t } = useTranslation();
  const [liveError, setLiveError] = useState<string | null>(null);
  const error = liveError ?? actionData?.error ?? loaderData.error;
  const couponMessage: CouponMessage =
    actionData && 'coupon' in actionData ? actionData.coupon : null;
  return (
    <div className="cart-page">
      <StorefrontStyles />
      <CartPageStyles />
      <h1>{t('cart.title')}</h1>
      <div className="cart-page__messages" aria-live="polite">
        {notice && !error ? (
          <p className="notice notice--success" role="status">
            {notice}
          </p>
        ) : null}
      </div>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {view.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <Link to="/shop" className="button button--primary">
            {t('cart.returnToShop')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__layout">
          <CartForm view={view} onError={setLiveError} />
          <CartTotals view={view} instalments={instalments} couponMessage={couponMessage} />
        </div>
      )}
    </div>
  );
}

function CartForm({
  view,
  onError,
}: {
  view: CartView;
  onError: (message: string | null) => void;
}) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const nonce = useShellData()?.formNonce ?? '';
  const form = useRef<HTMLFormElement>(null);
  const hash = useRef(view.cartHash);
  const revalidator = useRevalidator();
  // The function alone: the revalidator object is new whenever a reload starts or ends, and the
  // listeners below (with a step's waiting timer) must not be dropped and set up again then.
  const { revalidate } = revalidator;
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const money = (minor: number) => formatMoney(minor, view.currency, lang, currencyFormat);
  // The hash the next change is sent with: each answer's, and the page's own once it has reloaded
  // and no change is on its way. Taken from the page at every render, a render between an answer
  // and the page's reload (the line's message cleared) brought back the hash from before that
  // answer, and the shopper's next step was refused as made on a changed cart.
  const sending = useRef(0);
  if (sending.current === 0 && revalidator.state === 'idle') hash.current = view.cartHash;

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const timers = new Map<string, number>();
    const send = (input: HTMLInputElement, key: string) => {
      const quantity = input.value.trim() === '' ? Number.NaN : Number(input.value);
      sending.current += 1;
      void enqueue(() =>
        cartCall('/api/cart/update-quantity', {
          cart_item_key: key,
          quantity: Number.isFinite(quantity) ? quantity : -1,
          cart_hash: hash.current,
        }),
      )
        .then(({ status, answer }) => {
          if (!answer) throw new Error(`HTTP ${status}`);
          applyAnswer(answer);
          hash.current = answer.cart_hash;
          if (answer.error) {
            const held = answer.cart.items.find((item) => item.key === key);
            if (held) input.value = String(held.quantity);
            if (answer.code === 'cart_stale') onError(answer.message ?? null);
            else setLineErrors((errors) => ({ ...errors, [key]: answer.message ?? '' }));
          } else {
            onError(null);
            setLineErrors((errors) => {
              const { [key]: _cleared, ...rest } = errors;
              return rest;
            });
          }
          void revalidate();
        })
        .catch(() => onError(translate(lang, 'cart.error.failed')))
        .finally(() => (sending.current -= 1));
    };
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      const key = /^quantity\[(.+)\]$/.exec(input.name)?.[1];
      if (!key) return;
      window.clearTimeout(timers.get(key));
      // Quick steps on one line make one request, with the last quantity.
      timers.set(
        key,
        window.setTimeout(() => send(input, key), 400),
      );
    };
    const onRemoved = () => void revalidate();
    element.addEventListener('change', onChange);
    document.body.addEventListener('removed_from_cart', onRemoved);
    return () => {
      element.removeEventListener('change', onChange);
      document.body.removeEventListener('removed_from_cart', onRemoved);
      for (const timer of timers.values()) window.clearTimeout(timer);
    };
  }, [lang, onError, revalidate]);

  return (
    <form method="post" className="cart-form" ref={form}>
      <NonceField />
      <input type="hidden" name="cart_hash" value={view.cartHash} />
      <table className="cart-table">
        <caption className="visually-hidden">{t('cart.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="cart-table__product-head" colSpan={2}>
              {t('cart.product')}
            </th>
            <th scope="col">{t('cart.price')}</th>
            <th scope="col">{t('cart.quantity')}</th>
            <th scope="col">{t('cart.lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line, index) => {
            const title = line.variantTitle
              ? `${line.productTitle} – ${line.variantTitle}`
              : line.productTitle;
            const errorId = `cart-line-error-${index}`;
            return (
              <tr key={line.key} className="cart-table__line" data-cart_item_key={line.key}>
                <td className="cart-table__picture">
                  {line.image ? (
                    <img
                      src={line.image.src}
                      width={72}
                      height={Math.round((72 * line.image.height) / Math.max(1, line.image.width))}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                </td>
                <th scope="row" className="cart-table__product">
                  <Link to={line.url}>{line.productTitle}</Link>
                  {line.variantTitle ? (
                    <span className="cart-table__options">{line.variantTitle}</span>
                  ) : null}
                  <a
                    className="remove remove_from_cart_button cart-table__remove"
                    href={`/cart?remove_item=${encodeURIComponent(line.key)}&_nonce=${encodeURIComponent(nonce)}`}
                    data-cart_item_key={line.key}
                    aria-label={t('cart.remove', { title })}
                  >
                    {t('cart.removeShort')}
                  </a>
                </th>
                <td className="cart-table__price" data-label={t('cart.price')}>
                  <CartLinePrice line={line} currency={view.currency} />
                </td>
                <td
                  className="cart-table__quantity product-quantity"
                  data-label={t('cart.quantity')}
                >
                  <QuantityInput
                    id={`cart-quantity-${index}`}
                    name={`quantity[${line.key}]`}
                    min={0}
                    max={line.maxQuantity ?? undefined}
                    defaultValue={line.quantity}
                    label={t('cart.quantityOf', { title })}
                  />
                  {lineErrors[line.key] ? (
                    <p className="cart-table__error" id={errorId} role="alert">
                      {lineErrors[line.key]}
                    </p>
                  ) : null}
                </td>
                <td className="cart-table__total" data-label={t('cart.lineTotal')}>
                  {money(line.linePrice)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="cart-form__actions">
        <button type="submit" className="button cart-form__update">
          {t('cart.update')}
        </button>
      </div>
    </form>
  );
}

function CartTotals({
  view,
  instalments,
  couponMessage,
}: {
  view: CartView;
  instalments: InstalmentsOffer | null;
  couponMessage: CouponMessage;
}) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const money = (minor: number) => formatMoney(minor, view.currency, lang, currencyFormat);
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-heading">
      <h2 id="cart-totals-heading">{t('cart.totals')}</h2>
      <CouponForm coupons={view.coupons} message={couponMessage} />
      <dl className="cart-totals__rows">
        {view.regularSubtotal > view.subtotal ? (
          <div className="cart-totals__savings">
            <dt>{t('cart.bulkSavings')}</dt>
            {/* A negative amount: the language's own sign placement (and direction marks). */}
            <dd>
              {formatMoney(
                view.subtotal - view.regularSubtotal,
                view.currency,
                lang,
                currencyFormat,
              )}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{money(view.subtotal)}</dd>
        </div>
        {view.coupons
          .filter((coupon) => !coupon.refusal && coupon.discount > 0)
          .map((coupon) => (
            <div key={coupon.code} className="cart-totals__discount">
              <dt>{t('coupon.discountLine', { code: coupon.code })}</dt>
              <dd>{money(-coupon.discount)}</dd>
            </div>
          ))}
        {view.coupons
          .filter((coupon) => !coupon.refusal && coupon.freeShipping)
          .map((coupon) => (
            <div key={`${coupon.code}-shipping`} className="cart-totals__discount">
              <dt>{t('coupon.freeShipping', { code: coupon.code })}</dt>
              <dd />
            </div>
          ))}
        {view.discountTotal > 0 ? (
          <div className="cart-totals__total">
            <dt>{t('coupon.total')}</dt>
            <dd>{money(view.total)}</dd>
          </div>
        ) : null}
      </dl>
      {/* The same offer as on the product and checkout pages, for what the cart comes to. */}
      <InstalmentsMessage
        offer={instalments}
        amount={view.total}
        currency={view.currency}
        target="cart-instalments"
      />
      <a href="/checkout" className="button button--primary cart-totals__checkout">
        {t('cart.proceedToCheckout')}
      </a>
    </section>
  );
}
