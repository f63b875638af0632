// Hydrates the server-rendered document. startTransition keeps hydration interruptible.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** How the console line of a recovered error starts (the browser tests' harness looks for it). */
const RECOVERED_PREFIX = 'Recovered from:';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // React's own handling (the error reported as uncaught), plus where in the tree it happened:
      // a production build's error names no component, and a mismatch seen once is otherwise
      // impossible to place.
      onRecoverableError(error, info) {
        console.error(`${RECOVERED_PREFIX} ${String(error)}`, info.componentStack ?? '');
        reportError(error);
      },
    },
  );
});
