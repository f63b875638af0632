// The product's tabs: description, additional information, reviews. Rendered on the server as
// plain sections (all readable before JavaScript, and each reachable by its #id); once hydrated,
// a WAI-ARIA tab list that opens the tab the URL asks for (tab-choice.ts) and follows hash changes.
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabForLocation, type ProductTab } from './tab-choice.ts';

export interface TabPanel {
  id: ProductTab;
  label: string;
  content: ReactNode;
}

const panelId = (tab: ProductTab) => (tab === 'reviews' ? 'reviews' : `tab-${tab}`);

export function ProductTabs({ panels }: { panels: TabPanel[] }) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<ProductTab>(panels[0]?.id ?? 'description');
  const prefix = useId();
  // A link to a tab ("3 reviews" under the title) must bring the tab into view, not only select
  // it: its panel was hidden when the browser looked for the #id, so the browser cannot scroll.
  const [scrollRequest, setScrollRequest] = useState(0);
  useEffect(() => {
    const tabs = panels.map((panel) => panel.id);
    const follow = () => setOpen(tabForLocation(window.location.href, window.location.hash, tabs));
    const followAndShow = () => {
      follow();
      setScrollRequest((count) => count + 1);
    };
    // The same link clicked twice changes no hash: the click itself asks for the tab again.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (link && link.getAttribute('href') === window.location.hash) followAndShow();
    };
    follow();
    setEnhanced(true);
    if (window.location.hash) setScrollRequest(1);
    window.addEventListener('hashchange', followAndShow);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('hashchange', followAndShow);
      document.removeEventListener('click', onClick);
    };
    // The panels' ids are fixed for the page; their content changes do not move the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panels.map((panel) => panel.id).join()]);
  useEffect(() => {
    if (scrollRequest === 0) return;
    const tabs = panels.map((panel) => panel.id);
    // Only a hash that names a tab scrolls: other anchors on the page keep their own place.
    const asked = tabForLocation(window.location.href, window.location.hash, tabs);
    if (asked === tabs[0] && !window.location.hash.includes(asked)) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The whole tab list comes into view (on a phone it wraps onto several rows).
    document
      .getElementById(`${prefix}-tab-${asked}`)
      ?.closest('[role="tablist"]')
      ?.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollRequest]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = document.documentElement.dir === 'rtl';
    const step =
      event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? panels.length - 1
          : step
            ? (index + step + panels.length) % panels.length
            : -1;
    const next = panels[target];
    if (!next) return;
    event.preventDefault();
    setOpen(next.id);
    document.getElementById(`${prefix}-tab-${next.id}`)?.focus();
  }

  return (
    <div className={enhanced ? 'product-tabs product-tabs--enhanced' : 'product-tabs'}>
      {enhanced ? (
        <div role="tablist" className="product-tabs__list">
          {panels.map((panel, index) => (
            <button
              key={panel.id}
              type="button"
              role="tab"
              id={`${prefix}-tab-${panel.id}`}
              aria-selected={open === panel.id}
              aria-controls={panelId(panel.id)}
              tabIndex={open === panel.id ? 0 : -1}
              className="product-tabs__tab"
              onClick={() => setOpen(panel.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {panel.label}
            </button>
          ))}
        </div>
      ) : null}
      {panels.map((panel) => (
        <section
          key={panel.id}
          id={panelId(panel.id)}
          className="product-tabs__panel"
          {...(enhanced
            ? {
                role: 'tabpanel',
                'aria-labelledby': `${prefix}-tab-${panel.id}`,
                hidden: open !== panel.id,
                tabIndex: 0,
              }
            : { 'aria-label': panel.label })}
        >
          {enhanced ? null : <h2 className="product-tabs__heading">{panel.label}</h2>}
          {panel.content}
        </section>
      ))}
    </div>
  );
}
