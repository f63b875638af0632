// A page whose time moves only when the test moves it, from before its first script runs. A clock
// installed but left running keeps flowing with the wall, so on a loaded machine the seconds a
// page takes to load and hydrate count against a timer the test means to measure; paused, they
// do not. The page's own start-up waits on timers (hydration waits for an idle moment), so the
// clock is moved along in small steps until the page shows `ready`, and a timer started then has
// run for at most one step when this returns.
import type { Page } from 'playwright-core';

const STEP_MS = 50;

export async function openWithPausedClock(page: Page, url: string, ready: string): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(url);
  await runClockUntilShown(page, ready);
}

/** Moves a paused clock along in small steps until `selector` matches (after a click, say). */
export async function runClockUntilShown(page: Page, selector: string): Promise<void> {
  const shown = page.locator(selector);
  const deadline = Date.now() + 30_000;
  while ((await shown.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`${selector} never appeared on ${page.url()}`);
    await page.clock.runFor(STEP_MS);
  }
}
