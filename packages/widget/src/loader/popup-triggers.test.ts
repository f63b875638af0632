// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import type { DisplayedPopup } from '@pinwheel/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armPopupTriggers, triggerNumber, type TriggerContext } from './popup-triggers.ts';
import { testPopup } from './testing/test-popup.ts';
import { documentCookieJar } from './visitor-state/cookie-jar.ts';

const jar = documentCookieJar(document);
const now = 1_000_000;

/** The popup under test: one id and name throughout, with these trigger and rule fields. */
function popup(fields: Partial<DisplayedPopup>): DisplayedPopup {
  return testPopup('abcdefghijklm', { poptin_name: 'Sale', ...fields });
}

function context(overrides: Partial<TriggerContext> = {}): TriggerContext {
  return {
    win: window,
    jar,
    mobile: false,
    now,
    websiteSessionStart: now,
    sessionPages: 1,
    loadRenderer: () => import('../renderer/index.tsx'),
    ...overrides,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  for (const name of Object.keys(jar.all())) jar.remove(name);
});

describe('triggerNumber', () => {
  it('reads numbers and numeric text, and treats no, empty and too small as off', () => {
    expect(triggerNumber(3, 0)).toBe(3);
    expect(triggerNumber('2.5', 0)).toBe(2.5);
    expect(triggerNumber(0, 0)).toBe(0);
    expect(triggerNumber(0, 1)).toBeNull();
    expect(triggerNumber('no', 0)).toBeNull();
    expect(triggerNumber('', 0)).toBeNull();
    expect(triggerNumber('soon', 0)).toBeNull();
    expect(triggerNumber(undefined, 0)).toBeNull();
  });
});

describe('armPopupTriggers', () => {
  it('lets the first trigger to fire win and disarms the rest', () => {
    const fire = vi.fn();
    const armed = armPopupTriggers(
      popup({ display_after_sec_active: 3, display_after_page_click_number_active: 2 }),
      context(),
      fire,
    );
    expect(armed.armed).toEqual(['delay 3s', 'clicks 2']);
    document.body.click();
    document.body.click();
    vi.advanceTimersByTime(5000);
    expect(fire.mock.calls).toEqual([['page_clicks']]);
  });

  it('counts a cumulative delay from the start of the website session', () => {
    const fire = vi.fn();
    armPopupTriggers(
      popup({ display_after_sec_active: 10, display_after_sec_active_on: 'website' }),
      context({ websiteSessionStart: now - 8000 }),
      fire,
    );
    vi.advanceTimersByTime(1999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledWith('delay');
  });

  it('arms nothing automatic for a click-to-open popup', () => {
    const fire = vi.fn();
    const armed = armPopupTriggers(
      popup({ on_click: 1, display_after_sec_active: 0 }),
      context(),
      fire,
    );
    vi.advanceTimersByTime(1000);
    expect(fire).not.toHaveBeenCalled();
    expect(armed.armed).toEqual(['click to open']);
  });

  it('fires the pages-visited trigger once a visit, unless the popup shows on every page', () => {
    const fire = vi.fn();
    const pages = popup({ display_after_visit_page_active: 2 });
    armPopupTriggers(pages, context({ sessionPages: 1 }), fire);
    vi.advanceTimersByTime(0);
    expect(fire).not.toHaveBeenCalled();
    armPopupTriggers(pages, context({ sessionPages: 2 }), fire);
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledWith('pages_visited');
    const later = armPopupTriggers(pages, context({ sessionPages: 3 }), fire);
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledOnce();
    expect(later.armed).toEqual(['pages 2 (fired this visit)']);

    const everyPage = popup({
      display_after_visit_page_active: 2,
      d_f_a: { rule: 'display_everytime_everypage_5' },
    });
    armPopupTriggers(everyPage, context({ sessionPages: 4 }), fire);
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledTimes(2);
  });

  it('uses the back button as the exit intent on mobile', () => {
    const armed = armPopupTriggers(
      popup({ display_after_exit_website_active: 'yes' }),
      context({ mobile: true }),
      vi.fn(),
    );
    expect(armed.armed).toEqual(['back button']);
    armed.disarm();
  });
});
