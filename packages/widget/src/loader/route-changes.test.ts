// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchRouteChanges } from './route-changes.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchRouteChanges', () => {
  it('reports each new address once, whether pushed, replaced or popped', () => {
    const changed = vi.fn();
    const stop = watchRouteChanges(window, changed);
    history.pushState({}, '', '/products');
    history.replaceState({}, '', '/products?page=2');
    vi.advanceTimersByTime(0);
    expect(changed).toHaveBeenCalledOnce();

    history.replaceState({}, '', '/cart');
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(0);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores the same address and in-page anchors, but not hash routes', () => {
    const changed = vi.fn();
    const stop = watchRouteChanges(window, changed);
    history.pushState({ extra: true }, '', location.href);
    history.pushState({}, '', '#reviews');
    vi.advanceTimersByTime(0);
    expect(changed).not.toHaveBeenCalled();
    history.pushState({}, '', '#/account');
    vi.advanceTimersByTime(0);
    expect(changed).toHaveBeenCalledOnce();
    stop();
  });
});
