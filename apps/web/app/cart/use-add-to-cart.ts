// One add-to-cart button's behaviour (spec §4, §8): normal → loading while its requests run →
// added; every click is queued, so quick clicks add one each, in order. An answer with `error`
// and `product_url` sends the browser to the product page (on that page already, its message is
// shown instead); the cart-redirect setting sends it to the cart page after an add.
import { translate } from '@pinwheel/core';
import { useRef, useState } from 'react';
import { useShellData } from '../shell-data.ts';

export type AddState = 'normal' | 'loading' | 'added';

export function useAddToCart() {
  const shell = useShellData();
  const [state, setState] = useState<AddState>('normal');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef(0);

  async function add(item: { id: number; quantity: number; productId: string; title: string }) {
    pending.current += 1;
    setState('loading');
    setError(null);
    try {
      // The cart client comes after the page starts (root.tsx); a click before that waits for it.
      const { applyAnswer, cartCall, enqueue } = await import('./cart-client.ts');
      const { status, answer } = await enqueue(() =>
        cartCall('/api/cart/add-to-cart', {
          id: item.id,
          quantity: item.quantity,
          product_id: item.productId,
        }),
      );
      if (answer?.error) {
        const productUrl = answer.product_url;
        if (
          productUrl &&
          new URL(productUrl, window.location.href).pathname !== window.location.pathname
        ) {
          window.location.assign(productUrl);
          return;
        }
        setError(answer.message ?? null);
        applyAnswer(answer);
        return;
      }
      if (status !== 200 || !answer) throw new Error(`HTTP ${status}`);
      applyAnswer(answer, 'added_to_cart');
      if (shell?.cart?.redirectAfterAdd) {
        window.location.assign('/cart');
        return;
      }
      setAnnouncement(translate(shell?.lang ?? 'en', 'cart.addedNotice', { title: item.title }));
    } catch {
      setError(translate(shell?.lang ?? 'en', 'cart.error.failed'));
    } finally {
      pending.current -= 1;
      if (pending.current === 0) {
        setState((current) => (current === 'loading' ? 'added' : current));
      }
    }
  }

  // A refused add leaves the button as it was, with the message beside it.
  const shownState: AddState = error && state === 'added' ? 'normal' : state;
  return { state: shownState, error, announcement, add };
}
