// /checkout: the guest checkout. One plain form posted with the nonce (React Router's Form, so it
// works the same before JavaScript): contact, billing address, an optional shipping address,
// shipping and payment methods, the order review and the hidden attribution inputs. The server
// judges everything again; refused fields come back with their message beside them and every
// value kept. A placed order goes to its order-received page.
import { attributionFromCookies, formatMoney, translate } from '@pinwheel/core';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/checkout';
import { CheckoutFieldGroup } from '../components/checkout/checkout-field-group.tsx';
import { CheckoutStyles } from '../components/checkout/checkout-styles.tsx';
import { ChoiceGroup } from '../components/checkout/choice-group.tsx';
import { InstalmentsMessage } from '../components/checkout/instalments-message.tsx';
import { OrderSummary } from '../components/checkout/order-summary.tsx';
import { readCookies } from '../components/checkout/read-cookies.ts';
import { NonceField } from '../components/nonce-field.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const page = await context.checkout.page();
  return {
    title: pageTitle(translate(context.lang, 'checkout.title'), context.shop.name),
    ...page,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form) {
    return data(
      { values: {}, errors: {}, message: translate(context.lang, 'form.unreadable') },
      { status: 400 },
    );
  }
  const result = await context.checkout.place(form);
  if (result.ok) {
    return redirect(
      result.redirectTo,
      result.setCookie ? { headers: { 'Set-Cookie': result.setCookie } } : undefined,
    );
  }
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === 'string' && name.length < 80) values[name] = value;
  return data({ values, errors: result.errors, message: result.message }, { status: 400 });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const page = loaderData;
  const navigation = useNavigation();
  const values: Record<string, string> = {
    billing_country: page.storeCountry,
    shipping_country: page.storeCountry,
    shipping_method: page.shippingOptions[0]?.id ?? '',
    payment_method: page.paymentMethods[0]?.id ?? '',
    ...actionData?.values,
  };
  const errors: Record<string, string> = actionData?.errors ?? {};
  const [shipElsewhere, setShipElsewhere] = useState(values.ship_to_different_address === '1');
  const [shippingId, setShippingId] = useState(values.shipping_method ?? '');
  const shipping =
    page.shippingOptions.find((option) => option.id === shippingId) ?? page.shippingOptions[0];
  const total = page.subtotal + (shipping?.cost ?? 0);
  const dueNow =
    page.lines.reduce((sum, line) => sum + (line.deposit?.dueNow ?? line.lineTotal), 0) +
    (shipping?.cost ?? 0);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData?.message) alertRef.current?.focus();
  }, [actionData]);

  if (page.lines.length === 0) {
    return (
      <section className="checkout checkout--empty" aria-labelledby="checkout-title">
        <CheckoutStyles />
        <h1 id="checkout-title">{t('checkout.title')}</h1>
        <p>{t('checkout.empty')}</p>
        <Link to="/shop" className="button button--primary">
          {t('checkout.emptyBack')}
        </Link>
      </section>
    );
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <CheckoutStyles />
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      {page.problems.length ? (
        <div className="checkout__alert" role="alert">
          {page.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      {actionData?.message ? (
        <div className="checkout__alert" role="alert" tabIndex={-1} ref={alertRef}>
          <p>{actionData.message}</p>
        </div>
      ) : null}
      <Form
        method="post"
        className="checkout__form"
        noValidate
        key={JSON.stringify(actionData?.values ?? {})}
      >
        <NonceField />
        <div className="checkout__details">
          <CheckoutFieldGroup
            group="billing"
            countries={page.countries}
            values={values}
            errors={errors}
          />
          <div className="checkout__group checkout__group--plain">
            <label className="checkout-choice">
              <input
                type="checkbox"
                name="ship_to_different_address"
                value="1"
                checked={shipElsewhere}
                onChange={(event) => setShipElsewhere(event.target.checked)}
              />
              <span>{t('checkout.shipToDifferent')}</span>
            </label>
          </div>
          <CheckoutFieldGroup
            group="shipping"
            countries={page.countries}
            values={values}
            errors={errors}
          />
          <div className="checkout-field">
            <label htmlFor="order_comments">{t('checkout.notes')}</label>
            <textarea
              id="order_comments"
              name="order_comments"
              rows={3}
              maxLength={1000}
              defaultValue={values.order_comments ?? ''}
            />
          </div>
        </div>

        <div className="checkout__review">
          <OrderSummary
            caption={t('checkout.review')}
            lines={page.lines}
            currency={page.currency}
            subtotal={page.subtotal}
            shipping={shipping ? { label: shipping.label, cost: shipping.cost } : undefined}
            total={total}
            dueNow={dueNow}
          />
          <ChoiceGroup
            name="shipping_method"
            legend={t('checkout.shipping')}
            error={errors.shipping_method}
          >
            {page.shippingOptions.map((option) => (
              <label key={option.id} className="checkout-choice">
                <input
                  type="radio"
                  name="shipping_method"
                  value={option.id}
                  checked={shippingId === option.id}
                  onChange={() => setShippingId(option.id)}
                />
                <span>
                  {option.label}
                  {option.cost > 0 ? `: ${formatMoney(option.cost, page.currency, lang)}` : ''}
                </span>
              </label>
            ))}
            {page.freeAbove !== null && page.subtotal < page.freeAbove ? (
              <p className="checkout__hint">
                {t('checkout.shipping.freeAbove', {
                  amount: formatMoney(page.freeAbove, page.currency, lang),
                })}
              </p>
            ) : null}
          </ChoiceGroup>
          <ChoiceGroup
            name="payment_method"
            legend={t('checkout.payment')}
            error={errors.payment_method}
          >
            {page.paymentMethods.map((method) => (
              <label key={method.id} className="checkout-choice checkout-choice--boxed">
                <input
                  type="radio"
                  name="payment_method"
                  value={method.id}
                  defaultChecked={values.payment_method === method.id}
                />
                <span>
                  <span className="checkout-choice__title">{method.title}</span>
                  <span className="checkout-choice__help">{method.description}</span>
                </span>
              </label>
            ))}
            <InstalmentsMessage
              offer={page.instalments}
              amount={total}
              currency={page.currency}
              target="checkout-instalments"
            />
          </ChoiceGroup>
          <AttributionInputs attribution={page.attribution} />
          <button
            type="submit"
            className="button button--primary checkout__submit"
            disabled={navigation.state === 'submitting'}
          >
            {navigation.state === 'submitting' ? t('checkout.placing') : t('checkout.placeOrder')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * The spec's hidden attribution inputs (configured prefix + field name). The server fills them
 * from the tracker's cookies, so a form posted without JavaScript carries them; once the page runs,
 * they are read again from the cookies the tracker has just written.
 */
function AttributionInputs({
  attribution,
}: {
  attribution: { prefix: string; names: string[]; fields: Record<string, string> } | null;
}) {
  const [fields, setFields] = useState(attribution?.fields ?? {});
  useEffect(() => {
    if (attribution)
      setFields(attributionFromCookies(readCookies(document.cookie)) as Record<string, string>);
  }, [attribution]);
  if (!attribution) return null;
  return (
    <>
      {attribution.names.map((name) => (
        <input
          key={name}
          type="hidden"
          name={attribution.prefix + name}
          value={fields[name] ?? ''}
        />
      ))}
    </>
  );
}
