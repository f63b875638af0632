// The page's teaser tabs (spec §2): drawn for the popups the loader found with `is_teasers_on`,
// each in its own shadow root, and shown or hidden as their popups open and close. The renderer
// shows the popups too (show-popup.ts reports to teaser-state.ts), so the loader only hands the
// list over. A chunk of its own: show-teasers.ts loads it.
import {
  isLanguage,
  type DisplayedPopup,
  type Language,
  type PopupContent,
  type TeaserShowMode,
} from '@pinwheel/core';
import { createRoot, type Root } from 'react-dom/client';
import { popupLayout } from '../popup-layout.ts';
import { themeProperties } from '../theme-colours.ts';
import { teaserOf } from './teaser-of.ts';
import { onTeaserPopupChange, teaserPopupState } from './teaser-state.ts';
import { teaserStyles } from './teaser-styles.ts';
import { TeaserTab } from './teaser-tab.tsx';
import { teaserVisible } from './teaser-visibility.ts';

export interface TeaserRequest {
  /** The popups allowed on this page whose teaser is on. */
  popups: DisplayedPopup[];
  /** Their content (the loader's cache: fetched once). */
  content(popup: DisplayedPopup): Promise<PopupContent | null>;
  /** The display answer's `lang`. */
  lang?: string;
  /** Popups this visitor has seen or closed before this page (the loader's markers). */
  seen: readonly string[];
  closed: readonly string[];
  /** Opens the popup, as a click on a link to it would. */
  open(popup: DisplayedPopup): void;
}

/** The host element's tag, like the popup's: host-page rules for div and button miss it. */
export const TEASER_HOST_TAG = 'pinwheel-teaser';

const TEASER_FIRST_OFFSET_PX = 16;
const TEASER_STACK_STEP_PX = 60;

/** Redraws of the teasers on the page, by popup id. */
const redraws = new Map<string, () => void>();
onTeaserPopupChange((popupId) => redraws.get(popupId)?.());

/** Draws the teasers of a page; returns what takes them away (a new page of a single-page app). */
export function drawTeasers(request: TeaserRequest, document: Document) {
  const lang: Language = isLanguage(request.lang) ? request.lang : 'en';
  const removals: Array<() => void> = [];
  const slots = { start: 0, end: 0 };
  let removed = false;
  for (const popup of request.popups) {
    const state = teaserPopupState(popup.poptin_id);
    if (request.seen.includes(popup.poptin_id)) state.seen = true;
    if (request.closed.includes(popup.poptin_id)) state.closed = true;
    void request.content(popup).then((content) => {
      const teaser = content && teaserOf(content, document);
      if (removed || !content || !teaser) return;
      const layout = popupLayout({
        type: popup.poptin_type,
        format: popup.poptin_format,
        location: content.design_properties?.poptin_location,
        size: content.poptin_size,
      });
      const side = teaser.side ?? (layout.placement.includes('end') ? 'end' : 'start');
      const offset = TEASER_FIRST_OFFSET_PX + TEASER_STACK_STEP_PX * slots[side]++;
      removals.push(
        mountTeaser(document, {
          popupId: popup.poptin_id,
          mode: teaser.show,
          draw: (root, visible) =>
            root.render(
              <TeaserTab
                text={teaser.text}
                lang={lang}
                side={side}
                offset={offset}
                colours={themeProperties(content.design?.theme)}
                hidden={!visible}
                onOpen={() => request.open(popup)}
              />,
            ),
        }),
      );
    });
  }
  return () => {
    removed = true;
    for (const remove of removals.splice(0)) remove();
  };
}

interface TeaserMount {
  popupId: string;
  mode: TeaserShowMode;
  draw(root: Root, visible: boolean): void;
}

function mountTeaser(document: Document, teaser: TeaserMount): () => void {
  const host = document.createElement(TEASER_HOST_TAG);
  // Focus given back to the host (a popup closing) goes on to the tab inside it.
  const shadowRoot = host.attachShadow({ mode: 'open', delegatesFocus: true });
  const style = document.createElement('style');
  style.textContent = teaserStyles;
  const mountPoint = document.createElement('div');
  shadowRoot.append(style, mountPoint);
  // A host page can be without a body for a moment (seen once in a storefront language switch,
  // under load): the tab then goes on the root element rather than stopping the widget.
  (document.body ?? document.documentElement).append(host);
  const root = createRoot(mountPoint);
  const redraw = () =>
    teaser.draw(root, teaserVisible(teaser.mode, teaserPopupState(teaser.popupId)));
  redraws.set(teaser.popupId, redraw);
  redraw();
  return () => {
    if (redraws.get(teaser.popupId) === redraw) redraws.delete(teaser.popupId);
    root.unmount();
    host.remove();
  };
}
