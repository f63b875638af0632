// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// The whole loader flow on a page, against a local fake of the Pinwheel server's HTTP answers.
// Every test uses its own client id: flows cannot be stopped (a page runs one for its lifetime),
// so calls and events are told apart by client. Route changes have their own file, where no
// earlier flow also sees the address change.
import type { Popup } from '@pinwheel/core';
import { describe, expect, it, vi } from 'vitest';
import { testPopup } from './testing/test-popup.ts';
import {
  answer,
  fakeRenderer,
  fakeServer,
  jar,
  resetPageAroundEachTest,
  settle,
  start,
} from './testing/fake-display-server.ts';

resetPageAroundEachTest();

describe('startDisplayFlow', () => {
  it('asks for the page, re-checks browser rules, and reports a view when a trigger fires', async () => {
    Object.assign(window, { plan: 'pro' });
    const forPro = testPopup('aaaaaaaaaaaaa', {
      display_after_sec_active: 3,
      display_if_specific_js_active: 1,
      js_filter: [{ js_name_pair: 'plan', js_value_pair: 'exact|:|pro', js_show_pair: 'show' }],
    });
    const forFree = testPopup('bbbbbbbbbbbbb', {
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
    // The armed popup's content is fetched at once, before its trigger; the other's not at all.
    expect(calls.slice(1).map((call) => call.path)).toEqual([
      '/api/display/content/test-client/aaaaaaaaaaaaa/v1',
    ]);

    await vi.advanceTimersByTimeAsync(2900);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toEqual([
      ['trigger', { popupId: 'aaaaaaaaaaaaa', trigger: 'delay' }],
      ['view', { popupId: 'aaaaaaaaaaaaa', trigger: 'delay', viewId: 'view-1' }],
    ]);
    // Firing fetches no content again: it is there already.
    expect(calls.slice(2)).toHaveLength(1);
    expect(calls[2]).toEqual({
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
    const clicked = testPopup('ccccccccccccc', { on_click: 1 });
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

  it('hands a fired popup to the renderer with its content, and records the view only once it is on screen', async () => {
    const popup = testPopup('hhhhhhhhhhhhh', { display_after_sec_active: 1 });
    const calls = fakeServer({ ...answer([popup]), lang: 'he' });
    const renderer = fakeRenderer({ holdShows: true });
    const { seen, shows, preloads } = start('client-h', undefined, renderer);
    await settle();
    // Triggers armed: the renderer is fetched while the page is idle (happy-dom has no idle
    // callback, so at once), but not run.
    expect(preloads).toHaveBeenCalledOnce();
    expect(shows).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1000);
    expect(shows).toHaveLength(1);
    expect(shows[0]?.request).toMatchObject({
      popup: { poptin_id: 'hhhhhhhhhhhhh' },
      content: { poptin_id: 'hhhhhhhhhhhhh', poptin: '<p>hhhhhhhhhhhhh</p>' },
      lang: 'he',
      trigger: 'delay',
    });
    // Fired but not yet on screen (a queued lightbox waits): no view, no seen marker.
    expect(seen).toEqual([['trigger', { popupId: 'hhhhhhhhhhhhh', trigger: 'delay' }]]);
    expect(calls.some((call) => call.path.startsWith('/api/display/viewed/'))).toBe(false);
    expect(jar.read('poptin_seen_hhhhhhhhhhhhh')).toBeUndefined();

    shows[0]?.show();
    await settle();
    expect(seen.at(-1)).toEqual([
      'view',
      { popupId: 'hhhhhhhhhhhhh', trigger: 'delay', viewId: 'view-1' },
    ]);
    expect(jar.read('poptin_seen_hhhhhhhhhhhhh')).toMatch(/^\d+\|1\|o$/);

    // The visitor closes it in the renderer: the close is recorded with how.
    shows[0]?.request.onClose('bg_click');
    await settle();
    expect(seen.at(-1)).toEqual(['close', { popupId: 'hhhhhhhhhhhhh', closeTrigger: 'bg_click' }]);
    expect(calls.at(-1)).toMatchObject({
      path: '/api/display/closed/hhhhhhhhhhhhh',
      json: { close_trigger: 'bg_click', poptin_view_id: 'view-1' },
    });
  });

  it('takes a popup off the page when window.Pinwheel.close is called for it', async () => {
    fakeServer(answer([testPopup('iiiiiiiiiiiii', { display_after_sec_active: 0 })]));
    const { controls, shows } = start('client-i');
    await settle();
    await settle();
    expect(shows).toHaveLength(1);
    await controls.close('iiiiiiiiiiiii', 'timer');
    expect(shows[0]?.dismissed).toBe(true);
  });

  it('shows nothing and records no view when the content cannot be fetched', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = testPopup('jjjjjjjjjjjjj', {
      display_after_sec_active: 0,
      poptin_url: '/api/display/content/test-client/jjjjjjjjjjjjj/broken',
    });
    const calls = fakeServer(answer([broken]));
    const { seen, shows } = start('client-j');
    await settle();
    await settle();
    expect(shows).toHaveLength(0);
    expect(seen).toEqual([['trigger', { popupId: 'jjjjjjjjjjjjj', trigger: 'delay' }]]);
    expect(calls.some((call) => call.path.startsWith('/api/display/viewed/'))).toBe(false);
    expect(warned).toHaveBeenCalledWith(
      'Pinwheel: the popup content request failed',
      expect.stringContaining('/broken'),
      expect.any(Error),
    );
  });

  it('prints each popup’s rules and armed triggers in debug mode', async () => {
    history.replaceState(null, '', '/?pinwheel_debug=1');
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeServer(
      answer([
        testPopup('fffffffffffff', { display_after_scroll_active: 50 }),
        testPopup('ggggggggggggg', {
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
    const calls = fakeServer(
      answer([testPopup('hhhhhhhhhhhhh', { display_after_sec_active: 30 })]),
    );
    const { seen, controls } = start('client-e');
    await settle();
    expect(calls[0]?.form?.get('preview_poptin_id')).toBe('hhhhhhhhhhhhh');
    expect(seen).toEqual([['trigger', { popupId: 'hhhhhhhhhhhhh', trigger: 'preview' }]]);
    await controls.close('hhhhhhhhhhhhh');
    // Its content is fetched to draw it; no view or close is recorded.
    const about = calls.filter((call) => call.path.includes('hhhhhhhhhhhhh'));
    expect(about).toContainEqual({ path: '/api/display/content/test-client/hhhhhhhhhhhhh/v1' });
    expect(about.filter((call) => !call.path.startsWith('/api/display/content/'))).toEqual([]);
    expect(jar.read('poptin_seen_hhhhhhhhhhhhh')).toBeUndefined();
  });

  it('arms nothing when the server refuses, and pings the website session every 20 s', async () => {
    const calls = fakeServer(answer([testPopup('iiiiiiiiiiiii')], 'not_allowed'));
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
