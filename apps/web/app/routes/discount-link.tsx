// /discount/CODE: a share link with a discount code, as Shopify's are (a popup's or a newsletter's
// "use WELCOME10" link). The code is kept with the visitor's cart (made when there is none) and
// shows there with its reason until the cart reaches it; then the visitor goes on to `redirect`
// (a path on this site) or the home page. A code that can never apply is not kept, and the
// visitor goes on all the same, as Shopify's link does. What is no code at all (control
// characters, spaces or symbols inside, a pasted page) is a 400 that says so and keeps nothing.
import { sameSitePath } from '@pinwheel/core';
import { data, Link, redirect } from 'react-router';
import { useTranslation } from '../translation.ts';
import type { Route } from './+types/discount-link';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const result = await context.cart.rememberCoupon(params.code);
  const target = sameSitePath(new URL(request.url).searchParams.get('redirect'), '/');
  // A refused code is answered without a code only when it was not one (coupon-code.ts).
  if (!result.ok && result.code === '') {
    return data({ message: result.message, target }, { status: 400 });
  }
  return redirect(target, 303);
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function DiscountLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="message-page" aria-labelledby="discount-link-title">
      <h1 id="discount-link-title">{t('coupon.field')}</h1>
      <p role="alert">{loaderData.message}</p>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </section>
  );
}
