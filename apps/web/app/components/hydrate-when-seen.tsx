// Parts of a page a shopper reaches only by scrolling (the product's tabs and reviews, related
// products, share buttons, the footer's sign-up) are rendered by the server with the rest of the
// page, so they are there to read at once, but their JavaScript is not part of the page's start:
// it is fetched, and the part hydrated, when the part comes near the screen or is touched or
// focused first. Until then React keeps the server's HTML as it is (a dehydrated Suspense
// boundary): links and plain form posts in it already work without JavaScript.
//
// On the server the part's module is loaded once at start and rendered synchronously. In a
// client-side navigation (after the first page hydrated) the part loads at once, as any other.
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type PropsWithoutRef,
} from 'react';
import { useLocation } from 'react-router';

/**
 * Drawn only when React had to give up a part's server HTML before it hydrated (an update reached
 * it first): the part is then wanted at once, so its module loads now.
 */
function LoadNow({ open }: { open: () => void }) {
  useEffect(() => open(), [open]);
  return null;
}

/** Set by the first part that hydrates: later renders are navigations, not the first page. */
let firstPageHydrated = false;

/** How far below the screen a part starts loading, so it is ready when it scrolls in. */
const NEAR_SCREEN = '300px';

/**
 * A component whose module `load` brings in when it is about to be seen. `className` names the
 * block element that wraps it (the element watched for sight).
 */
export function hydrateWhenSeen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
): ComponentType<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  if (import.meta.env.SSR) void start();

  let open: () => void = () => {};
  const seen = new Promise<void>((resolve) => (open = resolve));
  // A thenable that answers at once when the module is here: React's lazy then renders in the same
  // pass (the server's every render, a navigation back to a page seen before).
  const Lazy = lazy(() =>
    loaded
      ? ({
          then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(loaded!),
        } as Promise<{ default: ComponentType<P> }>)
      : import.meta.env.SSR
        ? start()
        : seen.then(start),
  );

  function Part(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Any navigation (a #reviews link included) reaches a part still waiting through the router's
    // context, and React must hydrate it before it can show the change: load it now.
    const { key } = useLocation();
    const firstKey = useRef(key);
    if (firstPageHydrated || key !== firstKey.current) open();
    useEffect(() => {
      firstPageHydrated = true;
      const element = box.current;
      if (!element || loaded) return;
      const watcher = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) open();
        },
        { rootMargin: NEAR_SCREEN },
      );
      watcher.observe(element);
      // A touch, click or Tab into the part before it is near (a jump by link) loads it too.
      const early = () => open();
      for (const kind of ['pointerdown', 'focusin'] as const) {
        element.addEventListener(kind, early, { capture: true, once: true });
      }
      void seen.then(() => watcher.disconnect());
      return () => {
        watcher.disconnect();
        for (const kind of ['pointerdown', 'focusin'] as const) {
          element.removeEventListener(kind, early, { capture: true });
        }
      };
    }, []);
    return (
      <div ref={box} className={className}>
        <Suspense fallback={<LoadNow open={open} />}>
          <Lazy {...(props as PropsWithoutRef<P>)} />
        </Suspense>
      </div>
    );
  }
  // A parent's re-render with the same props must not reach a part still waiting to hydrate: React
  // would give up its server HTML and render it from scratch.
  return memo(Part) as unknown as ComponentType<P>;
}
