// @vitest-environment happy-dom
import type {
  CloseTrigger,
  DesignDocument,
  DesignProperties,
  PopupContent,
  PopupType,
} from '@pinwheel/core';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLeadRules } from './lead-form/lead-rules.ts';
import { POPUP_HOST_TAG, type PopupHandle } from './mount-popup.tsx';
import { showPopup, type PopupRequest } from './show-popup.ts';

// Test what ships: the embed build aliases React to Preact's compatibility layer.
vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));
// DOMPurify on happy-dom drops safe elements and keeps scripts (happy-dom's DOM is not enough for
// it), so here the template passes through untouched; e2e/popup-frame.test.ts checks the
// sanitising in Chromium.
vi.mock('dompurify', () => ({
  default: { isSupported: true, sanitize: (html: string) => html },
}));

interface Shown {
  handle: PopupHandle;
  shown: ReturnType<typeof vi.fn>;
  closes: CloseTrigger[];
}

const opened: PopupHandle[] = [];

function show(
  id: string,
  {
    type = 'lightbox',
    design = {},
    html = '<h2>Get 10% off</h2><p>Join our list.</p>',
    lang = 'en',
    trigger = 'delay',
    content = {},
  }: {
    type?: PopupType;
    design?: DesignProperties;
    html?: string;
    lang?: string;
    trigger?: string;
    content?: Partial<PopupContent>;
  } = {},
): Shown {
  const shown = vi.fn();
  const closes: CloseTrigger[] = [];
  const request: PopupRequest = {
    popup: {
      poptin_id: id,
      poptin_name: `Popup ${id}`,
      poptin_type: type,
      poptin_format: 'format_1',
    },
    content: {
      poptin_id: id,
      version: 'v1',
      poptin: html,
      poptin_size: { width: 800, height: 500 },
      design_properties: design,
      ...content,
    },
    lang,
    trigger,
    onShown: shown,
    onClose: (closeTrigger) => closes.push(closeTrigger),
  };
  let handle: PopupHandle | undefined;
  act(() => {
    handle = showPopup(request);
  });
  if (!handle) throw new Error('showPopup returned nothing');
  opened.push(handle);
  return { handle, shown, closes };
}

const hosts = () => Array.from(document.querySelectorAll(POPUP_HOST_TAG));

function root(index = 0): ShadowRoot {
  const shadow = hosts()[index]?.shadowRoot;
  if (!shadow) throw new Error(`no popup number ${index + 1} on the page`);
  return shadow;
}

function dialog(index = 0): HTMLElement {
  const element = root(index).querySelector<HTMLElement>('[role="dialog"]');
  if (!element) throw new Error('no dialog in the popup');
  return element;
}

const xButton = (index = 0) => root(index).querySelector<HTMLButtonElement>('button.x');

function press(key: string, init: KeyboardEventInit = {}): void {
  const target = hosts()[0]?.shadowRoot?.activeElement ?? document.activeElement ?? document.body;
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        key,
        bubbles: true,
        composed: true,
        cancelable: true,
        ...init,
      }),
    );
  });
}

/** Advances the fake clock and lets Preact run the effects and renders it scheduled. */
async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let pageButton: HTMLButtonElement;

beforeEach(() => {
  vi.useFakeTimers();
  pageButton = document.createElement('button');
  pageButton.textContent = 'Page button';
  document.body.append(pageButton);
  pageButton.focus();
});

afterEach(() => {
  for (const handle of opened.splice(0)) handle.close();
  vi.clearAllTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
});

describe('showPopup: what appears', () => {
  it('shows the template in a shadow root as a modal dialog named by its first heading', async () => {
    const { shown } = show('aaaaaaaaaaaaa');
    await wait(0);
    expect(shown).toHaveBeenCalledOnce();
    const element = dialog();
    expect(element.getAttribute('aria-modal')).toBe('true');
    const titleId = element.getAttribute('aria-labelledby') ?? '';
    expect(root().getElementById(titleId)?.textContent).toBe('Get 10% off');
    expect(element.textContent).toContain('Join our list.');
    expect(element.style.width).toBe('800px');
    expect(element.style.height).toBe('500px');
    expect(root().querySelector('style')?.textContent).toMatch(/^\s*:host\s*{\s*all: initial;/);
  });

  it('is named by the popup’s name when the template has no heading', () => {
    show('aaaaaaaaaaaaa', { html: '<p>Only text</p>' });
    expect(dialog().getAttribute('aria-label')).toBe('Popup aaaaaaaaaaaaa');
  });

  it('lays a Hebrew popup out right to left with the Hebrew close label', () => {
    show('aaaaaaaaaaaaa', { lang: 'he' });
    const layer = dialog().parentElement;
    expect(layer?.getAttribute('dir')).toBe('rtl');
    expect(layer?.getAttribute('lang')).toBe('he');
    expect(xButton()?.getAttribute('aria-label')).toBe('סגירה');
    expect(xButton()?.getAttribute('title')).toBe('סגירה');
  });

  it('shows the preview banner word for word on a preview', () => {
    show('aaaaaaaaaaaaa', { trigger: 'preview' });
    expect(root().querySelector('.preview-banner')?.textContent).toBe(
      'This is a preview of your popup. Please note that submission will not be functional.',
    );
  });

  it('makes the page behind inert while a modal popup is open, and gives it back after', () => {
    const { handle } = show('aaaaaaaaaaaaa');
    expect(pageButton.hasAttribute('inert')).toBe(true);
    expect(hosts()[0]?.hasAttribute('inert')).toBe(false);
    handle.close();
    expect(pageButton.hasAttribute('inert')).toBe(false);
  });

  it('leaves the page alone for a side popup: not modal, not inert, no focus taken', async () => {
    show('aaaaaaaaaaaaa', { type: 'bside', design: { poptin_location: 'bottom-left' } });
    await wait(3000);
    expect(dialog().hasAttribute('aria-modal')).toBe(false);
    expect(pageButton.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(pageButton);
    expect(dialog().parentElement?.className).toContain('bottom start');
  });

  it('pushes the page down by a center-top bar’s height as drawn (scaled from 1920 px), and back when it leaves', () => {
    const { handle } = show('aaaaaaaaaaaaa', {
      type: 'bar',
      design: { poptin_location: 'center-top' },
      content: { poptin_size: { width: 1920, height: 120 } },
    });
    expect(dialog().parentElement?.className).toContain('bar top');
    // The window is narrower than the bar's design: its 120 px scale with the width.
    expect(window.innerWidth).toBeLessThan(1920);
    const drawn = `${Math.round((120 * window.innerWidth) / 1920)}px`;
    expect(dialog().style.height).toBe(drawn);
    expect(document.documentElement.style.marginTop).toBe(drawn);
    handle.close();
    expect(document.documentElement.style.marginTop).toBe('');
  });

  it('pushes the page down by a welcome screen’s height (the window’s), and back when it leaves', () => {
    document.documentElement.style.setProperty('margin-top', '3px');
    const { handle } = show('aaaaaaaaaaaaa', {
      type: 'fullpage',
      design: { poptin_location: 'welcome-screen' },
    });
    expect(dialog().parentElement?.className).toContain('welcome');
    expect(document.documentElement.style.marginTop).toBe(`${3 + window.innerHeight}px`);
    handle.close();
    expect(document.documentElement.style.marginTop).toBe('3px');
    document.documentElement.style.removeProperty('margin-top');
  });

  it('scales a fullpage popup’s 1920x1080 canvas down to fit the viewport', () => {
    show('aaaaaaaaaaaaa', { type: 'fullpage' });
    const scale = Math.min(window.innerWidth / 1920, window.innerHeight / 1080);
    expect(scale).toBeLessThan(1);
    expect(dialog().style.width).toBe('1920px');
    expect(dialog().style.height).toBe('1080px');
    expect(dialog().style.transform).toBe(`scale(${scale})`);
  });

  it('keeps a template form from submitting the host page away', async () => {
    show('aaaaaaaaaaaaa', { html: '<form><button type="submit">Send</button></form>' });
    // The template waits for the sanitiser chunk.
    await wait(0);
    expect(root().querySelector('form')).not.toBeNull();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root().querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('renders an embedded popup in each of its placeholders, and shows nothing without one', async () => {
    // Without IntersectionObserver every placeholder is filled at once (Chromium's lazy entry is
    // e2e/popup-frame.test.ts's), once the placing chunk is in (loaded here first: its first
    // load is the test runner's real work, which the fake clock cannot hurry).
    await import('./embedded-placements.ts');
    vi.stubGlobal('IntersectionObserver', undefined);
    const none = show('bbbbbbbbbbbbb', { type: 'embedded' });
    await wait(0);
    expect(hosts()).toHaveLength(0);
    expect(none.shown).not.toHaveBeenCalled();

    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="poptin-embedded" data-id="aaaaaaaaaaaaa"></div>' +
        '<div class="poptin-embedded" data-id="ccccccccccccc"></div>' +
        '<div class="poptin-embedded" data-id="aaaaaaaaaaaaa"></div>',
    );
    const { shown } = show('aaaaaaaaaaaaa', { type: 'embedded' });
    await wait(0);
    const placeholders = hosts().map((host) => host.parentElement?.getAttribute('data-id'));
    expect(placeholders).toEqual(['aaaaaaaaaaaaa', 'aaaaaaaaaaaaa']);
    expect(shown).toHaveBeenCalledOnce();
    expect(pageButton.hasAttribute('inert')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('fills a placeholder that turns up empty again within 5 s (a single-page app re-rendered it)', async () => {
    await import('./embedded-placements.ts');
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<main><div class="poptin-embedded" data-id="aaaaaaaaaaaaa"></div></main>',
    );
    const { shown } = show('aaaaaaaaaaaaa', { type: 'embedded' });
    await wait(0);
    expect(hosts()).toHaveLength(1);
    // The app replaces its view: the old placeholder goes, a new empty one comes.
    document.querySelector('main')!.innerHTML =
      '<div class="poptin-embedded" data-id="aaaaaaaaaaaaa"></div>';
    expect(hosts()).toHaveLength(0);
    await wait(4900);
    expect(hosts()).toHaveLength(0);
    await wait(100);
    expect(hosts()).toHaveLength(1);
    expect(shown).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});

describe('showPopup: focus', () => {
  it('moves focus in after 2 s, traps Tab, and gives focus back on close', async () => {
    const { closes } = show('aaaaaaaaaaaaa', {
      html: '<h2>Hi</h2><input id="email"><button id="send">Send</button>',
    });
    await wait(1900);
    expect(document.activeElement).toBe(pageButton);
    await wait(100);
    expect(root().activeElement?.id).toBe('email');
    press('Tab', { shiftKey: true });
    expect(root().activeElement).toBe(xButton());
    press('Tab');
    expect(root().activeElement?.id).toBe('email');
    act(() => xButton()?.click());
    expect(closes).toEqual(['x_click']);
    await wait(0);
    expect(hosts()).toHaveLength(0);
    expect(document.activeElement).toBe(pageButton);
  });

  it('moves focus in at once when the visitor opened it with a click', () => {
    show('aaaaaaaaaaaaa', { trigger: 'on_click' });
    expect(root().activeElement).toBe(xButton());
  });
});

describe('showPopup: closing', () => {
  it('closes on Escape only once it has been open 0.8 s, as x_click', async () => {
    const { closes } = show('aaaaaaaaaaaaa');
    await wait(500);
    press('Escape');
    expect(closes).toEqual([]);
    await wait(300);
    press('Escape');
    expect(closes).toEqual(['x_click']);
  });

  it('plays the 800 ms exit effect before it leaves, and none under reduced motion', async () => {
    const { closes } = show('aaaaaaaaaaaaa', { design: { poptin_design_exit_effect: 'fadeOut' } });
    act(() => xButton()?.click());
    expect(closes).toEqual(['x_click']);
    expect(dialog().parentElement?.className).toContain('exit-fade');
    await wait(799);
    expect(hosts()).toHaveLength(1);
    await wait(1);
    expect(hosts()).toHaveLength(0);

    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    show('bbbbbbbbbbbbb', { design: { poptin_design_exit_effect: 'fadeOut' } });
    act(() => xButton()?.click());
    expect(hosts()).toHaveLength(0);
  });

  it('hides the X behind a countdown for poptin_design_show_x_after_sec', async () => {
    show('aaaaaaaaaaaaa', { design: { poptin_design_show_x_after_sec: 3 } });
    expect(xButton()).toBeNull();
    expect(root().querySelector('.countdown')?.textContent).toContain('3');
    await wait(1000);
    expect(root().querySelector('.countdown')?.textContent).toContain('2');
    await wait(2000);
    expect(xButton()).not.toBeNull();
  });

  it('offers a close button (cancel_click) or nothing, per the close options', () => {
    const withButton = show('aaaaaaaaaaaaa', {
      design: { poptin_design_close_options_type: 'closing_options-button' },
    });
    expect(xButton()).toBeNull();
    const button = root().querySelector<HTMLButtonElement>('button.close-button');
    expect(button?.textContent).toBe('Close');
    act(() => button?.click());
    expect(withButton.closes).toEqual(['cancel_click']);

    show('bbbbbbbbbbbbb', { design: { poptin_design_close_options_type: 'closing_options-' } });
    expect(root().querySelectorAll('button')).toHaveLength(0);
  });

  it('closes itself after poptin_design_auto_close_sec (auto_close)', async () => {
    const { closes } = show('aaaaaaaaaaaaa', {
      design: { poptin_design_auto_close: 1, poptin_design_auto_close_sec: 5 },
    });
    await wait(4900);
    expect(closes).toEqual([]);
    await wait(100);
    expect(closes).toEqual(['auto_close']);
  });

  it('closes on a click outside it (bg_click) only when asked to and not content-locked', async () => {
    const { closes } = show('aaaaaaaaaaaaa', {
      design: { poptin_design_close_on_screen_click: 1 },
    });
    await wait(0);
    act(() => dialog().click());
    expect(closes).toEqual([]);
    act(() => dialog().parentElement?.click());
    expect(closes).toEqual(['bg_click']);

    const locked = show('bbbbbbbbbbbbb', {
      design: { poptin_design_close_on_screen_click: 1, poptin_design_content_lock: 1 },
    });
    await wait(1000);
    act(() => dialog(hosts().length - 1).parentElement?.click());
    press('Escape');
    expect(locked.closes).toEqual([]);
  });
});

/** The popups on the page, by their dialogs' names. */
const label = (elements: Element[]) =>
  elements.map((host) =>
    host.shadowRoot?.querySelector('[role=dialog]')?.getAttribute('aria-label'),
  );

describe('showPopup: one modal at a time', () => {
  it('queues a second modal popup, and a bar, until the one on screen has closed', async () => {
    const first = show('aaaaaaaaaaaaa', { html: '<p>First</p>' });
    const second = show('bbbbbbbbbbbbb', { type: 'fullpage', html: '<p>Second</p>' });
    expect(hosts()).toHaveLength(1);
    expect(second.shown).not.toHaveBeenCalled();
    // A bar never shows over a modal popup: it waits too, behind the full page asked before it.
    const bar = show('ccccccccccccc', { type: 'bar', html: '<p>Bar</p>' });
    expect(hosts()).toHaveLength(1);

    act(() => xButton()?.click());
    expect(first.closes).toEqual(['x_click']);
    await wait(0);
    expect(second.shown).toHaveBeenCalledOnce();
    expect(bar.shown).not.toHaveBeenCalled();
    expect(label(hosts())).toEqual(['Popup bbbbbbbbbbbbb']);

    second.handle.close();
    await wait(0);
    expect(bar.shown).toHaveBeenCalledOnce();
    expect(label(hosts())).toEqual(['Popup ccccccccccccc']);
  });

  it('shows a slide-in beside another only in a free corner; a modal may open over it', async () => {
    const corner = show('aaaaaaaaaaaaa', {
      type: 'sside',
      design: { poptin_location: 'bottom-right' },
    });
    const same = show('bbbbbbbbbbbbb', {
      type: 'bside',
      design: { poptin_location: 'bottom-right' },
    });
    const other = show('ccccccccccccc', { type: 'sside', design: { poptin_location: 'top-left' } });
    const modal = show('ddddddddddddd');
    await wait(0);
    expect(corner.shown).toHaveBeenCalledOnce();
    expect(same.shown).not.toHaveBeenCalled();
    expect(other.shown).toHaveBeenCalledOnce();
    expect(modal.shown).toHaveBeenCalledOnce();
    modal.handle.close();
    corner.handle.close();
    await wait(0);
    expect(same.shown).toHaveBeenCalledOnce();
  });

  it('drops a waiting popup that is closed before its turn', async () => {
    const first = show('aaaaaaaaaaaaa');
    const second = show('bbbbbbbbbbbbb');
    const third = show('ccccccccccccc');
    second.handle.close();
    first.handle.close();
    await wait(0);
    expect(second.shown).not.toHaveBeenCalled();
    expect(third.shown).toHaveBeenCalledOnce();
  });
});

describe('showPopup: a design document', () => {
  const design: DesignDocument = {
    theme: { background: '#fff7ed', text: '#1f2937', accent: '#9a3412', align: 'center' },
    blocks: [
      { type: 'heading', text: 'Welcome! Take 10% off', level: 2 },
      { type: 'text', text: 'Join our list.' },
      {
        type: 'form',
        fields: [{ kind: 'email', label: 'Email', placeholder: 'you@example.com', required: true }],
        submit_label: 'Get my code',
      },
      { type: 'coupon', code: 'WELCOME10', caption: 'First order only' },
      { type: 'countdown' },
      { type: 'button', label: 'Browse', action: 'link', href: 'shop.example/new' },
      { type: 'button', label: 'No thanks', action: 'close' },
    ],
  };
  const withDesign = (lang = 'en') =>
    show('ddddddddddddd', {
      lang,
      design: { timer: 'timerTime@1|05' },
      content: { design, poptin: '<p>The template, not shown</p>' },
    });

  it('draws the blocks in order instead of the template, named by the heading', async () => {
    withDesign();
    await wait(0);
    const body = root().querySelector('.body')!;
    expect(body.textContent).not.toContain('The template');
    const kinds = Array.from(body.querySelectorAll('.block')).map((block) => block.className);
    expect(kinds).toEqual([
      'block heading-block',
      'block text-block',
      'block form-block',
      'block coupon-block',
      'block countdown-block',
      'block button-block',
      'block button-block',
    ]);
    const title = root().getElementById(dialog().getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Welcome! Take 10% off');
    const input = root().querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(root().querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Email');
    expect(input.required).toBe(true);
    expect(root().querySelector('.coupon-code')?.textContent).toBe('WELCOME10');
    expect(root().querySelector('a.button')?.getAttribute('href')).toBe('//shop.example/new');
    expect(dialog().style.getPropertyValue('--pw-accent')).toBe('#9a3412');
  });

  it('ticks the countdown every second from design_properties.timer', async () => {
    withDesign();
    await wait(0);
    const digits = () => root().querySelector('.countdown-digits')?.textContent;
    expect(digits()).toBe('01:05');
    await wait(3000);
    expect(digits()).toBe('01:02');
  });

  it('keeps a submitted form on the page and closes by a close button as cancel_click', async () => {
    const { closes } = withDesign();
    await wait(0);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      root().querySelector('form')!.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    const close = Array.from(root().querySelectorAll('button')).find(
      (button) => button.textContent === 'No thanks',
    );
    act(() => close!.click());
    expect(closes).toEqual(['cancel_click']);
  });

  it('says copy and time left in Hebrew, right to left', async () => {
    withDesign('he');
    await wait(0);
    expect(root().querySelector('.layer')?.getAttribute('dir')).toBe('rtl');
    expect(root().querySelector('.coupon-copy')?.textContent).toBe('העתקת הקוד');
    expect(root().querySelector('[role="timer"]')?.getAttribute('aria-label')).toBe('הזמן שנותר');
  });
});

describe('showPopup: countdown timers', () => {
  const designed: DesignDocument = {
    blocks: [{ type: 'heading', text: 'Sale ends soon', level: 2 }, { type: 'countdown' }],
  };
  const digits = () => root().querySelector('.countdown-digits')?.textContent;

  it('closes a timer popup itself when its countdown reaches zero (timer)', async () => {
    const { closes } = show('ttttttttttttt', {
      design: { timer: 'timerTime@0|03', poptin_design_exit_effect: 'none' },
      content: { design: designed },
    });
    await wait(0);
    expect(digits()).toBe('00:03');
    await wait(2000);
    expect(digits()).toBe('00:01');
    expect(closes).toEqual([]);
    await wait(1000);
    expect(closes).toEqual(['timer']);
    expect(hosts()).toHaveLength(0);
  });

  it('counts down to a date|time|gmt-offset moment, with the days and hours it spans', async () => {
    vi.setSystemTime(Date.UTC(2026, 5, 1, 10, 0, 0));
    show('ttttttttttttt', {
      design: { timer_ver: 1, timer: '2026-06-03|14:30|+2' },
      content: { design: designed },
    });
    await wait(0);
    // 2 June 12:30 GMT is 2 days, 2 hours and 30 minutes away.
    expect(root().querySelector('.countdown-days')?.textContent).toBe('2 Days');
    expect(digits()).toBe('02:30:00');
    await wait(1000);
    expect(digits()).toBe('02:29:59');
  });

  it('does not show a popup whose moment has passed, and records no view', async () => {
    vi.setSystemTime(Date.UTC(2026, 5, 1, 10, 0, 0));
    const { shown } = show('ttttttttttttt', {
      design: { timer: '2026-05-31|23:59|+0' },
      content: { design: designed },
    });
    await wait(0);
    expect(hosts()).toHaveLength(0);
    expect(shown).not.toHaveBeenCalled();
  });

  it('runs a timer_ver 2 countdown from the visitor’s first sight of the popup', async () => {
    localStorage.clear();
    const first = show('eeeeeeeeeeeee', {
      design: { timer_ver: 2, timer: 'timerTime@1|00', poptin_design_exit_effect: 'none' },
      content: { design: designed },
    });
    await wait(20_000);
    first.handle.close();
    show('eeeeeeeeeeeee', {
      design: { timer_ver: 2, timer: 'timerTime@1|00' },
      content: { design: designed },
    });
    await wait(0);
    expect(digits()).toBe('00:40');
    localStorage.clear();
  });
});

describe('showPopup: after a submit (preview)', () => {
  const form: DesignDocument = {
    blocks: [
      { type: 'heading', text: 'Join us', level: 2 },
      {
        type: 'form',
        fields: [{ kind: 'email', label: 'Email' }],
        submit_label: 'Join',
      },
    ],
    thank_you: [{ type: 'heading', text: 'Welcome aboard', level: 2 }],
  };
  // The rules are a lazy chunk: loaded once here, so a submit's import resolves at once.
  beforeAll(() => loadLeadRules());

  async function submit(email = 'ann@shop.example') {
    const input = root().querySelector<HTMLInputElement>('input[type="email"]')!;
    act(() => {
      input.value = email;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      root()
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    for (let turn = 0; turn < 5; turn++) await wait(0);
  }

  it('shows the thank-you blocks, then closes after the thank-you auto close (submit)', async () => {
    const { closes } = show('sssssssssssss', {
      trigger: 'preview',
      design: {
        poptin_design_thank_screen: 1,
        poptin_design_thank_screen_auto_close: 1,
        poptin_design_thank_screen_auto_close_sec: 3,
        poptin_design_exit_effect: 'none',
      },
      content: { design: form },
    });
    await wait(0);
    await submit();
    const thanks = root().querySelector('.body.thanks');
    expect(thanks?.getAttribute('role')).toBe('status');
    expect(thanks?.textContent).toBe('Welcome aboard');
    expect(root().querySelector('form')).toBeNull();
    await wait(2900);
    expect(closes).toEqual([]);
    await wait(100);
    expect(closes).toEqual(['submit']);
  });

  it('thanks in the popup’s language by default, and stays 60 s without auto close', async () => {
    const { closes } = show('sssssssssssss', {
      trigger: 'preview',
      lang: 'he',
      design: { poptin_design_thank_screen_auto_close: 0, poptin_design_exit_effect: 'none' },
      content: { design: { ...form, thank_you: undefined } },
    });
    await wait(0);
    await submit();
    expect(root().querySelector('.body.thanks h2')?.textContent).toBe('תודה רבה!');
    await wait(59_900);
    expect(closes).toEqual([]);
    await wait(100);
    expect(closes).toEqual(['submit']);
  });

  it('closes at once as submit when the thank-you screen is off', async () => {
    const { closes } = show('sssssssssssss', {
      trigger: 'preview',
      design: { poptin_design_thank_screen: 0 },
      content: { design: form },
    });
    await wait(0);
    await submit();
    expect(closes).toEqual(['submit']);
  });

  it('shakes an empty form, marks its email field, and sends nothing', async () => {
    const { closes } = show('sssssssssssss', { trigger: 'preview', content: { design: form } });
    await wait(0);
    await submit('');
    expect(root().querySelector('form')?.className).toContain('shake');
    expect(root().querySelector('.field.marked input')?.getAttribute('type')).toBe('email');
    expect(closes).toEqual([]);
    await wait(600);
    expect(root().querySelector('form')?.className).not.toContain('shake');
  });

  it('shows a refused field beside it and keeps the form', async () => {
    show('sssssssssssss', { trigger: 'preview', content: { design: form } });
    await wait(0);
    await submit('ann@');
    const input = root().querySelector<HTMLInputElement>('input[type="email"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = root().getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Please enter a valid email address.');
    expect(root().querySelector('.body.thanks')).toBeNull();
  });

  it('offers the address meant on leaving the field, and drops the offer once the field changes', async () => {
    show('sssssssssssss', { trigger: 'preview', content: { design: form } });
    await wait(0);
    const input = root().querySelector<HTMLInputElement>('input[type="email"]')!;
    const type = (text: string) =>
      act(() => {
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('dana@gmial.com');
    act(() => {
      input.dispatchEvent(new FocusEvent('blur'));
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    for (let turn = 0; turn < 5; turn++) await wait(0);
    const suggestion = () => root().querySelector('.field-suggestion')?.textContent ?? null;
    expect(suggestion()).toBe('Did you mean dana@gmail.com?');
    // The visitor corrects it by hand: Tab must not put the old suggestion back.
    type('dana@example.org');
    expect(suggestion()).toBeNull();
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(input.value).toBe('dana@example.org');
  });

  it('says it could not send when the popup has no loader to send with, and keeps the values', async () => {
    const { closes } = show('sssssssssssss', { content: { design: form } });
    await wait(0);
    await submit();
    expect(root().querySelector('.form-status')?.textContent).toBe(
      'We could not send this. Please try again.',
    );
    expect(root().querySelector<HTMLInputElement>('input[type="email"]')?.value).toBe(
      'ann@shop.example',
    );
    expect(closes).toEqual([]);
  });
});

describe('showPopup: Escape with two popups open', () => {
  it('closes only the popup opened last', async () => {
    const lower = show('aaaaaaaaaaaaa', {
      type: 'bside',
      design: { poptin_location: 'bottom-left' },
    });
    const upper = show('bbbbbbbbbbbbb', {
      type: 'sside',
      design: { poptin_location: 'bottom-right' },
    });
    await wait(1000);
    press('Escape');
    expect(upper.closes).toEqual(['x_click']);
    expect(lower.closes).toEqual([]);
    await wait(1000);
    press('Escape');
    expect(lower.closes).toEqual(['x_click']);
  });
});

describe('showPopup: close button labels', () => {
  it('says Skip on a fullpage or gamified popup’s close button, Close elsewhere', () => {
    show('fffffffffffff', {
      type: 'fullpage',
      design: { poptin_design_close_options_type: 'closing_options-button' },
      lang: 'he',
    });
    expect(root().querySelector('.close-button')?.textContent).toBe('דלג');
  });
});

describe('showPopup: events on the host window', () => {
  it('dispatches poptinView with the popup and trigger once it is on screen, not for a preview', () => {
    const views: unknown[] = [];
    const listener = (event: Event) => views.push((event as CustomEvent).detail);
    window.addEventListener('poptinView', listener);
    show('aaaaaaaaaaaaa', { trigger: 'scroll' });
    show('bbbbbbbbbbbbb', { type: 'bside', trigger: 'preview' });
    window.removeEventListener('poptinView', listener);
    expect(views).toEqual([{ popupId: 'aaaaaaaaaaaaa', trigger: 'scroll' }]);
  });
});
