// The cart fragments as components read them: the server's on the first render (so hydration
// matches), then whatever the cart client shows.
import { useSyncExternalStore } from 'react';
import { useShellData } from '../shell-data.ts';
import { currentFragments, subscribe, type Fragments } from './cart-client.ts';

export function useCartFragments(): Fragments {
  const server = useShellData()?.cart?.fragments ?? {};
  const shown = useSyncExternalStore(
    subscribe,
    () => currentFragments().fragments,
    () => server,
  );
  return Object.keys(shown).length ? shown : server;
}
