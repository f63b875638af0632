// Waits until React has hydrated an element of a part that hydrates when seen
// (apps/web/app/components/hydrate-when-seen.tsx): the part is scrolled to, so its module loads,
// and React marks every element it has taken over with its props key. A click before that lands
// on the server's plain HTML (a link is followed, no handler runs), which is right for a visitor
// but not what a test of the handler means to try.
import type { Locator, Page } from 'playwright-core';

export async function waitForHydrated(element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$'))
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
  );
}

/**
 * Waits until React has hydrated the page itself: the root layout, whose <body> React then holds
 * with its props key (parts that hydrate when seen may still wait). React Router's globals, set as
 * its scripts start, come earlier: a click between the two is a plain link or form post.
 */
export async function waitForPageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
  );
}
