// The checkout with an empty cart: nothing to order, and the way back to the shop.
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { CheckoutStyles } from './checkout-styles.tsx';

export function EmptyCheckout() {
  const { t } = useTranslation();
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
