// Draws one notice into a shadow root: the card (picture, line, close button) and its styles.
// Every value goes in as text (textContent, an href read as a URL), never as markup, so a buyer's
// name of `<img src=x onerror=…>` reads as those characters. The owner page's preview calls this
// too, so the owner sees the card a visitor will.
import type { NoticeLanguage, NoticeSegment } from './notice-text.ts';
import { lineDirection, NOTICE_WORDS } from './notice-text.ts';

export interface NoticeCard {
  segments: NoticeSegment[];
  /** The product's picture, or '' for none. */
  thumb: string;
  /** Where the picture and the product's link go. */
  url: string;
  target: '_self' | '_blank';
  showClose: boolean;
  lang: NoticeLanguage;
}

export const NOTICE_STYLES = `
:host { all: initial; }
.notice {
  box-sizing: border-box;
  display: flex; align-items: center; gap: 12px;
  inline-size: min(360px, calc(100vw - 24px));
  padding: 10px 12px; padding-inline-end: 40px;
  position: relative;
  background: #fff; color: #1c1917;
  border: 1px solid #d6d3d1; border-radius: 10px;
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  touch-action: none;
  transition: opacity 1s ease, transform 1s ease;
}
.notice__line { text-align: start; }
.notice__picture { flex: none; display: block; inline-size: 56px; block-size: 56px; border-radius: 6px; overflow: hidden; background: #f5f5f4; }
.notice__picture img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
.notice__line { margin: 0; min-inline-size: 0; overflow-wrap: anywhere; }
.notice__line a { color: #9a3412; font-weight: 600; text-decoration: underline; }
.notice__close {
  position: absolute; inset-block-start: 4px; inset-inline-end: 4px;
  inline-size: 32px; block-size: 32px; padding: 0; border: 0; border-radius: 6px;
  background: transparent; color: #44403c; font: 20px/1 system-ui, sans-serif; cursor: pointer;
}
.notice__close:hover { background: #f5f5f4; }
.notice a:focus-visible, .notice__close:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
.notice[data-state="entering"][data-effect="fade"], .notice[data-state="leaving"][data-effect="fade"] { opacity: 0; }
.notice[data-state="entering"][data-effect="slide-up"], .notice[data-state="leaving"][data-effect="slide-up"] { opacity: 0; transform: translateY(24px); }
.notice[data-state="entering"][data-effect="slide-side"], .notice[data-state="leaving"][data-effect="slide-side"] { opacity: 0; transform: translateX(-32px); }
.notice[dir="rtl"][data-state="entering"][data-effect="slide-side"], .notice[dir="rtl"][data-state="leaving"][data-effect="slide-side"] { transform: translateX(32px); }
@media (prefers-reduced-motion: reduce) {
  .notice { transition: opacity 1s linear; }
  .notice[data-state] { transform: none !important; }
}
`;

/** The card's element (the caller places it and sets its effect state); `onClose` on the ×. */
export function drawNotice(doc: Document, card: NoticeCard, onClose: () => void): HTMLElement {
  const words = NOTICE_WORDS[card.lang];
  const box = doc.createElement('div');
  box.className = 'notice';
  box.dir = card.lang === 'he' ? 'rtl' : 'ltr';
  box.lang = card.lang;
  const link = (text: string | null, child?: Node) => {
    const anchor = doc.createElement('a');
    anchor.href = card.url;
    // A swipe across the card is a swipe, not a link dragged away.
    anchor.draggable = false;
    anchor.target = card.target;
    if (card.target === '_blank') anchor.rel = 'noopener';
    if (text !== null) anchor.textContent = text;
    if (child) anchor.append(child);
    return anchor;
  };
  if (card.thumb) {
    const picture = doc.createElement('img');
    picture.src = card.thumb;
    picture.alt = '';
    picture.draggable = false;
    picture.width = 56;
    picture.height = 56;
    const frame = link(null, picture);
    frame.className = 'notice__picture';
    // The line's link names the product; the picture's is the same place, once for a keyboard.
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    box.append(frame);
  }
  const line = doc.createElement('p');
  line.className = 'notice__line';
  line.dir = lineDirection(card.segments, card.lang);
  for (const segment of card.segments) {
    if ('text' in segment && !segment.value) {
      line.append(doc.createTextNode(segment.text));
    } else {
      // A value is isolated: a Hebrew name in an English line keeps the words around it in place.
      const isolated = doc.createElement('bdi');
      isolated.append('text' in segment ? doc.createTextNode(segment.text) : link(segment.link));
      line.append(isolated);
    }
  }
  box.append(line);
  if (card.showClose) {
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'notice__close';
    close.setAttribute('aria-label', words.close);
    close.textContent = '×';
    close.addEventListener('click', onClose);
    box.append(close);
  }
  return box;
}
