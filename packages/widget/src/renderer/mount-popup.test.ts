// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPopup, POPUP_HOST_TAG, type PopupHandle, type PopupOptions } from './mount-popup.tsx';

// Test what ships: the embed build aliases React to Preact's compatibility layer.
vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const options: PopupOptions = {
  title: 'Get 10% off',
  body: 'Join our list.',
  lang: 'en',
  closeLabel: 'Close',
};

/** Mounts a popup and runs its effects (focus, key listeners) as a browser would after a frame. */
function open(overrides: Partial<PopupOptions> = {}): PopupHandle {
  let popup: PopupHandle | undefined;
  act(() => {
    popup = mountPopup({ ...options, ...overrides });
  });
  if (!popup) throw new Error('mountPopup returned nothing');
  opened.push(popup);
  return popup;
}

const opened: PopupHandle[] = [];

function shadowRoot(): ShadowRoot {
  const root = document.querySelector(POPUP_HOST_TAG)?.shadowRoot;
  if (!root) throw new Error('no popup on the page');
  return root;
}

function dialog(): HTMLElement {
  const element = shadowRoot().querySelector<HTMLElement>('[role="dialog"]');
  if (!element) throw new Error('no dialog in the popup');
  return element;
}

function closeButton(): HTMLButtonElement {
  const button = shadowRoot().querySelector<HTMLButtonElement>('button[aria-label="Close"]');
  if (!button) throw new Error('no close button');
  return button;
}

function press(key: string, init: KeyboardEventInit = {}): void {
  const target = shadowRoot().activeElement ?? document.body;
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }),
  );
}

let pageButton: HTMLButtonElement;

beforeEach(() => {
  pageButton = document.createElement('button');
  pageButton.textContent = 'Open';
  document.body.append(pageButton);
  pageButton.focus();
});

afterEach(() => {
  for (const popup of opened.splice(0)) popup.close();
  document.body.innerHTML = '';
});

describe('mountPopup', () => {
  it('shows a modal dialog labelled by its title, in a shadow root', () => {
    open();
    const element = dialog();
    expect(element.getAttribute('aria-modal')).toBe('true');
    const titleId = element.getAttribute('aria-labelledby') ?? '';
    expect(shadowRoot().getElementById(titleId)?.textContent).toBe('Get 10% off');
    expect(element.getAttribute('dir')).toBe('ltr');
    expect(shadowRoot().querySelector('style')?.textContent).toMatch(
      /^\s*:host\s*{\s*all: initial;/,
    );
  });

  it('lays a Hebrew popup out right to left, with the Hebrew close label by default', () => {
    open({ lang: 'he', title: 'הנחה', closeLabel: undefined });
    expect(dialog().getAttribute('dir')).toBe('rtl');
    expect(dialog().getAttribute('lang')).toBe('he');
    expect(shadowRoot().querySelector('button.close')?.getAttribute('aria-label')).toBe('סגירה');
  });

  it('shows markup in the texts as text, never as HTML', () => {
    open({ body: '<img src=x onerror=alert(1)>' });
    expect(shadowRoot().querySelector('img')).toBeNull();
    expect(dialog().textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('moves focus into the dialog when it opens', () => {
    open();
    expect(shadowRoot().activeElement).toBe(closeButton());
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    open();
    press('Tab');
    expect(shadowRoot().activeElement).toBe(closeButton());
    press('Tab', { shiftKey: true });
    expect(shadowRoot().activeElement).toBe(closeButton());
  });

  it('brings focus back into the dialog on Tab when it had left it', () => {
    open();
    pageButton.focus();
    press('Tab');
    expect(shadowRoot().activeElement).toBe(closeButton());
  });

  it('closes on Escape, tells the caller, and gives focus back', () => {
    const onClose = vi.fn();
    open({ onClose });
    press('Escape');
    expect(document.querySelector(POPUP_HOST_TAG)).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(pageButton);
  });

  it('closes on its close button', () => {
    const onClose = vi.fn();
    open({ onClose });
    closeButton().click();
    expect(document.querySelector(POPUP_HOST_TAG)).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(pageButton);
  });

  it('closes from the caller without reporting a visitor close, and only once', () => {
    const onClose = vi.fn();
    const popup = open({ onClose });
    popup.close();
    popup.close();
    expect(document.querySelector(POPUP_HOST_TAG)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(pageButton);
  });

  it('stops listening for keys once closed', () => {
    const onClose = vi.fn();
    open({ onClose }).close();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
