// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { focusableElements, trappedFocusTarget } from './focus-trap.ts';

function dialogWith(html: string): HTMLElement {
  const dialog = document.createElement('div');
  dialog.tabIndex = -1;
  dialog.innerHTML = html;
  document.body.append(dialog);
  return dialog;
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusableElements', () => {
  it('lists what Tab visits and skips disabled, hidden and tabindex=-1 elements', () => {
    const dialog = dialogWith(`
      <input id="email">
      <input type="hidden" name="token">
      <button id="off" disabled>Off</button>
      <div hidden><button>Hidden</button></div>
      <span tabindex="-1">Skipped</span>
      <a id="terms" href="/terms">Terms</a>
      <button id="submit">Submit</button>`);
    expect(focusableElements(dialog).map((element) => element.id)).toEqual([
      'email',
      'terms',
      'submit',
    ]);
  });
});

describe('trappedFocusTarget', () => {
  const controls = '<input id="first"><input id="middle"><button id="last">Send</button>';

  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    const dialog = dialogWith(controls);
    expect(trappedFocusTarget(dialog, byId('last'), false)).toBe(byId('first'));
    expect(trappedFocusTarget(dialog, byId('first'), true)).toBe(byId('last'));
  });

  it('lets the browser move focus between controls in the middle', () => {
    const dialog = dialogWith(controls);
    expect(trappedFocusTarget(dialog, byId('first'), false)).toBeNull();
    expect(trappedFocusTarget(dialog, byId('middle'), true)).toBeNull();
  });

  it('sends Shift+Tab from the dialog itself to the last control', () => {
    const dialog = dialogWith(controls);
    expect(trappedFocusTarget(dialog, dialog, true)).toBe(byId('last'));
  });

  it('pulls focus that is outside the dialog back in', () => {
    const dialog = dialogWith(controls);
    expect(trappedFocusTarget(dialog, document.body, false)).toBe(byId('first'));
    expect(trappedFocusTarget(dialog, null, true)).toBe(byId('last'));
  });

  it('keeps focus on a dialog with nothing focusable', () => {
    const dialog = dialogWith('<p>Thanks!</p>');
    expect(trappedFocusTarget(dialog, dialog, false)).toBe(dialog);
  });
});
