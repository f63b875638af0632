// A popup is painted within 150 ms of its trigger on localhost once the renderer is prefetched
// (issue 12's budget). A host page embeds the widget for a site with one popup whose trigger is a
// 2-second delay: by then the loader has armed it and prefetched the renderer chunk and the
// popup's content, as on a real page. The page notes the trigger (window.Pinwheel's `trigger`
// event), the moment the popup element is inserted, and the end of the first frame that draws it
// (a requestAnimationFrame, then a message: it runs once that frame is painted). Each run is a
// fresh browser context, so nothing is cached but what the page itself prefetched: the font files
// are fetched on first show (the popup waits up to 100 ms for them), the worst case, a visitor's
// first popup; then the page is reloaded in the same context, where the files come from the cache.
// Prints median, p95 and max per popup; exits 1 when a p95 is over 150 ms. Needs `npm run build`.
// BENCH_PAINT_RUNS: runs per popup (default 12).
import {
  hostPage,
  launchBrowser,
  ownerApi,
  printTable,
  requireBuildAndBrowser,
  startHostSite,
  startServer,
} from './harness/widget-bench.mjs';

const RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 12);
const BUDGET_MS = 150;
const TRIGGER_DELAY_SECONDS = 2;

const probe = `
window.benchPaint = {};
document.addEventListener('pinwheel:ready', () =>
  window.Pinwheel.on('trigger', () => { benchPaint.trigger = performance.now(); }),
);
new MutationObserver(() => {
  if (benchPaint.inserted || !document.querySelector('pinwheel-popup')) return;
  benchPaint.inserted = performance.now();
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { benchPaint.painted = performance.now(); };
    channel.port2.postMessage(0);
  });
}).observe(document.documentElement, { childList: true, subtree: true });
`;

const design = {
  theme: { background: '#fff7ed', text: '#1c1917', accent: '#9a3412', align: 'center' },
  blocks: [
    { type: 'heading', text: 'Welcome! Take 10% off', level: 1 },
    { type: 'text', text: 'Join our list for your first-order discount.' },
    {
      type: 'form',
      fields: [{ kind: 'email', label: 'Email address', required: true }],
      submit_label: 'Get my 10% code',
    },
  ],
};
const popups = {
  'lightbox (fade in)': {
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: { poptin_location: 'center', poptin_design_entry_effect: 'fadeIn' },
  },
  'bar, bottom': {
    poptin_type: 'bar',
    poptin_format: 'format_2',
    poptin_size: { width: 1920, height: 60 },
    design_properties: { poptin_location: 'bottom' },
  },
};

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

requireBuildAndBrowser();
const [server, host, browser] = await Promise.all([
  startServer(),
  startHostSite(),
  launchBrowser(),
]);
try {
  const owner = await ownerApi(server.url);
  const rows = [];
  const failures = [];
  for (const [name, fields] of Object.entries(popups)) {
    const site = await owner.createSite(`Paint ${name}`);
    await owner.createPopup(site.id, {
      poptin_name: name,
      poptin_target: 'lead',
      design,
      display_after_sec_active: TRIGGER_DELAY_SECONDS,
      ...fields,
    });
    const path = `/${site.id}`;
    host.page(path, hostPage({ serverUrl: server.url, clientId: site.clientId, probe }));

    const runs = { cold: [], warm: [] };
    const inserted = { cold: [], warm: [] };
    let prefetched = 0;
    const measure = async (page) => {
      await page.waitForFunction(() => window.benchPaint.painted, null, { timeout: 15_000 });
      return page.evaluate(() => ({
        ...window.benchPaint,
        rendererAt: performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('/embed/renderer-'))?.responseEnd,
      }));
    };
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      for (const kind of ['cold', 'warm']) {
        if (kind === 'cold') await page.goto(`${host.url}${path}`);
        else await page.reload();
        const times = await measure(page);
        runs[kind].push(times.painted - times.trigger);
        inserted[kind].push(times.inserted - times.trigger);
        if (kind === 'cold' && times.rendererAt !== undefined && times.rendererAt < times.trigger)
          prefetched++;
      }
      await context.close();
    }
    for (const kind of ['cold', 'warm']) {
      const values = runs[kind];
      const p95 = percentile(values, 0.95);
      rows.push([
        `${name}, ${kind === 'cold' ? 'first popup (font fetched)' : 'reload (font cached)'}`,
        String(values.length),
        `${percentile(values, 0.5).toFixed(0)} ms`,
        `${p95.toFixed(0)} ms`,
        `${Math.max(...values).toFixed(0)} ms`,
        `${percentile(inserted[kind], 0.5).toFixed(0)} ms`,
        kind === 'cold' ? `${prefetched} of ${RUNS}` : '-',
      ]);
      if (p95 > BUDGET_MS) failures.push(`${name} (${kind})`);
    }
  }
  printTable(
    [
      'trigger to first paint',
      'runs',
      'median',
      'p95',
      'max',
      'to inserted (median)',
      'renderer prefetched',
    ],
    rows,
  );
  console.log(`\nBudget: p95 at most ${BUDGET_MS} ms from the trigger to the popup's first paint.`);
  if (failures.length) {
    console.error(`Over budget: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await host.close();
  await server.stop();
}
