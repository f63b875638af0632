// The renderer's exports that live in the store-parts chunk (store-parts.ts), with the signatures
// the loader calls: each imports the chunk on first use. The cart watch answers what stops it at
// once, and what it stops is started once the chunk is in (or never, if stopped first).
import type { CartChangeListener } from './store-cart-watch.ts';
import type { StoreIntegration } from '../loader/store-cart.ts';
import type { WixCart } from './wix-cart.ts';
import type { WixStoreFlow } from './wix-store.ts';

const storeParts = () => import('./store-parts.ts');
type StoreParts = Awaited<ReturnType<typeof storeParts>>;

/** Starts `start` once the chunk is in; the answer stops it, before or after it started. */
function stoppable(start: (parts: StoreParts) => () => void) {
  let stop: (() => void) | undefined;
  let stopped = false;
  storeParts().then((parts) => {
    if (!stopped) stop = start(parts);
  }, console.warn);
  return () => {
    stopped = true;
    stop?.();
  };
}

export const watchStoreCart = (win: Window, listener: CartChangeListener): (() => void) =>
  stoppable((parts) => {
    const stop = parts.watchStoreCart(win, listener);
    // The watch starts when the chunk is in: a cart changed meanwhile (a shopper who added at
    // once) would go unseen until the next change, so the cart is read once more now.
    void listener();
    return stop;
  });

export const readWixStore = (flow: WixStoreFlow, store: StoreIntegration): Promise<WixCart> =>
  storeParts().then((parts) => parts.readWixStore(flow, store));

export const reportBrowsing = (...args: Parameters<StoreParts['reportBrowsing']>): void =>
  void storeParts().then((parts) => parts.reportBrowsing(...args), console.warn);

export const adBlockerActive = (win: Window): Promise<boolean> =>
  storeParts().then((parts) => parts.adBlockerActive(win));
