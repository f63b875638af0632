// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// A single-page app's route change, against a local fake of the Pinwheel server's HTTP answers.
// Its own file: the one flow on the page is the only one that sees the address change.
import { describe, expect, it, vi } from 'vitest';
import { testPopup } from './testing/test-popup.ts';
import {
  answer,
  fakeServer,
  resetPageAroundEachTest,
  settle,
  start,
} from './testing/fake-display-server.ts';

resetPageAroundEachTest();

describe('startDisplayFlow on a single-page app', () => {
  it('asks again on a route change without counting a visitor, and re-arms page rules', async () => {
    const pricingOnly = testPopup('eeeeeeeeeeeee', {
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
