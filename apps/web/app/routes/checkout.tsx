// /checkout: the guest checkout. One plain form posted with the nonce (React Router's Form, so it
// works the same before JavaScript): the customer's details (contact, billing address, an optional
// shipping address, notes) and the order's review (lines and totals, shipping and payment methods,
// the hidden attribution inputs). The server judges everything again; refused fields come back
// with their message beside them and every value kept. A placed order goes to its order-received
// page. The page's parts and its state (checkout-state.ts) are in components/checkout/. Above the
// form, the discount code field (its own small forms, posted here with their intent). A signed-in
// customer's form starts filled from their last order.
import { translate } from '@pinwheel/core';
import { data, Form, redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { CartPageStyles } from '../components/cart/cart-page-styles.tsx';
import { couponAction, CouponForm } from '../components/cart/coupon-form.tsx';
import { CheckoutAlerts } from '../components/checkout/checkout-alerts.tsx';
import { useCheckoutState } from '../components/checkout/checkout-state.ts';
import { CheckoutStyles } from '../components/checkout/checkout-styles.tsx';
import { CustomerDetails } from '../components/checkout/customer-details.tsx';
import { EmptyCheckout } from '../components/checkout/empty-checkout.tsx';
import { OrderReview } from '../components/checkout/order-review.tsx';
import { NonceField } from '../components/nonce-field.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const [page, customer] = await Promise.all([
    context.checkout.page(),
    context.customers.currentCustomer(),
  ]);
  return {
    title: pageTitle(translate(context.lang, 'checkout.title'), context.shop.name),
    ...page,
    // A signed-in customer starts from their last order's details (or at least their email).
    prefill: customer ? await context.customerOrders.checkoutPrefill(customer) : {},
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
  const coupon = await couponAction(context.cart, form, context.lang);
  if (coupon) {
    return data(
      { values: {}, errors: {}, message: null as string | null, coupon: coupon.message },
      { status: coupon.status },
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

export default function Checkout({ loaderData: page, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const state = useCheckoutState(page, actionData, page.prefill);
  if (page.lines.length === 0) return <EmptyCheckout />;
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <CheckoutStyles />
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <CheckoutAlerts problems={page.problems} refusal={actionData} />
      <CartPageStyles />
      <section className="checkout__coupon" aria-label={t('coupon.field')}>
        <CouponForm
          coupons={page.coupons}
          message={actionData && 'coupon' in actionData ? actionData.coupon : null}
        />
      </section>
      {/* A refusal's values are the inputs' new defaults: a new form takes them. */}
      <Form
        method="post"
        className="checkout__form"
        noValidate
        key={JSON.stringify(actionData?.values ?? {})}
      >
        <NonceField />
        <CustomerDetails
          countries={page.countries}
          values={state.values}
          errors={state.errors}
          shipElsewhere={state.choices.shipElsewhere}
          onShipElsewhere={state.shipElsewhere}
        />
        <OrderReview page={page} state={state} />
      </Form>
    </section>
  );
}
