// The shop's categories as a mega menu on wide screens (spec §4, §9: the hover-menu logic runs
// above 992 px; below that the navigation drawer lists the same links). The panel is a popover
// opened by its button (popovertarget), so it works without JavaScript, closes on Escape and on a
// click outside, and the browser reports it expanded or collapsed. With JavaScript a pointer
// resting on the item opens it too (hover intent: 100 ms), and a click that lands within 700 ms
// of such an opening (the click guard) does not close again what the hover just opened.
import type { CategoryRecord } from '@pinwheel/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { ChevronIcon } from './icons.tsx';

export const MEGA_MENU_ID = 'mega-menu';
const HOVER_INTENT_MS = 100;
const HOVER_CLOSE_MS = 300;
const CLICK_GUARD_MS = 700;
/** Where the hover logic applies: a real pointer on a screen at least 992 px wide. */
const HOVER_MEDIA = '(hover: hover) and (pointer: fine) and (min-width: 62rem)';

export function MegaMenu({ categories }: { categories: CategoryRecord[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHoverAt = useRef(0);
  const inShop = pathname === '/shop' || pathname.startsWith('/category/');

  useEffect(() => () => clearTimeout(timer.current), []);

  const isOpen = () => panel.current?.matches(':popover-open') ?? false;
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  const hoverOpen = () => {
    if (!window.matchMedia(HOVER_MEDIA).matches) return;
    later(() => {
      if (isOpen()) return;
      panel.current?.showPopover();
      openedByHoverAt.current = Date.now();
    }, HOVER_INTENT_MS);
  };
  const hoverClose = () => {
    if (!window.matchMedia(HOVER_MEDIA).matches) return;
    later(() => panel.current?.hidePopover(), HOVER_CLOSE_MS);
  };
  const hoverHandlers = {
    onPointerEnter: (event: React.PointerEvent) => event.pointerType === 'mouse' && hoverOpen(),
    onPointerLeave: (event: React.PointerEvent) => event.pointerType === 'mouse' && hoverClose(),
  };

  return (
    <li className="mega-menu__item" {...hoverHandlers}>
      <button
        type="button"
        className={`site-nav__link mega-menu__button${inShop ? ' site-nav__link--current' : ''}`}
        popoverTarget={MEGA_MENU_ID}
        onClick={(event) => {
          if (isOpen() && Date.now() - openedByHoverAt.current < CLICK_GUARD_MS) {
            event.preventDefault();
          }
        }}
      >
        {t('nav.shop')}
        <ChevronIcon />
      </button>
      <div
        id={MEGA_MENU_ID}
        ref={panel}
        popover="auto"
        className="mega-menu"
        aria-label={t('nav.categories')}
        role="region"
        {...hoverHandlers}
        // A link followed inside moves on without a reload: the panel goes with it.
        onClick={(event) => {
          if ((event.target as Element).closest('a[href]')) panel.current?.hidePopover();
        }}
      >
        <div className="mega-menu__inner">
          <div className="mega-menu__intro">
            <p className="mega-menu__heading">{t('nav.categories')}</p>
            <Link to="/shop" className="mega-menu__all">
              {t('nav.shopAll')}
            </Link>
          </div>
          <ul className="mega-menu__list">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={category.url} className="mega-menu__link">
                  <span className="mega-menu__name">{category.name}</span>
                  {category.description ? (
                    <span className="mega-menu__description">{category.description}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}
