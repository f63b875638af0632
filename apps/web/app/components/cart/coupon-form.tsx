// The discount code field of the cart page and checkout: a code to apply, the codes held (each
// with a remove button, and the reason when it does not apply to the cart as it is) and the last
// answer. Plain forms posted to the page itself (intent apply_coupon / remove_coupon), so it works
// without JavaScript; with it, the same forms go through the cart queue to our cart API, the mini
// cart takes the answer's fragments and the page reloads its data in place.
import { translate, type AppliedCouponView } from '@pinwheel/core';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { applyAnswer, cartCall, enqueue } from '../../cart/cart-client.ts';
import { useTranslation } from '../../translation.ts';
import { NonceField } from '../nonce-field.tsx';

export const COUPON_INTENTS = { apply: 'apply_coupon', remove: 'remove_coupon' } as const;

/** The last answer: a refusal, or a code applied or removed. */
export type CouponMessage = { kind: 'error' | 'success'; text: string } | null;

export function CouponForm(props: { coupons: AppliedCouponView[]; message: CouponMessage }) {
  const { t } = useTranslation();
  const [live, setLive] = useState<CouponMessage>(null);
  const send = useCouponCall(setLive);
  const message = live ?? props.message;
  return (
    <div className="coupon-form">
      <form method="post" className="coupon-form__apply" onSubmit={send}>
        <NonceField />
        <input type="hidden" name="intent" value={COUPON_INTENTS.apply} />
        <label htmlFor="coupon_code">{t('coupon.field')}</label>
        <div className="coupon-form__row">
          <input
            id="coupon_code"
            name="coupon_code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            placeholder={t('coupon.placeholder')}
            required
            aria-describedby={message ? 'coupon-message' : undefined}
          />
          <button type="submit" className="button" name="apply_coupon">
            {t('coupon.apply')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {message ? (
          <p
            id="coupon-message"
            className={`coupon-form__message notice notice--${message.kind}`}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {props.coupons.length ? (
        <ul className="coupon-form__codes">
          {props.coupons.map((coupon) => (
            <li key={coupon.code} className="coupon-form__code">
              <span className="coupon-form__chip">{coupon.code}</span>
              <form method="post" onSubmit={send}>
                <NonceField />
                <input type="hidden" name="intent" value={COUPON_INTENTS.remove} />
                <input type="hidden" name="coupon_code" value={coupon.code} />
                <button
                  type="submit"
                  className="coupon-form__remove"
                  aria-label={t('coupon.removeCode', { code: coupon.code })}
                >
                  {t('coupon.remove')}
                </button>
              </form>
              {coupon.refusal ? (
                <p className="coupon-form__refusal">{coupon.refusal.message}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The enhanced path: the form's intent and code to our cart API through the cart queue (one call
 * at a time, in order), the answer's fragments to the mini cart, the page's data reloaded.
 */
function useCouponCall(setMessage: (message: CouponMessage) => void) {
  const { lang } = useTranslation();
  const revalidator = useRevalidator();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const code = String(data.get('coupon_code') ?? '');
    const applying = data.get('intent') === COUPON_INTENTS.apply;
    void enqueue(() =>
      cartCall(applying ? '/api/cart/apply-coupon' : '/api/cart/remove-coupon', { code }),
    )
      .then(({ status, answer }) => {
        if (!answer) throw new Error(`HTTP ${status}`);
        applyAnswer(answer);
        if (answer.error) {
          setMessage({ kind: 'error', text: answer.message ?? '' });
        } else {
          const shown = code.trim().toUpperCase();
          setMessage({
            kind: 'success',
            text: translate(lang, applying ? 'coupon.applied' : 'coupon.removed', { code: shown }),
          });
          if (applying) form.reset();
        }
        void revalidator.revalidate();
      })
      .catch(() => setMessage({ kind: 'error', text: translate(lang, 'cart.error.failed') }));
  };
}

/** A page action's answer to a coupon form posted without JavaScript. */
export async function couponAction(
  cart: {
    applyCoupon(code: string): Promise<{ ok: boolean; code: string; message?: string }>;
    removeCoupon(code: string): Promise<{ ok: boolean; code: string }>;
  },
  form: FormData,
  lang: 'en' | 'he',
): Promise<{ status: number; message: NonNullable<CouponMessage> } | null> {
  const intent = form.get('intent');
  if (intent !== COUPON_INTENTS.apply && intent !== COUPON_INTENTS.remove) return null;
  const given = form.get('coupon_code');
  const code = typeof given === 'string' ? given : '';
  if (intent === COUPON_INTENTS.remove) {
    const removed = await cart.removeCoupon(code);
    return {
      status: 200,
      message: { kind: 'success', text: translate(lang, 'coupon.removed', { code: removed.code }) },
    };
  }
  const applied = await cart.applyCoupon(code);
  return applied.ok
    ? {
        status: 200,
        message: {
          kind: 'success',
          text: translate(lang, 'coupon.applied', { code: applied.code }),
        },
      }
    : { status: 422, message: { kind: 'error', text: applied.message ?? '' } };
}
