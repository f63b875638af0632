// The header every page shares. Wide screens (992 px and up) show the navigation with the
// categories' mega menu, the search form and the language switch in one row. Narrow screens show
// a menu button (the navigation drawer), the shop's name and the search (search/site-search.tsx:
// before hydration an icon that unfolds the search form under the header, after it an icon that
// opens the search overlay). Which set shows is CSS alone (shell.css), and every control is HTML
// that works without JavaScript.
import type { CategoryRecord } from '@pinwheel/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { DrawerButton } from './drawer.tsx';
import { MenuIcon } from './icons.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { hydrateAfterStart } from '../hydrate-when-seen.tsx';

const NAV_DRAWER_ID = 'nav-drawer';

// The search, sign-in, mini cart and the phone's menu drawer are links and a form until their code
// comes, just after the page starts (or at once when pointed at): no page's start carries them.
const SiteSearch = hydrateAfterStart(
  async () => ({ default: (await import('../search/site-search.tsx')).SiteSearch }),
  'deferred-part',
);
const CustomerEntry = hydrateAfterStart(
  async () => ({ default: (await import('../customer/customer-entry.tsx')).CustomerEntry }),
  'deferred-part',
);
const NavDrawer = hydrateAfterStart(
  async () => ({ default: (await import('./nav-drawer.tsx')).NavDrawer }),
  'deferred-part',
);
const MiniCart = hydrateAfterStart(
  async () => ({ default: (await import('../cart/mini-cart.tsx')).MiniCart }),
  'deferred-part',
);

export function SiteHeader(props: {
  shopName: string;
  signedIn: boolean;
  /** The signed-in customer (storefront pages only), or null. */
  customer: { username: string } | null;
  storefront: boolean;
  categories: CategoryRecord[];
}) {
  const { shopName, signedIn, customer, storefront, categories } = props;
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <DrawerButton
          drawerId={NAV_DRAWER_ID}
          className="icon-button site-header__menu"
          label={t('nav.menu')}
        >
          <MenuIcon />
        </DrawerButton>
        {/* dir="auto": a Latin shop name cut short on a Hebrew page loses its end, not its start. */}
        <Link to="/" className="site-header__shop" dir="auto">
          {shopName}
        </Link>
        <nav className="site-nav" aria-label={t('nav.main')}>
          <ul className="site-nav__list">
            <li>
              <NavLink to="/" end className="site-nav__link">
                {t('nav.home')}
              </NavLink>
            </li>
            {storefront && categories.length ? (
              <MegaMenu categories={categories} />
            ) : (
              <li>
                <NavLink to="/shop" className="site-nav__link">
                  {t('nav.shop')}
                </NavLink>
              </li>
            )}
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
        {storefront ? <SiteSearch /> : null}
        {storefront ? <CustomerEntry customer={customer} /> : null}
        {storefront ? <MiniCart /> : null}
        <div className="site-header__language">
          <LanguageSwitch />
        </div>
      </div>
      <NavDrawer id={NAV_DRAWER_ID} categories={storefront ? categories : []} signedIn={signedIn} />
    </header>
  );
}
