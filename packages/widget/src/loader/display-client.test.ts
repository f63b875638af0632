import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDisplayClient } from './display-client.ts';

const base = 'https://pinwheel.example/';

/** A window whose fetch answers every request with this status and body text. */
function windowAnswering(status: number, body: string): Window {
  const fetch = vi.fn(async () => new Response(body, { status }));
  return { fetch } as unknown as Window;
}

/** A window whose fetch fails as a dropped connection does. */
function windowOffline(): Window {
  const fetch = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  return { fetch } as unknown as Window;
}

const contentUrl = '/api/display/content/client-a/aaaaaaaaaaaaa/v1';

describe('display client: bad answers are logged once and give nothing to show', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an answer without poptin_id', '{"poptin": "<p>Hi</p>"}'],
    ['a JSON null', 'null'],
    ['an empty body', ''],
    ['a JSON list', '[1, 2]'],
  ])('popup content: %s is malformed', async (_name, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createDisplayClient(windowAnswering(200, body), base, 'client-a');
    expect(await client.content(contentUrl)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    // Logged with the answer as it came (the call's address is in the request failure's log).
    expect(warn.mock.calls[0]?.[0]).toBe('Pinwheel: the popup content answer is malformed');
  });

  it('popup content: a failed call (HTTP 500, offline, not JSON) is logged once as failed', async () => {
    for (const win of [
      windowAnswering(500, 'Server error'),
      windowOffline(),
      windowAnswering(200, '<html>'),
    ]) {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const client = createDisplayClient(win, base, 'client-a');
      expect(await client.content(contentUrl)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toBe('Pinwheel: the popup content request failed');
      expect(warn.mock.calls[0]?.[1]).toBe(`${base}api/display/content/client-a/aaaaaaaaaaaaa/v1`);
      warn.mockRestore();
    }
  });

  it('popup content: a good answer is handed over without a log', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = JSON.stringify({ poptin_id: 'aaaaaaaaaaaaa', poptin: '<p>Hi</p>' });
    const client = createDisplayClient(windowAnswering(200, body), base, 'client-a');
    expect(await client.content(contentUrl)).toMatchObject({ poptin_id: 'aaaaaaaaaaaaa' });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an answer without display', '{"poptins": []}'],
    ['a JSON null', 'null'],
    ['an empty body', ''],
  ])('display and click calls: %s is malformed', async (_name, body) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createDisplayClient(windowAnswering(200, body), base, 'client-a');
    expect(await client.display(new URLSearchParams())).toBeNull();
    expect(await client.click('aaaaaaaaaaaaa', new URLSearchParams())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Pinwheel: the display answer is malformed',
      'Pinwheel: the display answer is malformed',
    ]);
  });

  it('display call: a failure is logged once, as failed, not again as malformed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = createDisplayClient(windowAnswering(503, 'Unavailable'), base, 'client-a');
    expect(await client.display(new URLSearchParams())).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Pinwheel: the display request failed');
  });

  it('json calls: an empty answer is no failure, a failed one is logged once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const empty = createDisplayClient(windowAnswering(200, ''), base, 'client-a');
    expect(await empty.json('closed', 'closed/aaaaaaaaaaaaa', {})).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    const failing = createDisplayClient(windowAnswering(500, ''), base, 'client-a');
    expect(await failing.json('closed', 'closed/aaaaaaaaaaaaa', {})).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Pinwheel: the closed request failed');
  });
});
