// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForClickToOpen, popupIdOfClickAddress } from './click-to-open.ts';

const id = 'abcdefghijk13';

afterEach(() => {
  document.body.innerHTML = '';
});

function clickOn(selector: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
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
    const open = vi.fn();
    const stop = listenForClickToOpen(document, open);
    document.body.innerHTML = `<a id="go" href="/click/${id}"><span id="inner">Deal</span></a>`;
    const event = clickOn('#inner');
    expect(open).toHaveBeenCalledWith(id);
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('opens the popup of an element with the onclick action attribute', () => {
    const open = vi.fn();
    const stop = listenForClickToOpen(document, open);
    document.body.innerHTML = `<button data-poptin-action="onclick" data-poptin-id="${id}">Open</button>`;
    clickOn('button');
    expect(open).toHaveBeenCalledWith(id);
    stop();
  });

  it('leaves 12-character ids, other actions and ordinary links alone', () => {
    const open = vi.fn();
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
});
