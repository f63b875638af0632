// Waiting on a popup's own motion (its entry effect, a game's spin, the thank-you fade) instead of a
// fixed while: for pictures taken once a popup has settled, or at a chosen moment of an animation.
import type { Page } from 'playwright-core';

/** Resolves once no animation or transition runs in any popup's shadow root. */
export async function popupMotionSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('pinwheel-popup')].every((host) =>
      (host.shadowRoot?.getAnimations() ?? []).every((motion) => motion.playState !== 'running'),
    ),
  );
}

/** Resolves once a popup's running animation has played `ms` (or none runs any more). */
export async function popupMotionAt(page: Page, ms: number): Promise<void> {
  await page.waitForFunction((at) => {
    const running = [...document.querySelectorAll('pinwheel-popup')]
      .flatMap((host) => host.shadowRoot?.getAnimations() ?? [])
      .filter((motion) => motion.playState === 'running');
    return running.length === 0 || running.some((motion) => Number(motion.currentTime) >= at);
  }, ms);
}
