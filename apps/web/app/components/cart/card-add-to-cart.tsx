// A product card's way to the cart: a simple product in stock gets the add-to-cart form (posted to
// /cart/add without JavaScript, sent in the background with it); a variable product gets a link to
// its page to choose options. With prices hidden by the price password the card links to the
// product's page, where the password form is.
import type { ProductCard } from '@pinwheel/core';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useAddToCart } from '../../cart/use-add-to-cart.ts';
import { useTranslation } from '../../translation.ts';
import { NonceField } from '../nonce-field.tsx';
import { AddToCartButton, AddToCartOutcome } from './add-to-cart-button.tsx';

export function CardAddToCart({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  if (product.priceMin === null) {
    return (
      <Link to={product.url} className="button product-card__action" prefetch="intent">
        {t('pricePassword.seeProduct')}
      </Link>
    );
  }
  if (product.variationId === null || product.type === 'variable') {
    return (
      <Link to={product.url} className="button product-card__action" prefetch="intent">
        {t('product.chooseOptions')}
      </Link>
    );
  }
  if (!product.inStock) return null;
  return <SimpleAddToCart product={product} variationId={product.variationId} />;
}

function SimpleAddToCart({ product, variationId }: { product: ProductCard; variationId: number }) {
  const { t } = useTranslation();
  const { state, error, announcement, add } = useAddToCart();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Only a button with a product id adds in the background (spec §5); else the form posts.
    if (!(submitter instanceof HTMLElement) || !submitter.dataset.product_id) return;
    event.preventDefault();
    void add({ id: variationId, quantity: 1, productId: product.id, title: product.title });
  };
  return (
    <form
      method="post"
      action="/cart/add"
      className="add-to-cart product-card__action"
      onSubmit={onSubmit}
    >
      <NonceField />
      <input type="hidden" name="id" value={variationId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="product_id" value={product.id} />
      <AddToCartButton
        state={state}
        productId={product.id}
        label={t('product.addToCart')}
        className="add-to-cart__button"
      />
      <AddToCartOutcome state={state} announcement={announcement} error={error} />
    </form>
  );
}
