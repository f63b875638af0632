// The browser's message catalogue: the page's own language only, read from the JSON the server
// writes into the document (root.tsx, `#pinwheel-messages`). In the browser build this module stands
// in for core's `messages/en.ts` and `messages/he.ts` (vite.config.ts), so the catalogues of both
// languages (about 9 KB gzip, growing with every page) are not part of the JavaScript every page
// loads up front. When the visitor switches language without a page load, the root's clientLoader
// fetches the other catalogue (a lazy chunk) before the page renders in it (`loadMessagesOf`), and
// keeps both: the page on screen goes on reading its own language's until the new one commits.
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

// One catalogue per language, each kept once the browser has it. A language switch fetches the
// new one while the page still shows the old (the root's clientLoader runs before the new state
// commits), and React may render parts of the old page in between (a part hydrating late, a
// hover): those must still get the old language's words. A single catalogue changed in place gave
// them the new language's, against the server's HTML of the old (React error #418).
export const en: Record<string, string> = {};
export const he: Record<string, string> = {};
const catalogues: Record<Language, Record<string, string>> = { en, he };
/** The languages whose catalogue is here, and whether with the owner's message groups. */
const held = new Map<Language, { complete: boolean }>();

const fromDocument = readDocument();
if (fromDocument.lang === 'en' || fromDocument.lang === 'he') {
  Object.assign(catalogues[fromDocument.lang], fromDocument.messages);
  held.set(fromDocument.lang, { complete: fromDocument.complete !== false });
}

/**
 * Fetches `lang`'s messages when the browser does not have them yet, or when the owner's pages
 * need the groups a storefront page's document left out.
 */
export async function loadMessagesOf(lang: Language, ownerPages = false): Promise<void> {
  const have = held.get(lang);
  if (have && (have.complete || !ownerPages)) return;
  const next =
    lang === 'he'
      ? (await import('@pinwheel/core/messages/he')).he
      : (await import('@pinwheel/core/messages/en')).en;
  // Only adds keys (the owner's groups) or fills an empty catalogue: a page on screen in this
  // language reads the same words as before.
  Object.assign(catalogues[lang], next);
  held.set(lang, { complete: true });
}
