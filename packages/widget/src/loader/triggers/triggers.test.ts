// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
// The automatic triggers, each against the DOM events and clock a visitor would produce.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armDelayTrigger } from './delay-trigger.ts';
import { armDesktopExitIntent, armMobileExitIntent } from './exit-intent-trigger.ts';
import { armInactivityTrigger } from './inactivity-trigger.ts';
import { armPageClickTrigger } from './page-click-trigger.ts';
import { armScrollTrigger, scrolledPercent } from './scroll-trigger.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('delay trigger', () => {
  it('fires after the delay and not before', () => {
    const fire = vi.fn();
    armDelayTrigger(window, 3000, fire);
    vi.advanceTimersByTime(2999);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('fires at once when the time has already passed, and never once disarmed', () => {
    const late = vi.fn();
    const disarmed = vi.fn();
    armDelayTrigger(window, -500, late);
    armDelayTrigger(window, 100, disarmed)();
    vi.advanceTimersByTime(200);
    expect(late).toHaveBeenCalledOnce();
    expect(disarmed).not.toHaveBeenCalled();
  });
});

describe('scroll trigger', () => {
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  }
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 2000,
      configurable: true,
    });
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('measures how far down the scrollable part the visitor is', () => {
    expect(scrolledPercent(window)).toBe(0);
    scrollTo(500);
    expect(scrolledPercent(window)).toBe(50);
  });

  it('fires at the percentage and not at 40%', () => {
    const fire = vi.fn();
    armScrollTrigger(window, 50, fire);
    scrollTo(400);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(500);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('fires for a page that opens already scrolled past the percentage', () => {
    const fire = vi.fn();
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    armScrollTrigger(window, 50, fire);
    vi.advanceTimersByTime(0);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('never fires on a page too short to scroll', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 800 });
    const fire = vi.fn();
    armScrollTrigger(window, 10, fire);
    scrollTo(0);
    vi.advanceTimersByTime(0);
    expect(fire).not.toHaveBeenCalled();
  });
});

describe('page-click trigger', () => {
  it('fires on the third click, not the second, and counts again from zero', () => {
    const fire = vi.fn();
    armPageClickTrigger(window, 3, fire);
    document.body.click();
    document.body.click();
    expect(fire).not.toHaveBeenCalled();
    document.body.click();
    expect(fire).toHaveBeenCalledOnce();
    document.body.click();
    document.body.click();
    expect(fire).toHaveBeenCalledOnce();
    document.body.click();
    expect(fire).toHaveBeenCalledTimes(2);
  });
});

describe('inactivity trigger', () => {
  it('fires after the seconds without activity; mouse, touch, keys and scroll start it again', () => {
    const fire = vi.fn();
    armInactivityTrigger(window, 5, fire);
    for (const event of ['mousemove', 'touchstart', 'keydown', 'scroll', 'click']) {
      vi.advanceTimersByTime(4000);
      document.body.dispatchEvent(new Event(event, { bubbles: true }));
    }
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(fire).toHaveBeenCalledOnce();
  });
});

describe('exit intent', () => {
  const mouseOut = (clientY: number, relatedTarget: EventTarget | null = null) =>
    document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget, bubbles: true }));

  it('fires on desktop when the pointer leaves through the top of the page', () => {
    const fire = vi.fn();
    const disarm = armDesktopExitIntent(window, fire);
    mouseOut(300);
    mouseOut(0, document.body);
    expect(fire).not.toHaveBeenCalled();
    mouseOut(-5);
    expect(fire).toHaveBeenCalledOnce();
    disarm();
    mouseOut(-5);
    expect(fire).toHaveBeenCalledOnce();
  });

  it('on mobile adds a history entry on the first tap and fires when Back leaves it', () => {
    const fire = vi.fn();
    const before = history.length;
    armMobileExitIntent(window, fire);
    expect(history.length).toBe(before);
    document.body.click();
    expect(history.length).toBe(before + 1);
    document.body.click();
    expect(history.length).toBe(before + 1);

    history.replaceState(null, '', location.href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(fire).toHaveBeenCalledOnce();
  });
});
