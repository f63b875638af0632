// What follows a stored conversion on the host page (spec §4, §7): the site's conversion code (its
// own tracking snippet, from the owner's integration settings) added to the head, and the redirect
// the popup asks for, about 200 ms later, with `{conversion_url}` and `{path_url}` filled in and,
// when asked, the form's values appended; once per popup and page.
import { buttonLinkHref } from '@pinwheel/core/lead-form/drawing';
import type { LeadValue } from '@pinwheel/core/lead-form';

/** Delay between a stored conversion and the redirect, in ms (spec §9). */
export const REDIRECT_AFTER_SUBMIT_MS = 200;
/**
 * With a thank-you screen the redirect waits for it to be read: 4 s, three times that when it
 * shows a coupon code to copy (spec §9 default redirect delay).
 */
export const REDIRECT_AFTER_THANKS_MS = 4000;
export const REDIRECT_COUPON_FACTOR = 3;

/**
 * Adds the conversion code to the head. It is the site owner's own snippet for their own pages
 * (like a tag manager's), so its scripts run: a parsed `<script>` never does, so each is re-made.
 */
export function addConversionCode(document: Document, html: string): void {
  if (html.trim() === '') return;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof HTMLScriptElement) {
      const script = document.createElement('script');
      for (const { name, value } of Array.from(node.attributes)) script.setAttribute(name, value);
      script.text = node.text;
      document.head.append(script);
    } else {
      document.head.append(node);
    }
  }
}

/** The redirect's address: placeholders filled, the form's values appended when asked. */
export function redirectAddress(
  win: Window,
  url: string,
  values: Readonly<Record<string, LeadValue>> | null,
): string {
  const filled = url
    .replaceAll('{conversion_url}', encodeURIComponent(win.location.href))
    .replaceAll('{path_url}', encodeURIComponent(win.location.pathname));
  const address = new URL(buttonLinkHref(filled), win.location.href);
  for (const [name, value] of Object.entries(values ?? {})) {
    for (const item of typeof value === 'string' ? [value] : value) {
      address.searchParams.append(name, item);
    }
  }
  return address.href;
}

const redirected = new Set<string>();

/** Goes to `address` after `delayMs`; a popup redirects once per page (spec §4 flags). */
export function redirectOnce(
  win: Window,
  popupId: string,
  address: string,
  delayMs = REDIRECT_AFTER_SUBMIT_MS,
): boolean {
  if (redirected.has(popupId)) return false;
  redirected.add(popupId);
  win.setTimeout(() => win.location.assign(address), delayMs);
  return true;
}

/** A game closed may be played again: its popup may redirect again (spec §4). */
export function forgetRedirect(popupId: string): void {
  redirected.delete(popupId);
}
