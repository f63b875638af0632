// /discount/CODE: a share link with a discount code, as Shopify's are (a popup's or a newsletter's
// "use WELCOME10" link). The code is kept with the visitor's cart (made when there is none) and
// shows there with its reason until the cart reaches it; then the visitor goes on to `redirect`
// (a path on this site) or the home page. A code that can never apply is not kept, and the
// visitor goes on all the same, as Shopify's link does.
import { sameSitePath } from '@pinwheel/core';
import { redirect } from 'react-router';
import type { Route } from './+types/discount-link';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await context.cart.rememberCoupon(params.code);
  const target = new URL(request.url).searchParams.get('redirect');
  return redirect(sameSitePath(target, '/'), 303);
}
