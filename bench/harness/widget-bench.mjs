// What the widget's browser benches share: the built server (apps/server/dist/main.js, fresh data
// dir, demo data seeded), the owner API to add popups, a host site on another origin serving the
// pages a bench gives it, and Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OWNER = { email: 'owner@pinwheel.local', password: 'bench password 123' };

/** The demo site (seeded on first start) and its popups' stable ids (demo-popups.ts). */
export const DEMO_CLIENT_ID = 'demo-shop-client';
export const DEMO_SITE_ID = 'site-demo';

/** Exits with a clear message when the build or the browser is missing. */
export function requireBuildAndBrowser() {
  if (!fs.existsSync(serverEntry)) {
    console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  if (!fs.existsSync(chromePath)) {
    console.error(`No browser at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
    process.exit(1);
  }
}

/** Starts the built server as a shop runs it; resolves once /readyz answers. */
export async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > 30_000) throw new Error('the server was not ready within 30 s');
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the owner; resolves with a function that creates a popup on a site. */
export async function ownerApi(url) {
  const session = await fetch(`${url}/api/session`);
  const { nonce } = await session.json();
  const cookies = session.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const headers = () => ({
    'content-type': 'application/json',
    cookie: cookies.join('; '),
    'x-pinwheel-nonce': nonce,
  });
  const signedIn = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify(OWNER),
  });
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  cookies.push(...signedIn.headers.getSetCookie().map((cookie) => cookie.split(';')[0]));
  return {
    async createSite(name) {
      const response = await fetch(`${url}/api/admin/sites`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ name }),
      });
      if (response.status !== 201) throw new Error(`creating a site: ${await response.text()}`);
      const { site } = await response.json();
      return { id: site.id, clientId: site.client_id };
    },
    async createPopup(siteId, popup, status = 'live') {
      const response = await fetch(`${url}/api/admin/sites/${siteId}/popups`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ status, popup }),
      });
      if (response.status !== 201) throw new Error(`creating a popup: ${await response.text()}`);
      return (await response.json()).popup.id;
    },
  };
}

/** A third-party origin ("localhost", not 127.0.0.1) serving the HTML pages it is given. */
export async function startHostSite() {
  const pages = new Map();
  const server = http.createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? '/', 'http://host').pathname);
    if (html === undefined) response.writeHead(404).end('not found');
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    page: (pathname, html) => pages.set(pathname, html),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/**
 * An ordinary article page embedding the widget: text and a fixed-size picture, so anything that
 * moves the page's own content shows as a layout shift. `probe` is a script run first in the head.
 */
export function hostPage({ serverUrl, clientId, probe = '' }) {
  const paragraph =
    '<p>Our linen is washed twice before it ships, so it is soft from the first night. ' +
    'Every piece is cut and sewn in our workshop, and we answer every letter ourselves.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Host shop</title>
<script>${probe}</script>
<style>body { margin: 0 auto; max-width: 760px; padding: 24px; font: 18px/1.6 serif; }
.picture { height: 240px; background: #d6d3d1; }</style></head>
<body><h1>The linen care guide</h1>${paragraph}<div class="picture"></div>${paragraph.repeat(12)}
<script async src="${serverUrl}/embed.js" data-client-id="${clientId}"></script></body></html>`;
}

export function launchBrowser() {
  return chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** Prints rows (arrays of strings) as an aligned table, first column left, the rest right. */
export function printTable(header, rows) {
  const table = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
