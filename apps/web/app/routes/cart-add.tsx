// POST /cart/add: the add-to-cart forms without JavaScript (product cards and the product page).
// An add goes to the cart page, which says what was added; a refusal is shown here with its
// message and a way back to the product. Opened by address, it only points to the cart (no
// redirect in a loader: loaders also run to render a refused post's answer).
import { translate } from '@pinwheel/core';
import { data, Link, redirect } from 'react-router';
import { StorefrontStyles } from '../components/catalog/storefront-styles.tsx';
import { CartPageStyles } from '../components/cart/cart-page-styles.tsx';
import { pageTitle } from '../page-title.ts';
import { useTranslation } from '../translation.ts';
import type { Route } from './+types/cart-add';

export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { lang?: 'en' | 'he'; shopName?: string } | undefined;
  return [
    { title: pageTitle(translate(root?.lang ?? 'en', 'cart.title'), root?.shopName ?? '') },
    { name: 'robots', content: 'noindex' },
  ];
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const id = Number(form?.get('id'));
  const quantityText = form?.get('quantity');
  const quantity =
    typeof quantityText === 'string' && quantityText.trim() ? Number(quantityText) : 1;
  if (!form || !Number.isSafeInteger(id) || id <= 0) {
    return data(
      { message: translate(context.lang, 'cart.error.unknown_variation'), productUrl: null },
      { status: 400 },
    );
  }
  const result = await context.cart.add({ variationId: id, quantity });
  if (!result.ok) {
    return data(
      { message: result.message, productUrl: result.productUrl },
      { status: result.code === 'unknown_variation' ? 404 : 422 },
    );
  }
  return redirect(`/cart?added=${encodeURIComponent(result.changedKeys[0] ?? '')}`, 303);
}

export default function CartAdd({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="cart-page">
      <StorefrontStyles />
      <CartPageStyles />
      <h1>{t('cart.title')}</h1>
      {actionData ? (
        <p className="notice notice--error" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <p className="cart-page__links">
        {actionData?.productUrl ? (
          <Link to={actionData.productUrl} className="button button--primary">
            {t('cart.backToProduct')}
          </Link>
        ) : null}
        <Link to="/cart" className="button">
          {t('cart.viewCart')}
        </Link>
      </p>
    </div>
  );
}
