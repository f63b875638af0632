// The email a visitor converted with, lower-cased (spec §3): in localStorage, or in a cookie when
// the browser has no Web Storage (spec §8 logs 'Sorry! No Web Storage support.' once).
import type { CookieJarStore } from './cookie-jar.ts';
import { CONVERTED_EMAIL_STORAGE_KEY, visitorCookies } from './cookie-names.ts';

export const NO_WEB_STORAGE_MESSAGE = 'Sorry! No Web Storage support.';

export interface ConvertedEmailStore {
  read(): string | undefined;
  remember(email: string): void;
}

function usableStorage(win: Window): Storage | null {
  try {
    const storage = win.localStorage;
    storage.getItem(CONVERTED_EMAIL_STORAGE_KEY);
    return storage;
  } catch {
    return null;
  }
}

export function convertedEmailStore(win: Window, jar: CookieJarStore): ConvertedEmailStore {
  const storage = usableStorage(win);
  if (!storage) console.log(NO_WEB_STORAGE_MESSAGE);
  return {
    read() {
      const email = storage
        ? storage.getItem(CONVERTED_EMAIL_STORAGE_KEY)
        : jar.read(visitorCookies.convertedEmail.name);
      return email || undefined;
    },
    remember(email) {
      const value = email.trim().toLowerCase();
      try {
        if (storage) return storage.setItem(CONVERTED_EMAIL_STORAGE_KEY, value);
      } catch {
        // Quota or a privacy mode that allows reads only: fall through to the cookie.
      }
      jar.write(visitorCookies.convertedEmail, value);
    },
  };
}
