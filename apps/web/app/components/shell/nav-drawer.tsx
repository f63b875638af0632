// The navigation drawer of narrow screens (below 992 px): the same places as the header's
// navigation, the shop's categories under "Shop", and the language switch, in a side drawer.
import type { CategoryRecord } from '@pinwheel/core';
import { NavLink } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { Drawer } from './drawer.tsx';

export function NavDrawer({
  id,
  categories,
  signedIn,
}: {
  /** The drawer's element id, which the header's menu button names. */
  id: string;
  categories: CategoryRecord[];
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} title={t('nav.menu')} className="nav-drawer">
      <nav aria-label={t('nav.main')}>
        <ul className="nav-drawer__list">
          <li>
            <NavLink to="/" end className="nav-drawer__link">
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/shop" className="nav-drawer__link">
              {t('nav.shop')}
            </NavLink>
            {categories.length ? (
              <ul className="nav-drawer__sublist" aria-label={t('nav.categories')}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <NavLink to={category.url} className="nav-drawer__link nav-drawer__link--sub">
                      {category.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
          <li>
            <NavLink to="/blog" className="nav-drawer__link">
              {t('nav.journal')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/contact" className="nav-drawer__link">
              {t('nav.contact')}
            </NavLink>
          </li>
          {signedIn ? (
            <li>
              <NavLink to="/admin" reloadDocument className="nav-drawer__link">
                {t('nav.admin')}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="nav-drawer__language">
        <LanguageSwitch />
      </div>
    </Drawer>
  );
}
