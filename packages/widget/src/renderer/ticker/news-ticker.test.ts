// @vitest-environment happy-dom
// The news ticker as a visitor meets it: one message at a time, the next after 7 s (or the owner's
// interval), held while pointed at or focused, stopped by its pause button (in the popup's
// language), never a live region.
import { act } from 'preact/test-utils';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsTicker } from './news-ticker.tsx';

vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

let host: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  vi.useRealTimers();
  host.remove();
});

function draw(messages: string[], lang: 'en' | 'he' = 'en', interval_ms?: number) {
  act(() => {
    createRoot(host).render(
      createElement(NewsTicker, { block: { type: 'ticker', messages, interval_ms }, lang }),
    );
  });
}
const shown = () => host.querySelector('.ticker-message')?.textContent;
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('NewsTicker', () => {
  it('shows the next message after 7 s by default, round again after the last', () => {
    draw(['Free returns', 'New arrivals', '', 'Gift cards']);
    expect(shown()).toBe('Free returns');
    wait(6_900);
    expect(shown()).toBe('Free returns');
    wait(100);
    expect(shown()).toBe('New arrivals');
    wait(7_000);
    // A blank line is no message.
    expect(shown()).toBe('Gift cards');
    wait(7_000);
    expect(shown()).toBe('Free returns');
    expect(host.querySelector('.ticker-message')?.getAttribute('aria-live')).toBe('off');
  });

  it('keeps the owner’s interval', () => {
    draw(['One', 'Two'], 'en', 3_000);
    wait(3_000);
    expect(shown()).toBe('Two');
  });

  it('holds while pointed at or focused, and stops for good on Pause until Play', () => {
    draw(['One', 'Two']);
    const ticker = host.querySelector('.ticker')!;
    act(() => void ticker.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => void ticker.dispatchEvent(new MouseEvent('mouseenter')));
    wait(20_000);
    expect(shown()).toBe('One');
    act(() => void ticker.dispatchEvent(new MouseEvent('mouseleave')));
    wait(7_000);
    expect(shown()).toBe('Two');
    const toggle = host.querySelector<HTMLButtonElement>('.ticker-toggle')!;
    expect(toggle.getAttribute('aria-label')).toBe('Pause messages');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-label')).toBe('Play messages');
    wait(30_000);
    expect(shown()).toBe('Two');
    act(() => toggle.click());
    wait(7_000);
    expect(shown()).toBe('One');
    act(() => void toggle.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    act(() => void toggle.dispatchEvent(new FocusEvent('focus')));
    wait(20_000);
    expect(shown()).toBe('One');
  });

  it('says pause in Hebrew on a Hebrew popup, and has no button for a single message', () => {
    draw(['אחת', 'שתיים'], 'he');
    expect(host.querySelector('.ticker-toggle')?.getAttribute('aria-label')).toBe('השהיית ההודעות');
    draw(['Only one']);
    expect(host.querySelector('.ticker-toggle')).toBeNull();
    wait(20_000);
    expect(shown()).toBe('Only one');
  });
});
