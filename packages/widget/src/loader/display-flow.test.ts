// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// The whole loader flow on a page, against a local fake of the Pinwheel server's HTTP answers.
// Every test uses its own client id: flows cannot be stopped (a page runs one for its lifetime),
// so calls and events are told apart by client. Route changes have their own file, where no
// earlier flow also sees the address change.
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

describe('startDisplayFlow', () => {
  it('asks for the page, re-checks browser rules, and reports a view when a trigger fires', async () => {
    Object.assign(window, { plan: 'pro' });
    const forPro = popup('aaaaaaaaaaaaa', {
      display_after_sec_active: 3,
      display_if_specific_js_active: 1,
      js_filter: [{ js_name_pair: 'plan', js_value_pair: 'exact|:|pro', js_show_pair: 'show' }],
    });
    const forFree = popup('bbbbbbbbbbbbb', {
      display_after_sec_active: 1,
      display_if_specific_js_active: 1,
      js_filter: [{ js_name_pair: 'plan', js_value_pair: 'exact|:|free', js_show_pair: 'show' }],
    });
    const calls = fakeServer(answer([forPro, forFree]));
    const { seen } = start('client-a');
    await settle();

    const request = calls[0];
    expect(request?.path).toBe('/api/display/client-a');
    expect(request?.form?.get('poptin_viewed_url')).toBe('https://shop.example/');
    expect(request?.form?.get('cancel_visitor_count')).toBe('0');
    expect(JSON.parse(request?.form?.get('cookies') ?? '{}')).toMatchObject({ seen: [] });
    expect(jar.read('poptin_user_country')).toBe('IL');
    expect(jar.read('poptin_client_id')).toBe('client-a');

    await vi.advanceTimersByTimeAsync(2900);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual([
      ['trigger', { popupId: 'aaaaaaaaaaaaa', trigger: 'delay' }],
      ['view', { popupId: 'aaaaaaaaaaaaa', trigger: 'delay', viewId: 'view-1' }],
    ]);
    expect(calls[1]).toEqual({
      path: '/api/display/viewed/aaaaaaaaaaaaa',
      json: {
        viewer_id: jar.read('poptin_viewer_id'),
        trigger: 'delay',
        client_id: 'client-a',
        type: 'lightbox',
        url: 'https://shop.example/',
      },
    });
    expect(jar.read('poptin_seen_aaaaaaaaaaaaa')).toMatch(/^\d+\|1\|o$/);
  });

  it('opens a popup by id through the click call, and records its close', async () => {
    const clicked = popup('ccccccccccccc', { on_click: 1 });
    const calls = fakeServer(answer([]), { ccccccccccccc: clicked });
    const { controls, seen } = start('client-b');
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(await controls.open('cccccccccccc')).toBe(false);
    expect(await controls.open('ddddddddddddd')).toBe(false);
    expect(await controls.open('ccccccccccccc')).toBe(true);
    await settle();
    const click = calls.find((call) => call.path === '/api/display/click/ccccccccccccc');
    expect(click?.form?.get('client_id')).toBe('client-b');
    expect(click?.form?.get('cancel_visitor_count')).toBe('1');

    await controls.close('ccccccccccccc', 'bg_click');
    expect(seen).toEqual([
      ['trigger', { popupId: 'ccccccccccccc', trigger: 'on_click' }],
      ['view', { popupId: 'ccccccccccccc', trigger: 'on_click', viewId: 'view-1' }],
      ['close', { popupId: 'ccccccccccccc', closeTrigger: 'bg_click' }],
    ]);
    expect(calls.at(-1)).toMatchObject({
      path: '/api/display/closed/ccccccccccccc',
      json: { client_id: 'client-b', close_trigger: 'bg_click', poptin_view_id: 'view-1' },
    });
    expect(jar.read('poptin_closed_ccccccccccccc')).toMatch(/^\d+$/);
    await controls.close('ccccccccccccc');
    expect(seen).toHaveLength(3);
  });

  it('prints each popup’s rules and armed triggers in debug mode', async () => {
    history.replaceState(null, '', '/?pinwheel_debug=1');
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeServer(
      answer([
        popup('fffffffffffff', { display_after_scroll_active: 50 }),
        popup('ggggggggggggg', {
          display_if_specific_cookie_active: 1,
          cookie_filter: [
            { cookie_name_pair: 'vip', cookie_value_pair: 'any_value|:|', js_show_pair: 'show' },
          ] as unknown as Popup['cookie_filter'],
        }),
      ]),
    );
    start('client-d');
    await settle();
    const text = logged.mock.calls.map((call) => String(call[0])).join('\n');
    expect(text).toContain('popup fffffffffffff "Popup fffffffffffff": may show');
    expect(text).toContain('armed: scroll 50%');
    expect(text).toContain('popup ggggggggggggg "Popup ggggggggggggg": will not show');
    expect(text).toContain('cookie_filter: failed');
  });

  it('shows a preview at once and records nothing for it', async () => {
    history.replaceState(null, '', '/?pinwheel_preview=hhhhhhhhhhhhh');
    const calls = fakeServer(answer([popup('hhhhhhhhhhhhh', { display_after_sec_active: 30 })]));
    const { seen, controls } = start('client-e');
    await settle();
    expect(calls[0]?.form?.get('preview_poptin_id')).toBe('hhhhhhhhhhhhh');
    expect(seen).toEqual([['trigger', { popupId: 'hhhhhhhhhhhhh', trigger: 'preview' }]]);
    await controls.close('hhhhhhhhhhhhh');
    expect(calls.filter((call) => call.path.includes('hhhhhhhhhhhhh'))).toEqual([]);
    expect(jar.read('poptin_seen_hhhhhhhhhhhhh')).toBeUndefined();
  });

  it('arms nothing when the server refuses, and pings the website session every 20 s', async () => {
    const calls = fakeServer(answer([popup('iiiiiiiiiiiii')], 'not_allowed'));
    const { seen } = start('client-f');
    await settle();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen).toEqual([]);
    const pings = calls.filter((call) =>
      call.path.startsWith('/api/display/total-website-session/'),
    );
    expect(pings).toEqual([
      {
        path: '/api/display/total-website-session/client-f',
        json: { url: 'shop.example' },
      },
    ]);
    expect(jar.read('poptin_website_session')).toMatch(/^\d+$/);
  });
});
