// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// A single-page app's route change, against a local fake of the Pinwheel server's HTTP answers.
// Its own file: the one flow on the page is the only one that sees the address change.
import type { DisplayResponse, Popup } from '@pinwheel/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDisplayFlow } from './display-flow.ts';
import { createEventHub } from './events.ts';
import type { PinwheelEventMap } from './pinwheel-api.ts';
import { documentCookieJar } from './visitor-state/cookie-jar.ts';

const base = 'https://pinwheel.example/';
const jar = documentCookieJar(document);

interface Call {
  path: string;
  form?: URLSearchParams;
  json?: Record<string, unknown>;
}

function popup(id: string, fields: Partial<Popup> = {}): Popup {
  return {
    poptin_id: id,
    poptin_name: `Popup ${id}`,
    poptin_target: 'lead',
    poptin_type: 'lightbox',
    poptin_format: 'format_1',
    poptin_size: { width: 800, height: 500 },
    design_properties: {},
    ...fields,
  } as Popup;
}

function answer(poptins: Popup[], display: 'allowed' | 'not_allowed' = 'allowed') {
  return {
    display,
    poptins,
    if_freemium: 0,
    country: 'Israel',
    country_code: 'IL',
    cc: 'IL',
    ip: '203.0.113.9',
    lang: 'en',
    is_client_restriction: 0,
  } as DisplayResponse;
}

/** A fake of the server: answers by path and records what the loader sent. */
function fakeServer(display: DisplayResponse, clicks: Record<string, Popup> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).slice(base.length - 1);
    const body = init?.body;
    calls.push(
      body instanceof URLSearchParams
        ? { path, form: body }
        : { path, json: JSON.parse(String(body)) as Record<string, unknown> },
    );
    const reply = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (path.startsWith('/api/display/viewed/')) return reply({ poptin_view_id: 'view-1' });
    if (path.startsWith('/api/display/click/')) {
      const clicked = clicks[path.split('/').pop() ?? ''];
      return reply(clicked ? answer([clicked]) : answer([], 'not_allowed'));
    }
    if (path.startsWith('/api/display/closed/') || path.includes('total-website-session')) {
      return reply({ success: true });
    }
    return reply(display);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function start(clientId: string) {
  const events = createEventHub<PinwheelEventMap>();
  const seen: Array<[string, unknown]> = [];
  for (const name of ['trigger', 'view', 'close'] as const) {
    events.on(name, (detail) => seen.push([name, detail]));
  }
  const controls = startDisplayFlow({ win: window, events, base, clientId });
  return { controls, seen };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of Object.keys(jar.all())) jar.remove(name);
  delete (window as unknown as { plan?: string }).plan;
});

describe('startDisplayFlow on a single-page app', () => {
  it('asks again on a route change without counting a visitor, and re-arms page rules', async () => {
    const pricingOnly = popup('eeeeeeeeeeeee', {
      display_after_sec_active: 0,
      show_on_pages: [{ rule: 'contain', value: '/pricing' }],
    });
    const calls = fakeServer(answer([pricingOnly]));
    const { seen } = start('client-c');
    await settle();
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).toEqual([]);

    history.pushState({}, '', '/pricing');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    const displays = calls.filter((call) => call.path === '/api/display/client-c');
    expect(displays).toHaveLength(2);
    expect(displays[1]?.form?.get('cancel_visitor_count')).toBe('1');
    expect(displays[1]?.form?.get('previous_visited_pages')).toBe('https://shop.example/');
    expect(seen[0]).toEqual(['trigger', { popupId: 'eeeeeeeeeeeee', trigger: 'delay' }]);
  });
});
