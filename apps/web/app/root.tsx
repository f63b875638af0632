// The document every page shares: language and direction, the shop's header and footer, the
// language switch, and the last-resort error boundary. Its loader passes the request's shell data
// to the pages.
import { directionOf, translate } from '@pinwheel/core';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  NavLink,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { LanguageSwitch } from './components/language-switch.tsx';
import { TrackingChoice } from './components/tracking-choice.tsx';
import { VisitTracker } from './components/visit-tracker.tsx';
import { RouteErrorPage } from './components/route-error-page.tsx';
import { SiteSearch } from './components/search/site-search.tsx';
import { StoreNoticeBanner, storeNoticeDismissed } from './components/store-notice.tsx';
import faviconUrl from './favicon.svg?url';
import { pageTitle } from './page-title.ts';
import { useShellData, type ShellData } from './shell-data.ts';
import baseStyles from './styles/base.css?inline';
import formStyles from './styles/forms.css?inline';
import shellStyles from './styles/shell.css?inline';
import mailingListStyles from '@pinwheel/forms/mailing-list-sign-up.css?inline';
import { MailingListSignUp } from '@pinwheel/forms';
import { useTranslation } from './translation.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: faviconUrl, type: 'image/svg+xml' },
];

/**
 * The styles every page needs, inlined into the document's head: about 1.5 KB compressed, less
 * than one more request costs a phone before it may paint (a stylesheet link blocks the first
 * paint for a round trip). Route styles (admin) stay linked files, after these in the cascade.
 */
const shellCss = [baseStyles, shellStyles, formStyles, mailingListStyles].join('\n');

/** The list the footer's sign-up joins: the demo shop's newsletter. */
const FOOTER_MAILING_LIST_ID = 'newsletter';

/** The owner's pages are no host page: popups never show over the dashboard. */
function showsWidget(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname !== '/admin' && !pathname.startsWith('/admin/');
}

export async function loader({ context, request }: Route.LoaderArgs): Promise<ShellData> {
  const storefront = showsWidget(request);
  const [owner, widget, mailingList, shopFront, tracking] = await Promise.all([
    context.accounts.currentOwner(),
    storefront ? context.widget : null,
    storefront ? context.mailingList.publicList(FOOTER_MAILING_LIST_ID) : null,
    storefront ? context.catalog.storefront() : null,
    storefront ? context.checkout.trackingState() : ('off' as const),
  ]);
  const notice = shopFront?.storeNotice ?? null;
  return {
    lang: context.lang,
    storefront,
    shopName: context.shop.name,
    formNonce: context.formNonce,
    cspNonce: context.cspNonce,
    owner: owner ? { email: owner.email } : null,
    widget,
    mailingList,
    requestId: context.requestId,
    year: new Date().getFullYear(),
    tracking,
    storeNotice:
      notice && !storeNoticeDismissed(request.headers.get('cookie'), notice) ? notice : null,
  };
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
        <style>{shellCss}</style>
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        {shell?.storeNotice ? <StoreNoticeBanner notice={shell.storeNotice} /> : null}
        {shell ? (
          <SiteHeader
            shopName={shell.shopName}
            signedIn={shell.owner !== null}
            storefront={shell.storefront}
          />
        ) : null}
        {/* Before the page, so its cookies are written when the page's own effects read them. */}
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
  return <Outlet />;
}

// The last resort, for a failure of the shell itself; pages fail inside routes/page-boundary.tsx.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}

/**
 * The same snippet any host page pastes: our storefront is a host like any other, so what shops
 * elsewhere get is what we run. Same origin, so the page's CSP allows it by 'self'; it carries the
 * page's nonce as well, as every script React Router writes does.
 */
function WidgetSnippet({ clientId, nonce }: { clientId: string; nonce: string }) {
  return <script async src="/embed.js" data-client-id={clientId} nonce={nonce} />;
}

function SiteHeader(props: { shopName: string; signedIn: boolean; storefront: boolean }) {
  const { shopName, signedIn } = props;
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__shop">
          {shopName}
        </Link>
        <nav className="site-nav" aria-label={t('nav.main')}>
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end className="site-nav__link">
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/shop" className="site-nav__link">
                {t('nav.shop')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/blog" className="site-nav__link">
                {t('nav.journal')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className="site-nav__link">
                {t('nav.contact')}
              </NavLink>
            </li>
            {signedIn ? (
              <li>
                {/* A full load: the dashboard's document must not keep the storefront's widget. */}
                <NavLink to="/admin" reloadDocument className="site-nav__link">
                  {t('nav.admin')}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        {/* The shop's search on shop pages; the dashboard has searches of its own. */}
        {props.storefront ? <SiteSearch /> : null}
        <LanguageSwitch />
      </div>
    </header>
  );
}

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
  return (
    <footer className="site-footer">
      {mailingList ? (
        <div className="site-footer__sign-up">
          <MailingListSignUp
            key={lang}
            apiBase="/api"
            listId={mailingList.id}
            consentText={mailingList.consentText}
            lang={lang}
            nonce={nonce}
          />
        </div>
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
