// What the root loader hands every page: the visitor's language, the shop, the nonces of this
// response and who is signed in. Read it anywhere with useShellData().
import type { CategoryRecord, CurrencyFormat, Language, StoreNotice } from '@pinwheel/core';
import { useRouteLoaderData } from 'react-router';

export interface ShellData {
  lang: Language;
  shopName: string;
  /** The languages the switch offers: the shop's on its pages (one: no switch), every one on /admin. */
  languages: readonly Language[];
  /** How the shop writes its currency (settings → store); null: as Intl writes it (money.ts). */
  currencyFormat: CurrencyFormat | null;
  /** Anti-forgery nonce for the forms on this page. */
  formNonce: string;
  /** Nonce of this response's Content-Security-Policy, for React Router's inline scripts. */
  cspNonce: string;
  /** Only the email reaches the browser: the page needs nothing else about the owner. */
  owner: { email: string } | null;
  /** The signed-in customer on storefront pages: only the name the header shows. */
  customer: { username: string } | null;
  /** The popup widget's client id on storefront pages; null on /admin and when the shop has none. */
  widget: { clientId: string } | null;
  requestId: string;
  /** The footer's mailing-list sign-up (the demo list); null on /admin and when there is none. */
  mailingList: { id: string; consentText: string } | null;
  /** The year for the footer, taken on the server so the hydrated page shows the same one. */
  year: number;
  /** A shop page rather than the owner's dashboard: the shop's search and sign-up show. */
  storefront: boolean;
  /** The visitor's cart fragments and hash, and the cart-redirect setting; null on /admin. */
  cart: { fragments: Record<string, string>; cartHash: string; redirectAfterAdd: boolean } | null;
  /** Visit-source tracking on storefront pages: on, refused by this visitor, or off (setting, /admin). */
  tracking: 'on' | 'refused' | 'off';
  /** The store notice on storefront pages, unless this visitor dismissed it. */
  storeNotice: StoreNotice | null;
  /** The shop's categories for the mega menu and the navigation drawer; empty on /admin. */
  categories: CategoryRecord[];
  /** The coming-soon banner, for the owner or a visitor, unless they dismissed it; else null. */
  comingSoon: { audience: 'owner' | 'visitor' } | null;
}

/** Undefined only while an error page renders after the root loader itself failed. */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData<ShellData>('root');
}
