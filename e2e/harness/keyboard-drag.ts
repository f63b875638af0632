// Moving a list item with the keyboard (dnd-kit's keyboard sensor): Space picks it up, but the
// sensor starts listening for the arrow keys only from a timer it sets at that moment
// (KeyboardSensor.attach). An arrow pressed before that timer ran is lost: a person never types that
// fast, a test on a busy machine does.
import type { Page } from 'playwright-core';

/**
 * Resolves once the keyboard sensor of an item just picked up listens for arrows: a timer of ours
 * set after the pick-up was heard runs after the sensor's own (timers of equal delay run in order).
 */
export async function keyboardDragListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}
