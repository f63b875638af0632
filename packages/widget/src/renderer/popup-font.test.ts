// @vitest-environment happy-dom
// The font's rules go into the page once, and a popup appears once its font files are in, or
// once the wait's limit is up, whichever comes first. happy-dom has no font loading API: each
// test gives the document a stand-in with the two calls the renderer makes (Chromium's real one
// is exercised by e2e/popup-font.test.ts and bench/popup-layout-shift.mjs).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installPopupFont,
  POPUP_FONT_FAMILY,
  POPUP_FONT_WAIT_MS,
  whenPopupFontReady,
} from './popup-font.ts';

/** A font set whose files are loaded already, or come when the test says so. */
function fontSet(loaded: boolean) {
  let arrive = () => {};
  const fonts = {
    check: vi.fn(() => loaded),
    load: vi.fn(() => new Promise<void>((resolve) => (arrive = resolve))),
  };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  return { fonts, arrive: () => arrive() };
}

describe('the popup font', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('is declared in the page once, under our own family name, swapping in when it comes', () => {
    installPopupFont(document);
    installPopupFont(document);
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    const rules = styles[0]!.textContent ?? '';
    expect(rules.match(/@font-face/g)).toHaveLength(2);
    expect(rules).toContain(`font-family:'${POPUP_FONT_FAMILY}'`);
    expect(rules).toContain('font-display:swap');
    expect(rules).toMatch(
      /heebo-hebrew-wght-normal\.woff2\) format\('woff2'\);unicode-range:U\+0307/,
    );
  });

  it('lets a popup appear at once when its files are loaded', () => {
    fontSet(true);
    const appear = vi.fn();
    whenPopupFontReady(document, 'Welcome', appear);
    expect(appear).toHaveBeenCalledTimes(1);
  });

  it('holds a popup until its files are in', async () => {
    const { fonts, arrive } = fontSet(false);
    const appear = vi.fn();
    whenPopupFontReady(document, 'מבצע', appear);
    expect(fonts.load).toHaveBeenCalledWith(`16px '${POPUP_FONT_FAMILY}'`, 'מבצע');
    expect(appear).not.toHaveBeenCalled();
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(appear).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POPUP_FONT_WAIT_MS);
    expect(appear).toHaveBeenCalledTimes(1);
  });

  it('shows the popup in a system font when the files are slow, and not again when they come', async () => {
    const { arrive } = fontSet(false);
    const appear = vi.fn();
    whenPopupFontReady(document, 'Welcome', appear);
    await vi.advanceTimersByTimeAsync(POPUP_FONT_WAIT_MS - 1);
    expect(appear).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(appear).toHaveBeenCalledTimes(1);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(appear).toHaveBeenCalledTimes(1);
  });

  it('never shows a popup closed while it waited', async () => {
    const { arrive } = fontSet(false);
    const appear = vi.fn();
    const cancel = whenPopupFontReady(document, 'Welcome', appear);
    cancel();
    arrive();
    await vi.advanceTimersByTimeAsync(POPUP_FONT_WAIT_MS);
    expect(appear).not.toHaveBeenCalled();
  });
});
