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
  useEffect(() => {
    const tabs = panels.map((panel) => panel.id);
    const follow = () => setOpen(tabForLocation(window.location.href, window.location.hash, tabs));
    follow();
    setEnhanced(true);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
    // The panels' ids are fixed for the page; their content changes do not move the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panels.map((panel) => panel.id).join()]);

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
