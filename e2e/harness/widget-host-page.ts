// A host page for widget tests: embeds /embed.js with a client id and records every public event
// (window.Pinwheel.on) with the page's clock, so a test can tell what fired, and when.
import type { Page } from 'playwright-core';

export interface RecordedEvent {
  type: 'trigger' | 'view' | 'close' | 'submit';
  popupId: string;
  trigger?: string;
  viewId?: string | null;
  closeTrigger?: string;
  /** performance.now() when it was emitted, in ms since the page started loading. */
  at: number;
}

export interface HostPageOptions {
  serverUrl: string;
  clientId: string;
  body?: string;
  head?: string;
}

export function widgetHostPage({ serverUrl, clientId, body = '', head = '' }: HostPageOptions) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Host shop</title>${head}
<script>
  window.pinwheelEvents = [];
  document.addEventListener('pinwheel:ready', () => {
    for (const type of ['trigger', 'view', 'close', 'submit']) {
      window.Pinwheel.on(type, (detail) =>
        window.pinwheelEvents.push({ type, ...detail, at: performance.now() }),
      );
    }
  });
</script></head>
<body>${body}
<script async src="${serverUrl}/embed.js" data-client-id="${clientId}"></script>
</body></html>`;
}

export function recordedEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(
    () => (window as unknown as { pinwheelEvents: RecordedEvent[] }).pinwheelEvents ?? [],
  );
}

/** Waits until an event of `type` has been recorded (for `popupId` when given) and returns it. */
export async function waitForEvent(
  page: Page,
  type: RecordedEvent['type'],
  popupId?: string,
  timeout = 10_000,
): Promise<RecordedEvent> {
  const handle = await page.waitForFunction(
    ([wanted, id]) =>
      (window as unknown as { pinwheelEvents?: RecordedEvent[] }).pinwheelEvents?.find(
        (event) => event.type === wanted && (!id || event.popupId === id),
      ),
    [type, popupId] as const,
    { timeout },
  );
  return (await handle.jsonValue()) as RecordedEvent;
}

/** Collects what the page prints to its console from now on (debug mode writes there). */
export function collectConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/** Waits until a console line containing `text` was collected, and returns it. */
export async function waitForLine(lines: string[], text: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const line = lines.find((entry) => entry.includes(text));
    if (line) return line;
    if (Date.now() > deadline)
      throw new Error(`No console line with "${text}":\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Does `act`, then resolves once the page has handed the `type` event it causes to every listener
 * on the page before this one (the loader's triggers among them) and run what they queued at once:
 * whatever that event was going to fire has fired by then. So a test can check that something did
 * not happen without waiting a fixed time.
 */
export async function afterDispatch(page: Page, type: string, act: () => Promise<unknown>) {
  await page.evaluate((eventType) => {
    (window as unknown as { pinwheelDispatched: Promise<void> }).pinwheelDispatched = new Promise(
      (resolve) => addEventListener(eventType, () => setTimeout(resolve, 0), { once: true }),
    );
  }, type);
  await act();
  await page.evaluate(
    () => (window as unknown as { pinwheelDispatched: Promise<void> }).pinwheelDispatched,
  );
}
