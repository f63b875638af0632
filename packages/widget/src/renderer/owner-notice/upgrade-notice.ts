// What an owner previewing or debugging their site is told when the display answer refuses it
// (the loader asks only in those modes, so ordinary visitors never load this chunk): debug mode's
// console line, and for a restricted site (`is_client_restriction` with
// `client_restriction_setting.show_upgrade_notice`) the upgrade notice of spec §6, a dismissible
// note at the top of the page in the answer's language, in a shadow root of its own so the host
// page's styles change nothing.
import { directionOf, type DisplayResponse, type Language } from '@pinwheel/core';
import { upgradeNoticeText } from './upgrade-notice-text.ts';

export const UPGRADE_NOTICE_TAG = 'pinwheel-owner-notice';

const styles = `:host { all: initial; }
.note { position: fixed; inset-block-start: 12px; inset-inline: 12px; z-index: 2147483647;
  box-sizing: border-box; max-inline-size: 640px; margin-inline: auto; padding: 16px 56px 16px 20px;
  background: #fff; color: #1f2937; border: 1px solid #d1d5db; border-inline-start: 6px solid #b45309;
  border-radius: 8px; box-shadow: 0 8px 24px rgba(0,0,0,.18);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Arial, sans-serif; }
.note[dir="rtl"] { padding: 16px 20px 16px 56px; }
h2 { margin: 0 0 6px; font-size: 17px; line-height: 1.3; }
p { margin: 0 0 6px; }
.who { color: #4b5563; font-size: 14px; }
a { color: #92400e; font-weight: 600; }
a:focus-visible, button:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
button { position: absolute; inset-block-start: 6px; inset-inline-end: 6px; inline-size: 44px;
  block-size: 44px; border: 0; border-radius: 6px; background: transparent; color: #1f2937;
  font: 24px/1 system-ui, sans-serif; cursor: pointer; }
button:hover { background: #f3f4f6; }`;

/** Debug mode's line, and the upgrade notice when the site is restricted. */
export function tellOwnerRefusal(win: Window, response: DisplayResponse, base: string): void {
  console.log('Pinwheel debug: display not allowed:', response.message);
  if (
    response.is_client_restriction == 1 &&
    response.client_restriction_setting?.show_upgrade_notice
  ) {
    showUpgradeNotice(win.document, response.lang == 'he' ? 'he' : 'en', base);
  }
}

/** Draws the notice once per page; its close button takes it away. */
export function showUpgradeNotice(document: Document, lang: Language, base: string): void {
  if (document.querySelector(UPGRADE_NOTICE_TAG)) return;
  const text = upgradeNoticeText(lang);
  const host = document.createElement(UPGRADE_NOTICE_TAG);
  const root = host.attachShadow({ mode: 'open' });
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, content = '') => {
    const made = document.createElement(tag);
    made.textContent = content;
    return made;
  };
  const style = element('style', styles);
  const note = element('section');
  note.className = 'note';
  note.lang = lang;
  note.dir = directionOf(lang);
  note.setAttribute('role', 'status');
  const title = element('h2', text.title);
  title.id = 'title';
  note.setAttribute('aria-labelledby', 'title');
  const who = element('p', text.who);
  who.className = 'who';
  const link = element('a', text.link);
  link.href = new URL('admin/sites', base).href;
  link.target = '_blank';
  link.rel = 'noopener';
  const close = element('button', '×');
  close.type = 'button';
  close.setAttribute('aria-label', text.close);
  close.title = text.close;
  close.addEventListener('click', () => host.remove());
  const linkLine = element('p');
  linkLine.append(link);
  note.append(title, element('p', text.body), who, linkLine, close);
  root.append(style, note);
  document.body.append(host);
}
