// How the forms call their shop's API: the one transport of @pinwheel/client. On our own pages (the
// page gave a nonce) calls carry the page's cookies and nonce, and a nonce the server finds stale
// is replaced and the call sent again; a form embedded on another site has neither (its routes,
// under /api/embed, need none) and sends no cookies. PUT, PATCH and DELETE travel as POST with the
// method-override header (spec storefront-and-forms §7), since some networks' proxies drop them.
import { createTransport, type Transport } from '@pinwheel/client';

const ownPages = createTransport({ methodOverride: true });
const otherSites = createTransport({
  credentials: 'omit',
  nonceSource: null,
  methodOverride: true,
});

/** The transport for a form with this page nonce (none: embedded on another site). */
export function formsApi(nonce: string | undefined): Transport {
  return nonce ? ownPages : otherSites;
}
