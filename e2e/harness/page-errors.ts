// Errors a page threw, for a test to assert there were none. One kind is left out, on purpose:
// when a client-side navigation is interrupted by another (a second click while the first page's
// data is still arriving), React Router 7 aborts the first navigation's controller and a promise
// of its own on that signal rejects with the bare abort ("AbortError: signal is aborted without
// reason") where nothing handles it. Traced with the DevTools protocol on 2026-11-27: the rejection
// is raised synchronously inside React Router's startNavigation as it aborts the pending
// navigation (our routes have no client loaders, so no code of ours is on that signal; most likely
// its single-fetch body still being read). The owner or shopper sees nothing: the newer navigation
// goes on. Every other error still counts.
import type { Page } from 'playwright-core';

const INTERRUPTED_NAVIGATION = 'signal is aborted without reason';

function isInterruptedNavigation(error: Error): boolean {
  return error.name === 'AbortError' && error.message === INTERRUPTED_NAVIGATION;
}

/** Pushes the message of every error `page` throws from now on into `into` (and returns it). */
export function collectPageErrors(page: Page, into: string[] = []): string[] {
  page.on('pageerror', (error) => {
    if (!isInterruptedNavigation(error)) into.push(error.message);
  });
  // A recovered error (a hydration mismatch, say) is thrown as above and also written to the
  // console with the components it happened in (entry.client.tsx): kept beside it, so a failure
  // says where.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Recovered from:')) {
      into.push(message.text());
    }
  });
  return into;
}
