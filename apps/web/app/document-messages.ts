// The browser's message catalogue: the page's own language only, read from the JSON the server
// writes into the document (root.tsx, `#pinwheel-messages`). In the browser build this module stands
// in for core's `messages/en.ts` and `messages/he.ts` (vite.config.ts), so the catalogues of both
// languages (about 9 KB gzip, growing with every page) are not part of the JavaScript every page
// loads up front. When the visitor switches language without a page load, the root's clientLoader
// fetches the other catalogue (a lazy chunk) before the page renders in it (`loadMessagesOf`).
// A storefront page's document holds its language's catalogue without the owner's message groups
// (`complete: false`, core's owner-messages.ts); going on to the dashboard without a page load
// fetches the whole catalogue first, the same way.
import type { Language } from '@pinwheel/core';

export const MESSAGES_ELEMENT_ID = 'pinwheel-messages';

interface DocumentMessages {
  lang: string;
  messages: Record<string, string>;
  /** False: the owner's message groups were left out (a storefront page). */
  complete?: boolean;
}

function readDocument(): DocumentMessages {
  const text =
    typeof document === 'undefined'
      ? null
      : document.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  if (!text) return { lang: '', messages: {} };
  try {
    return JSON.parse(text) as DocumentMessages;
  } catch {
    return { lang: '', messages: {} };
  }
}

const fromDocument = readDocument();
/** The catalogue translate() reads, changed in place when the language changes. */
const messages: Record<string, string> = fromDocument.messages;
let messagesLanguage = fromDocument.lang;
let messagesComplete = fromDocument.complete !== false;

// The names core's catalogues export: whichever language translate() asks for, it gets the
// current one, complete for the pages it is asked on (core's tests check every language has every
// key; the owner's groups come with the owner's pages).
export const en = messages;
export const he = messages;

/**
 * Makes `lang` the catalogue's language, fetching its messages when they are not the current, or
 * when the owner's pages need the groups a storefront page's document left out.
 */
export async function loadMessagesOf(lang: Language, ownerPages = false): Promise<void> {
  if (lang === messagesLanguage && (messagesComplete || !ownerPages)) return;
  const next =
    lang === 'he'
      ? (await import('@pinwheel/core/messages/he')).he
      : (await import('@pinwheel/core/messages/en')).en;
  for (const key of Object.keys(messages)) delete messages[key];
  Object.assign(messages, next);
  messagesLanguage = lang;
  messagesComplete = true;
}
