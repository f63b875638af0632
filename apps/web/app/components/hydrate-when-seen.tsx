// Parts of a page a shopper reaches only by scrolling (the product's tabs and reviews, related
// products, share buttons, the footer's sign-up) are rendered by the server with the rest of the
// page, so they are there to read at once, but their JavaScript is not part of the page's start:
// it is fetched, and the part hydrated, when the part comes near the screen or is touched or
// focused first. Until then React keeps the server's HTML as it is (a dehydrated Suspense
// boundary): links and plain form posts in it already work without JavaScript.
//
// The header's controls (search, sign-in, mini cart) are on screen at once but not needed to read
// the page: `hydrateAfterStart` fetches theirs when the browser is next idle after the page came
// to life, or at once when one is pointed at, touched or focused. Until then they are their
// server HTML (links and a search form that work as they are).
//
// On the server the part's module is loaded once at start and rendered synchronously. In a
// client-side navigation (after the first page hydrated) the part loads at once, as any other.
import {
  lazy,
  memo,
  Suspense,
  useCallback,
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

/** Drawn beside the part, in its Suspense boundary: its effect runs once the part has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}

/** A form sent before its part hydrated, to send again once it has. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * Controls whose only action is their script: a link drawn as a button (`role="button"`, as the
 * coming-soon banner's Dismiss, whose `href="#"` goes nowhere). Pressed before their part hydrated,
 * the press is held and made again once it has.
 */
const SCRIPT_ONLY_CONTROL = 'a[role="button"]';

/** Set by the first part that hydrates: later renders are navigations, not the first page. */
let firstPageHydrated = false;

/** How far below the screen a part starts loading, so it is ready when it scrolls in. */
const NEAR_SCREEN = '300px';

/**
 * Starts watching a waiting part's wrapper element; calls `open` when the part is wanted and
 * returns what stops the watching.
 */
type Watch = (element: HTMLElement, open: () => void) => () => void;

/** Opens on the first touch, click or Tab into the element (`kinds` names the events). */
function openOnEvents(element: HTMLElement, open: () => void, kinds: readonly string[]) {
  const early = () => open();
  for (const kind of kinds) element.addEventListener(kind, early, { capture: true, once: true });
  return () => {
    for (const kind of kinds) element.removeEventListener(kind, early, { capture: true });
  };
}

const whenSeen: Watch = (element, open) => {
  const watcher = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) open();
    },
    { rootMargin: NEAR_SCREEN },
  );
  watcher.observe(element);
  // A touch, click or Tab into the part before it is near (a jump by link) loads it too.
  const stopEvents = openOnEvents(element, open, ['pointerdown', 'focusin']);
  return () => {
    watcher.disconnect();
    stopEvents();
  };
};

const afterStart: Watch = (element, open) => {
  // Pointing at a control is the earliest sign it is wanted: its code is usually here by the click.
  const stopEvents = openOnEvents(element, open, ['pointerover', 'pointerdown', 'focusin']);
  const idle = window.requestIdleCallback
    ? window.requestIdleCallback(open, { timeout: 2000 })
    : window.setTimeout(open, 200);
  return () => {
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
    stopEvents();
  };
};

/**
 * A component whose module `load` brings in when it is about to be seen. `className` names the
 * block element that wraps it (the element watched for sight).
 */
export function hydrateWhenSeen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
): ComponentType<P> {
  return waitingPart(load, className, whenSeen);
}

/**
 * A component whose module `load` brings in once the page has started (at the browser's next idle
 * moment) or when it is pointed at, touched or focused. `className` names the element that wraps
 * it; give it `display: contents` where the wrapper must not change the layout.
 */
export function hydrateAfterStart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
): ComponentType<P> {
  return waitingPart(load, className, afterStart);
}

function waitingPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className: string,
  watch: Watch,
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
    const hydrated = useRef(false);
    const held = useRef<HeldSubmit | null>(null);
    const heldPress = useRef<HTMLElement | null>(null);
    if (firstPageHydrated || key !== firstKey.current) open();
    // Also called when the part's code failed to load: the held form then goes as plain HTML.
    const onHydrated = useCallback(() => {
      hydrated.current = true;
      const press = heldPress.current;
      heldPress.current = null;
      if (press?.isConnected) press.click();
      const submit = held.current;
      held.current = null;
      // The same form element: hydration keeps the server's nodes and what was typed into them.
      if (!submit?.form.isConnected) return;
      const { form, submitter } = submit;
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    }, []);
    useEffect(() => {
      firstPageHydrated = true;
      const element = box.current;
      if (!element || loaded) return;
      // A form in the part sent before its code is here would be posted by the browser as plain
      // HTML (a page load, and the part's own handling lost): it is held, the part loaded at once,
      // and sent again when the part has hydrated (onHydrated).
      const hold = (event: SubmitEvent) => {
        if (hydrated.current || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        held.current = { form: event.target, submitter: event.submitter };
        open();
        // Its code did not come (a network failure, a deploy since the page loaded): the browser
        // sends the form as plain HTML after all, which our pages' forms answer too.
        start().catch(onHydrated);
      };
      // Listened for on the window, ahead of React's own listener on the document: React stops a
      // click on a part it cannot hydrate yet from going further (its default action still runs).
      const holdPress = (event: MouseEvent) => {
        const control =
          event.target instanceof Element && event.target.closest(SCRIPT_ONLY_CONTROL);
        if (hydrated.current || !(control instanceof HTMLElement) || !element.contains(control))
          return;
        event.preventDefault();
        heldPress.current = control;
        open();
        start().catch(onHydrated);
      };
      element.addEventListener('submit', hold, true);
      window.addEventListener('click', holdPress, true);
      const stop = watch(element, open);
      void seen.then(stop);
      return () => {
        stop();
        element.removeEventListener('submit', hold, true);
        window.removeEventListener('click', holdPress, true);
      };
    }, [onHydrated]);
    return (
      <div ref={box} className={className}>
        <Suspense fallback={<LoadNow open={open} />}>
          <Lazy {...(props as PropsWithoutRef<P>)} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  // A parent's re-render with the same props must not reach a part still waiting to hydrate: React
  // would give up its server HTML and render it from scratch.
  return memo(Part) as unknown as ComponentType<P>;
}
