// The header every page shares. Wide screens (992 px and up) show the navigation with the
// categories' mega menu, the search form and the language switch in one row. Narrow screens show
// a menu button (the navigation drawer), the shop's name and a search toggle that unfolds the same
// search form under the header. Which set shows is CSS alone (shell.css), so nothing moves when
// the scripts arrive, and every control is HTML that works without JavaScript.
import type { CategoryRecord } from '@pinwheel/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { DrawerButton } from './drawer.tsx';
import { MenuIcon, SearchIcon } from './icons.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { NAV_DRAWER_ID, NavDrawer } from './nav-drawer.tsx';

export const SITE_SEARCH_ID = 'site-search';

export function SiteHeader(props: {
  shopName: string;
  signedIn: boolean;
  storefront: boolean;
  categories: CategoryRecord[];
}) {
  const { shopName, signedIn, storefront, categories } = props;
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
        {storefront ? (
          <>
            <button
              type="button"
              className="icon-button site-header__search-toggle"
              popoverTarget={SITE_SEARCH_ID}
              aria-label={t('search.open')}
            >
              <SearchIcon />
            </button>
            {/* On narrow screens a popover under the header, opened by the toggle above; on wide
                screens an ordinary form in the row (shell.css). */}
            <form
              id={SITE_SEARCH_ID}
              popover="auto"
              role="search"
              method="get"
              action="/search"
              className="site-search"
              // Opened by the toggle, the form is there to be typed in.
              onToggle={(event) => {
                if (event.newState === 'open') {
                  event.currentTarget.querySelector('input')?.focus();
                }
              }}
            >
              <input
                type="search"
                name="s"
                className="site-search__input"
                aria-label={t('search.label')}
                placeholder={t('search.label')}
                maxLength={200}
              />
              <button type="submit" className="site-search__button">
                {t('search.submit')}
              </button>
            </form>
          </>
        ) : null}
        <div className="site-header__language">
          <LanguageSwitch />
        </div>
      </div>
      <NavDrawer categories={storefront ? categories : []} signedIn={signedIn} />
    </header>
  );
}
