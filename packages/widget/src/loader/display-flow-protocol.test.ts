// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// The rest of the display protocol (spec §7) as the loader speaks it: the limit log when the view
// limit refused the page, an owner told why nothing shows, the click call's poptin_display and a
// popup's link to another popup by GET, and a converted visitor's conversion activities.
import { displayRefusal } from '@pinwheel/core';
import { afterEach, describe, expect, it } from 'vitest';
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
afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

const refusal = (message: string, restricted = false) => ({
  ...answer([], 'not_allowed'),
  message,
  is_client_restriction: restricted ? 1 : 0,
  client_restriction_setting: restricted ? { show_upgrade_notice: true } : null,
});

describe('the display protocol beyond the display call', () => {
  it('asks for a clicked popup with poptin_display, and for one a popup links to by GET', async () => {
    const linked = testPopup('eeeeeeeeeeeee', { on_click: 1 });
    const clicked = testPopup('fffffffffffff', { on_click: 1 });
    const calls = fakeServer(answer([]), { eeeeeeeeeeeee: linked, fffffffffffff: clicked });
    const { seen, controls } = start('client-click');
    await settle();

    const onPage = document.createElement('a');
    onPage.href = 'https://pinwheel.example/api/display/click/fffffffffffff';
    document.body.append(onPage);
    onPage.click();
    // A link inside a popup's shadow root: the click listener tells it by the document seeing the
    // click on the popup's host (Chromium retargets; happy-dom does not, so the flow is asked
    // directly here, and the browser test clicks a real popup's link).
    const open = controls.open as (popupId: string, fromPopup: boolean) => Promise<boolean>;
    expect(await open('eeeeeeeeeeeee', true)).toBe(true);
    await settle();
    // (Every flow started on this page listens: this file's first test has the page to itself.)
    const post = calls.find((call) => call.path === '/api/display/click/fffffffffffff');
    expect(post?.form?.get('poptin_display')).toBe('onclick');
    expect(post?.form?.get('client_id')).toBe('client-click');
    expect(calls.find((call) => call.path === '/api/display/click/eeeeeeeeeeeee')).toEqual({
      path: '/api/display/click/eeeeeeeeeeeee',
      get: '',
    });
    expect(seen.filter(([name]) => name === 'view').map(([, detail]) => detail)).toEqual([
      { popupId: 'fffffffffffff', trigger: 'on_click', viewId: 'view-1' },
      { popupId: 'eeeeeeeeeeeee', trigger: 'on_click', viewId: 'view-1' },
    ]);
  });

  it('reports a page the monthly view limit kept popups from, and nothing else refused', async () => {
    const calls = fakeServer(refusal(displayRefusal.maxViews) as never);
    const { refusals } = start('client-limit');
    await settle();
    const visitorId = jar.read('poptin_visitor_id');
    expect(visitorId).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/display/limitLogs/'))).toEqual([
      {
        path: '/api/display/limitLogs/client-limit',
        get: `?status=max_views&id=${visitorId}`,
      },
    ]);
    // An ordinary visitor is told nothing: the owner's words are not even loaded.
    expect(refusals).toEqual([]);

    const restricted = fakeServer(refusal(displayRefusal.clientRestricted, true) as never);
    start('client-restricted');
    await settle();
    expect(restricted.some((call) => call.path.startsWith('/api/display/limitLogs/'))).toBe(false);
  });

  it('tells an owner in debug mode (or previewing) why nothing shows', async () => {
    history.replaceState(null, '', '/?pinwheel_debug=1');
    fakeServer(refusal(displayRefusal.clientRestricted, true) as never);
    const renderer = fakeRenderer();
    start('client-owner', undefined, renderer);
    await settle();
    expect(renderer.refusals).toMatchObject([
      { display: 'not_allowed', is_client_restriction: 1, message: 'Client restricted' },
    ]);
  });

  it("reports a converted visitor's views and closes as conversion activities", async () => {
    localStorage.setItem('poptin_converted_email', 'dana@example.com');
    const popup = testPopup('ggggggggggggg', { display_after_sec_active: 0 });
    const calls = fakeServer(answer([popup]));
    const { controls } = start('client-activity');
    await settle();
    await settle();
    await controls.close('ggggggggggggg', 'x_click');
    const activities = calls.filter((call) =>
      call.path.startsWith('/api/display/conversion-activities/'),
    );
    expect(activities).toEqual(
      ['viewed', 'closed'].map((activity) => ({
        path: '/api/display/conversion-activities/client-activity',
        json: {
          email: 'dana@example.com',
          poptin_id: 'ggggggggggggg',
          activity,
          url: 'https://shop.example/',
        },
      })),
    );
  });

  it('sends no conversion activity for a visitor who never converted', async () => {
    const popup = testPopup('hhhhhhhhhhhhh', { display_after_sec_active: 0 });
    const calls = fakeServer(answer([popup]));
    const { controls } = start('client-none');
    await settle();
    await controls.close('hhhhhhhhhhhhh', 'x_click');
    expect(calls.some((call) => call.path.includes('conversion-activities'))).toBe(false);
    expect(calls.some((call) => call.path === '/api/display/closed/hhhhhhhhhhhhh')).toBe(true);
  });
});
