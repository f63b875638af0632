// A page whose time moves only when the test moves it, from before its first script runs. A clock
// installed but left running keeps flowing with the wall, so on a loaded machine the seconds a
// page takes to load and hydrate count against a timer the test means to measure; paused, they
// do not. The page's own start-up waits on timers (hydration waits for an idle moment), so the
// clock is moved along in small steps until the page shows `ready`, and a timer started then has
// run for at most one step when this returns.
import type { Page } from 'playwright-core';

const STEP_MS = 50;

export async function openWithPausedClock(page: Page, url: string, ready: string): Promise<void> {
  // Installed a minute behind the wall, then paused just ahead of it: the installed clock flows
  // until the pause, and a busy machine has taken over a second between the two calls, which made
  // a pause at install time + 1 s land in the page's past (refused).
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(url);
  await runClockUntilShown(page, ready);
}

/** Moves a paused clock along in small steps until `selector` matches (after a click, say). */
export async function runClockUntilShown(page: Page, selector: string): Promise<void> {
  const shown = page.locator(selector);
  // Each step is a round trip to the browser, which a machine at a load of 30 slows to a third of
  // a second: a minute of wall time is about ten seconds of the page's.
  const deadline = Date.now() + 60_000;
  while ((await shown.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`${selector} never appeared on ${page.url()}`);
    await page.clock.runFor(STEP_MS);
  }
}
