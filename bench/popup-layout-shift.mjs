// No layout shift from overlay popups (issue 12's budget): a host page (an article with text and a
// fixed-size picture) watches layout-shift entries with a PerformanceObserver from its first
// script while each overlay type opens on it in preview mode: every demo popup but the embedded
// one, plus a bar at the top and one at the bottom that do not push. Each popup stays 2.5 s, long
// enough for its entry effect, its font and a countdown's ticks. The center-top bar pushes the
// page down by its height on purpose (spec §2): its shift is reported on a row of its own and must
// happen in one frame (one layout-shift entry). Exits 1 when an overlay shifts the page at all or
// the push takes more than one frame. Needs `npm run build`.
import {
  DEMO_CLIENT_ID,
  DEMO_SITE_ID,
  hostPage,
  launchBrowser,
  ownerApi,
  printTable,
  requireBuildAndBrowser,
  startHostSite,
  startServer,
} from './harness/widget-bench.mjs';

const SETTLE_MS = 2500;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// Runs first on the host page: every layout shift, and when the first popup element appeared.
const probe = `
window.benchShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    benchShifts.push({
      value: entry.value,
      at: entry.startTime,
      input: entry.hadRecentInput,
      sources: entry.sources.map((source) => (source.node && source.node.nodeName) || 'popup'),
    });
  }
}).observe({ type: 'layout-shift', buffered: true });
window.benchShownAt = null;
new MutationObserver(() => {
  if (benchShownAt === null && document.querySelector('pinwheel-popup')) benchShownAt = performance.now();
}).observe(document.documentElement, { childList: true, subtree: true });
`;

/** A bar like the demo's, at a location that does not push the page. */
const bar = (location) => ({
  poptin_name: `Bar at ${location}`,
  poptin_target: 'click',
  poptin_type: 'bar',
  poptin_format: 'format_2',
  design: {
    theme: { background: '#111827', text: '#f9fafb', accent: '#fbbf24', font_scale: 'small' },
    blocks: [
      { type: 'text', text: 'Free shipping over $50 with code' },
      { type: 'coupon', code: 'SHIP50' },
    ],
  },
  poptin_size: { width: 1920, height: 60 },
  design_properties: {
    poptin_location: location,
    poptin_design_close_options_type: 'closing_options-x',
  },
});

requireBuildAndBrowser();
const [server, host, browser] = await Promise.all([
  startServer(),
  startHostSite(),
  launchBrowser(),
]);
try {
  const owner = await ownerApi(server.url);
  const cases = [
    { type: 'lightbox', id: 'demolightbox1' },
    { type: 'lightbox (zoom)', id: 'demolightbox2' },
    { type: 'gamified', id: 'demogamified1' },
    { type: 'bar, top', id: await owner.createPopup(DEMO_SITE_ID, bar('top'), 'draft') },
    { type: 'bar, bottom', id: await owner.createPopup(DEMO_SITE_ID, bar('bottom'), 'draft') },
    { type: 'bside', id: 'demobside0001' },
    { type: 'sside', id: 'demosside0001' },
    { type: 'social', id: 'demosocial001' },
    { type: 'browsing', id: 'demobrowsing1' },
    { type: 'content', id: 'democontent01' },
    { type: 'fullpage (countdown)', id: 'demofullpage1' },
    { type: 'mobile (390 px phone)', id: 'demomobile001', viewport: PHONE },
    { type: 'bar, center-top (pushes)', id: 'demobar000001', pushes: true },
  ];
  host.page('/article', hostPage({ serverUrl: server.url, clientId: DEMO_CLIENT_ID, probe }));

  const rows = [];
  const failures = [];
  for (const { type, id, viewport = DESKTOP, pushes = false } of cases) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${host.url}/article?pinwheel_preview=${id}`);
    await page.locator('pinwheel-popup').first().waitFor({ state: 'attached', timeout: 10_000 });
    await page.waitForTimeout(SETTLE_MS);
    const { shifts, shownAt, pageTop, fonts } = await page.evaluate(() => ({
      shifts: window.benchShifts,
      shownAt: window.benchShownAt,
      pageTop: document.querySelector('h1').getBoundingClientRect().top,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/embed/heebo-'))
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
    }));
    await context.close();
    const counted = shifts.filter((shift) => !shift.input);
    const cls = counted.reduce((sum, shift) => sum + shift.value, 0);
    const sources = [...new Set(counted.flatMap((shift) => shift.sources))].join(' ') || '-';
    const frames = counted.length;
    // When the font files had come, against when the popup appeared (negative: before it).
    const fontStart = Math.min(...fonts.map((font) => font.start));
    const fontEnd = Math.max(...fonts.map((font) => font.end));
    rows.push([
      type,
      cls.toFixed(4),
      String(frames),
      sources,
      `${Math.round(fontEnd - fontStart)} ms`,
      `${Math.round(fontEnd - shownAt)} ms`,
      `${Math.round(pageTop)} px`,
    ]);
    if (pushes ? frames !== 1 : cls > 0) failures.push(type);
  }
  printTable(
    [
      'overlay type',
      'CLS',
      'frames that shifted',
      'what moved',
      'font fetch',
      'font in, from popup shown',
      'page h1 top',
    ],
    rows,
  );
  console.log(
    '\nBudget: overlays shift nothing (CLS 0); the center-top bar pushes the page in one frame.',
  );
  if (failures.length) {
    console.error(`Over budget: ${failures.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await host.close();
  await server.stop();
}
