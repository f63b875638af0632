import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CLIENT_ID } from '../modules/sites/index.ts';
import {
  createSite,
  requestDisplay,
  signInOwner,
} from '../modules/display/testing/display-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
}

let t: TestApp | undefined;
afterEach(() => t?.close());

/** A test app logging at `level` into the returned array, with the demo site seeded. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: LogLine[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  t = await createTestApp('sqlite', { logger });
  await t.app.demo.seedIfEmpty();
  return { app: t.app, lines, logger };
}

const requestLines = (lines: LogLine[]) =>
  lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');

describe('request logging', () => {
  it('at info, writes no line for a display call but two for a call to our own site', async () => {
    const { app, lines } = await appLoggingAt('info');
    const display = await requestDisplay(app, DEMO_CLIENT_ID);
    expect(display.statusCode).toBe(200);
    expect(requestLines(lines)).toEqual([]);

    const session = await app.inject('/api/session');
    expect(session.statusCode).toBe(200);
    expect(requestLines(lines).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(requestLines(lines)[0]!.req?.url).toBe('/api/session');
  });

  it('makes no child logger for a display call that logs nothing', async () => {
    const { app, logger } = await appLoggingAt('info');
    const child = vi.spyOn(logger, 'child');
    expect((await requestDisplay(app, DEMO_CLIENT_ID)).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    await app.inject('/api/session');
    expect(child).toHaveBeenCalled();
  });

  it("at info, still writes what a display call logs itself, under the request's id", async () => {
    const { app, lines, logger } = await appLoggingAt('info');
    const owner = await signInOwner(app);
    const site = await createSite(owner, { allowed_domains: ['shop.test'] });
    lines.length = 0;
    const child = vi.spyOn(logger, 'child');

    const refused = await requestDisplay(app, site.client_id, { domain: 'elsewhere.example' });
    expect(refused.json()).toMatchObject({ display: 'not_allowed' });
    const warning = lines.find((line) => line.msg.includes('has not allowed this domain'));
    expect(warning).toMatchObject({ level: 40, reqId: refused.headers['x-request-id'] });
    expect(requestLines(lines)).toEqual([]);
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('at debug, writes both lines for a display call too', async () => {
    const { app, lines } = await appLoggingAt('debug');
    const display = await requestDisplay(app, DEMO_CLIENT_ID);
    const written = requestLines(lines);
    expect(written.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(written.every((line) => line.reqId === display.headers['x-request-id'])).toBe(true);
  });
});
