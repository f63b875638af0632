// The document every page shares: language and direction, the shop's header and footer, the
// language switch, and the last-resort error boundary. Its loader passes the request's shell data
// to the pages.
import {
  COMING_SOON_DISMISSED_COOKIE,
  directionOf,
  languages,
  messagesOf,
  storefrontMessagesOf,
  translate,
  type Language,
} from '@pinwheel/core';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteHeader } from './components/shell/site-header.tsx';
import { VisitTracker } from './components/visit-tracker.tsx';
import { RouteErrorPage } from './components/route-error-page.tsx';
import { storeNoticeDismissed } from './components/store-notice.tsx';
import { MESSAGES_ELEMENT_ID, loadMessagesOf } from './document-messages.ts';
import faviconUrl from './favicon.svg?url';
import { pageTitle } from './page-title.ts';
import { useShellData, type ShellData } from './shell-data.ts';
import baseStyles from './styles/base.css?inline';
import formStyles from './styles/forms.css?inline';
import miniCartStyles from './styles/mini-cart.css?inline';
import shellStyles from './styles/shell.css?inline';
import storefrontStyles from './styles/storefront.css?inline';
import productPageStyles from './styles/product-page.css?inline';
import brandedControlStyles from './styles/branded-controls.css?inline';
import searchSuggestionStyles from './styles/search-suggestions.css?inline';
import mailingListStyles from '@pinwheel/forms/mailing-list-sign-up.css?inline';
import { hydrateAfterStart, hydrateWhenSeen } from './components/hydrate-when-seen.tsx';

// Banners shown on some pages only (coming soon, the store notice, the tracking choice) are the
// server's HTML until their code comes just after the page starts: no page's start carries them.
const ComingSoonBanner = hydrateAfterStart(
  async () => ({
    default: (await import('./components/shell/coming-soon-banner.tsx')).ComingSoonBanner,
  }),
  'deferred-part',
);
const StoreNoticeBanner = hydrateAfterStart(
  async () => ({ default: (await import('./components/store-notice.tsx')).StoreNoticeBanner }),
  'deferred-part',
);
const TrackingChoice = hydrateAfterStart(
  async () => ({ default: (await import('./components/tracking-choice.tsx')).TrackingChoice }),
  'deferred-part',
);
import { useTranslation } from './translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: faviconUrl, type: 'image/svg+xml' },
];

/**
 * The styles every page needs, the storefront's included, inlined into the document's head: a
 * stylesheet link would block the first paint for a round trip. Only the server build holds them
 * (`import.meta.env.SSR` is false in the browser build, so the CSS modules are dropped from it): the
 * browser already has them in the document, and shipping them again inside the JavaScript cost
 * about 6 KB gzip on every page. The <style> hydrates with its server content untouched (React does
 * not patch `dangerouslySetInnerHTML` while hydrating) and the layout never remounts, so it stays.
 * The product page's (gallery, accordions, share buttons: 1.6 KB gzip) are here too: as a linked
 * stylesheet it was requested behind the page's modules and held the first paint back (Lighthouse
 * mobile 93); inside the page's JavaScript it would count against that budget.
 * Route styles (admin) stay linked files, after these in the cascade.
 */
const shellCss = import.meta.env.SSR
  ? [
      baseStyles,
      shellStyles,
      formStyles,
      miniCartStyles,
      mailingListStyles,
      storefrontStyles,
      productPageStyles,
      brandedControlStyles,
      searchSuggestionStyles,
    ].join('\n')
  : '';

/**
 * The page's language's messages as JSON for the browser's translate() (document-messages.ts),
 * written by the server only, like the styles above: a storefront page's without the owner's
 * message groups (core's owner-messages.ts), an owner's page's whole. `<` is escaped so no message
 * can end the script element.
 */
const messagesJson = new Map<string, string>();
function documentMessagesJson(lang: Language, storefront: boolean): string {
  if (!import.meta.env.SSR) return '';
  const key = `${lang}:${storefront}`;
  let json = messagesJson.get(key);
  if (json === undefined) {
    json = JSON.stringify(
      storefront
        ? { lang, messages: storefrontMessagesOf(lang), complete: false }
        : { lang, messages: messagesOf(lang) },
    ).replaceAll('<', '\\u003c');
    messagesJson.set(key, json);
  }
  return json;
}

/** The list the footer's sign-up joins: the demo shop's newsletter. */
const FOOTER_MAILING_LIST_ID = 'newsletter';

/** The owner's pages are no host page: popups never show over the dashboard. */
function showsWidget(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname !== '/admin' && !pathname.startsWith('/admin/');
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<ShellData> {
  const storefront = showsWidget(request);
  const [owner, customer, widget, mailingList, shopFront, categories, cart, tracking, format] =
    await Promise.all([
      context.accounts.currentOwner(),
      storefront ? context.customers.currentCustomer() : null,
      storefront ? context.widget : null,
      storefront ? context.mailingList.publicList(FOOTER_MAILING_LIST_ID) : null,
      storefront ? context.catalog.storefront() : null,
      storefront ? context.catalog.categories() : [],
      storefront ? context.cart.shell() : null,
      storefront ? context.checkout.trackingState() : ('off' as const),
      context.catalog.currencyFormat(),
    ]);
  const notice = shopFront?.storeNotice ?? null;
  const cookies = request.headers.get('cookie');
  return {
    lang: context.lang,
    storefront,
    shopName: context.shop.name,
    // The dashboard keeps every language, whatever the shop offers its shoppers.
    languages: storefront ? context.shop.languages : languages,
    currencyFormat: format,
    formNonce: context.formNonce,
    cspNonce: context.cspNonce,
    owner: owner ? { email: owner.email } : null,
    customer: customer ? { username: customer.username } : null,
    widget,
    mailingList,
    requestId: context.requestId,
    year: new Date().getFullYear(),
    tracking,
    cart,
    storeNotice: notice && !storeNoticeDismissed(cookies, notice) ? notice : null,
    // The menu shows the top of the category tree; a category's page lists what is below it.
    categories: categories
      .filter((category) => category.parentId === null)
      .map(({ id, slug, url, name, description, parentId }) => ({
        id,
        slug,
        url,
        name,
        description,
        parentId,
      })),
    comingSoon:
      shopFront?.comingSoon &&
      !(owner
        ? await context.accounts.comingSoonBannerDismissed()
        : comingSoonDismissedByCookie(cookies))
        ? { audience: owner ? 'owner' : 'visitor' }
        : null,
  };
}

/** A visitor's dismissal of the coming-soon banner (set by POST /api/users/me). */
function comingSoonDismissedByCookie(cookieHeader: string | null): boolean {
  return (cookieHeader ?? '')
    .split(/;\s*/)
    .some((pair) => pair === `${COMING_SOON_DISMISSED_COOKIE}=yes`);
}

/**
 * In the browser: the shell data, and the messages of its language before anything renders in it
 * (a language switch without a page load brings the other catalogue; document-messages.ts).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadMessagesOf(data.lang, !data.storefront);
  return data;
}

// Reload the shell data on every navigation: it is cheap, keeps the owner and language current,
// and makes the request id on an error page the id of the request that failed.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return [];
  const { lang, shopName } = loaderData;
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: pageTitle(translate(lang, notFound ? 'notFound.title' : 'error.title'), shopName) },
    ];
  }
  return [{ title: shopName }, { name: 'description', content: translate(lang, 'shop.tagline') }];
};

export function Layout({ children }: { children: ReactNode }) {
  const shell = useShellData();
  const { lang, t } = useTranslation();
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: shellCss }} suppressHydrationWarning />
        <script
          type="application/json"
          id={MESSAGES_ELEMENT_ID}
          nonce={shell?.cspNonce}
          dangerouslySetInnerHTML={{
            __html: documentMessagesJson(lang, shell?.storefront ?? true),
          }}
          suppressHydrationWarning
        />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        {shell?.comingSoon ? <ComingSoonBanner audience={shell.comingSoon.audience} /> : null}
        {shell?.storeNotice ? <StoreNoticeBanner notice={shell.storeNotice} /> : null}
        {shell ? (
          <SiteHeader
            shopName={shell.shopName}
            signedIn={shell.owner !== null}
            customer={shell.customer}
            storefront={shell.storefront}
            categories={shell.categories}
          />
        ) : null}
        {/* The checkout re-reads its cookies when it has written them (VISIT_TRACKED_EVENT). */}
        {shell ? <VisitTracker enabled={shell.tracking === 'on'} /> : null}
        {/* tabIndex lets the skip link move keyboard focus into the page, not only scroll. */}
        <main id="main" tabIndex={-1} className="page">
          {children}
        </main>
        <SiteFooter
          shopName={shell?.shopName}
          year={shell?.year}
          mailingList={shell?.mailingList ?? null}
          nonce={shell?.formNonce}
          tracking={shell?.tracking ?? 'off'}
        />
        <ScrollRestoration nonce={shell?.cspNonce} />
        <Scripts nonce={shell?.cspNonce} />
        {shell?.widget ? (
          <WidgetSnippet clientId={shell.widget.clientId} nonce={shell.cspNonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const shell = useShellData();
  const cart = shell?.cart;
  const nonce = shell?.formNonce ?? '';
  const lang = shell?.lang ?? 'en';
  // The cart client starts once per document, with the fragments this page was rendered with. It
  // is fetched after the page starts: until a shopper adds or opens the cart, nothing needs it.
  useEffect(() => {
    void import('./cart/cart-client.ts').then(({ startCart, updatePage }) => {
      if (cart) startCart({ nonce, lang, fragments: cart.fragments, cartHash: cart.cartHash });
      else updatePage({ nonce, lang });
    });
  }, [cart, nonce, lang]);
  return <Outlet />;
}

// The last resort, for a failure of the shell itself; pages fail inside routes/page-boundary.tsx.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}

/**
 * The same snippet any host page pastes: our storefront is a host like any other, so what shops
 * elsewhere get is what we run. On our own pages it is added once the page is idle after
 * hydration (at the latest 2 s later), so the widget's start-up never competes with the page's
 * own; a popup waits for its trigger anyway. Same origin, so the page's CSP allows it by 'self';
 * it carries the document's nonce as well, as every script React Router writes does.
 */
function WidgetSnippet({ clientId, nonce }: { clientId: string; nonce: string }) {
  useEffect(() => {
    const start = () => {
      if (document.querySelector('script[src="/embed.js"]')) return;
      const script = document.createElement('script');
      script.async = true;
      script.src = '/embed.js';
      script.dataset.clientId = clientId;
      script.nonce = nonce;
      document.body.append(script);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const later = window.setTimeout(start, 200);
    return () => window.clearTimeout(later);
    // The document's first nonce is the one its CSP names; later loader data carries new ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId]);
  return null;
}

// At the foot of every page: its form and rules load when a shopper scrolls near it.
const FooterSignUp = hydrateWhenSeen(
  () => import('./components/footer-sign-up.tsx'),
  'site-footer__sign-up',
);

function SiteFooter({
  shopName,
  year,
  mailingList,
  nonce,
  tracking,
}: {
  tracking: 'on' | 'refused' | 'off';
  shopName: string | undefined;
  year: number | undefined;
  mailingList: { id: string; consentText: string } | null;
  nonce: string | undefined;
}) {
  const { t, lang } = useTranslation();
  // The sign-up page (a form posted without JavaScript) shows the form itself: not twice.
  const onSignUpPage = useLocation().pathname === '/mailing-list/subscribe';
  return (
    <footer className="site-footer">
      {mailingList && !onSignUpPage ? (
        <FooterSignUp
          key={lang}
          apiBase="/api"
          action="/mailing-list/subscribe"
          listId={mailingList.id}
          consentText={mailingList.consentText}
          lang={lang}
          nonce={nonce}
        />
      ) : null}
      <div className="site-footer__inner">
        {shopName && year ? <p>{t('footer.rights', { year, shop: shopName })}</p> : null}
        <p>
          <Link to="/contact" className="site-footer__link">
            {t('footer.contact')}
          </Link>
        </p>
        <p>{t('footer.poweredBy')}</p>
        {tracking !== 'off' ? <TrackingChoice refused={tracking === 'refused'} /> : null}
      </div>
    </footer>
  );
}
