// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForClickToOpen, popupIdOfClickAddress } from './click-to-open.ts';

const id = 'abcdefghijk13';

afterEach(() => {
  document.body.innerHTML = '';
});

function clickOn(selector: string, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    composed: true,
    ...init,
  });
  document.querySelector(selector)?.dispatchEvent(event);
  return event;
}

describe('popupIdOfClickAddress', () => {
  it('finds a 13-character id after a click path, and only that length', () => {
    expect(popupIdOfClickAddress(`https://pinwheel.example/api/display/click/${id}`)).toBe(id);
    expect(popupIdOfClickAddress(`/click/${id}?utm=1`)).toBe(id);
    expect(popupIdOfClickAddress(`#/click/${id}`)).toBe(id);
    expect(popupIdOfClickAddress(`/click/${id.slice(1)}`)).toBeNull();
    expect(popupIdOfClickAddress(`/click/${id}x`)).toBeNull();
    expect(popupIdOfClickAddress(`/clicks/${id}`)).toBeNull();
  });
});

describe('listenForClickToOpen', () => {
  it('opens the popup of a click link instead of following it', () => {
    const open = vi.fn(async () => true);
    const stop = listenForClickToOpen(document, open);
    document.body.innerHTML = `<a id="go" href="/click/${id}"><span id="inner">Deal</span></a>`;
    const event = clickOn('#inner');
    expect(open).toHaveBeenCalledWith(id, false);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('opens the popup of an element with the onclick action attribute', () => {
    const open = vi.fn(async () => true);
    const stop = listenForClickToOpen(document, open);
    document.body.innerHTML = `<button data-poptin-action="onclick" data-poptin-id="${id}">Open</button>`;
    clickOn('button');
    expect(open).toHaveBeenCalledWith(id, false);
    stop();
  });

  it('leaves 12-character ids, other actions and ordinary links alone', () => {
    const open = vi.fn(async () => true);
    const stop = listenForClickToOpen(document, open);
    document.body.innerHTML = [
      `<button id="short" data-poptin-action="onclick" data-poptin-id="${id.slice(1)}">x</button>`,
      `<button id="other" data-poptin-action="hover" data-poptin-id="${id}">x</button>`,
      `<a id="plain" href="/sale">x</a>`,
    ].join('');
    for (const selector of ['#short', '#other', '#plain']) {
      expect(clickOn(selector).defaultPrevented).toBe(false);
    }
    expect(open).not.toHaveBeenCalled();
    stop();
  });

  it('follows a host link after all when no such popup opens', async () => {
    const assign = vi.spyOn(document.location, 'assign').mockImplementation(() => {});
    const stop = listenForClickToOpen(document, async () => false);
    document.body.innerHTML = `<a id="partner" href="/partner/click/summersale123">Partner</a>`;
    expect(clickOn('#partner').defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/partner/click/summersale123'));
    stop();
    assign.mockRestore();
  });

  it('leaves Ctrl and ⌘ clicks and other buttons to the browser (a new tab)', () => {
    const open = vi.fn(async () => true);
    const stop = listenForClickToOpen(document, open);
    document.body.innerHTML = `<a id="go" href="/click/${id}">Deal</a>`;
    expect(clickOn('#go', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(clickOn('#go', { metaKey: true }).defaultPrevented).toBe(false);
    expect(clickOn('#go', { button: 1 }).defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
    stop();
  });
});
