// @vitest-environment happy-dom
import type { DisplayedPopup, PopupContent, TeaserShowMode } from '@pinwheel/core';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teaserPopupClosed, teaserPopupOpened } from './teaser-state.ts';
import { drawTeasers, TEASER_HOST_TAG } from './teasers.tsx';

const showTeasers = (request: Parameters<typeof drawTeasers>[0]) => drawTeasers(request, document);

vi.mock('react', () => import('preact/compat'));
vi.mock('react-dom/client', () => import('preact/compat/client'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

let nextId = 0;
const removals: Array<() => void> = [];

function popupWith(content: Partial<PopupContent>) {
  const id = `teaser${String(nextId++).padStart(7, '0')}`;
  const popup = {
    poptin_id: id,
    poptin_name: 'Newsletter corner',
    poptin_target: 'lead',
    poptin_type: 'bside',
    poptin_format: 'format_3',
    poptin_url: `/content/${id}`,
  } as DisplayedPopup;
  const full: PopupContent = {
    poptin_id: id,
    version: 'v1',
    poptin_size: { width: 380, height: 420 },
    design_properties: { poptin_location: 'bottom-right' },
    ...content,
  };
  return { popup, content: full };
}

async function draw(
  mode: TeaserShowMode,
  history: { seen?: boolean; closed?: boolean } = {},
  lang = 'en',
) {
  const { popup, content } = popupWith({
    design: { blocks: [], teaser: { text: 'Get 10% off', show: mode } },
  });
  const open = vi.fn();
  await act(async () => {
    removals.push(
      showTeasers({
        popups: [popup],
        content: () => Promise.resolve(content),
        lang,
        seen: history.seen ? [popup.poptin_id] : [],
        closed: history.closed ? [popup.poptin_id] : [],
        open,
      }),
    );
  });
  return { popup, open };
}

const tab = () =>
  document.querySelector(TEASER_HOST_TAG)?.shadowRoot?.querySelector<HTMLButtonElement>('button');
const visible = () => tab() !== null && tab() !== undefined && !tab()!.hidden;

afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  document.body.innerHTML = '';
});

describe('showTeasers', () => {
  it('draws the tab on the popup’s side and opens the popup on a click', async () => {
    const { popup, open } = await draw('always');
    expect(visible()).toBe(true);
    expect(tab()?.textContent).toBe('Get 10% off');
    expect(tab()?.className).toContain('end');
    act(() => tab()!.click());
    expect(open).toHaveBeenCalledWith(popup);
  });

  it('always: hides while the popup is open and comes back when it closes', async () => {
    const { popup } = await draw('always');
    act(() => teaserPopupOpened(popup.poptin_id));
    expect(visible()).toBe(false);
    act(() => teaserPopupClosed(popup.poptin_id, true));
    expect(visible()).toBe(true);
  });

  it('before_show: gone for good once the popup has shown, and absent when seen before', async () => {
    const { popup } = await draw('before_show');
    expect(visible()).toBe(true);
    act(() => teaserPopupOpened(popup.poptin_id));
    act(() => teaserPopupClosed(popup.poptin_id, true));
    expect(visible()).toBe(false);
    removals.splice(0).forEach((remove) => remove());
    await draw('before_show', { seen: true });
    expect(visible()).toBe(false);
  });

  it('after_close: only once the visitor has closed the popup', async () => {
    const { popup } = await draw('after_close');
    expect(visible()).toBe(false);
    act(() => teaserPopupOpened(popup.poptin_id));
    act(() => teaserPopupClosed(popup.poptin_id, true));
    expect(visible()).toBe(true);
    removals.splice(0).forEach((remove) => remove());
    await draw('after_close', { seen: true, closed: true });
    expect(visible()).toBe(true);
  });

  it('reads a template’s data-tabshow element, in Hebrew right to left', async () => {
    const { popup, content } = popupWith({
      poptin: '<div class="tab" data-tabshow="after_close"> קבלו  הנחה </div><h2>Hi</h2>',
    });
    await act(async () => {
      removals.push(
        showTeasers({
          popups: [popup],
          content: () => Promise.resolve(content),
          lang: 'he',
          seen: [],
          closed: [popup.poptin_id],
          open: () => {},
        }),
      );
    });
    expect(tab()?.textContent).toBe('קבלו הנחה');
    expect(tab()?.getAttribute('dir')).toBe('rtl');
    expect(visible()).toBe(true);
  });

  it('still draws the tab while the page has no body, on the root element', async () => {
    const body = document.body;
    body.remove();
    try {
      await draw('always');
      expect(document.documentElement.querySelector(`:scope > ${TEASER_HOST_TAG}`)).not.toBeNull();
      expect(visible()).toBe(true);
    } finally {
      for (const remove of removals.splice(0)) remove();
      document.documentElement.append(body);
    }
  });

  it('draws nothing for a popup without a teaser, and takes its tabs away when asked', async () => {
    const { popup, content } = popupWith({ design: { blocks: [] } });
    await act(async () => {
      removals.push(
        showTeasers({
          popups: [popup],
          content: () => Promise.resolve(content),
          seen: [],
          closed: [],
          open: () => {},
        }),
      );
    });
    expect(document.querySelector(TEASER_HOST_TAG)).toBeNull();
    await draw('always');
    expect(document.querySelectorAll(TEASER_HOST_TAG)).toHaveLength(1);
    removals.splice(0).forEach((remove) => remove());
    expect(document.querySelector(TEASER_HOST_TAG)).toBeNull();
  });
});
