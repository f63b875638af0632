// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { convertedEmailStore, NO_WEB_STORAGE_MESSAGE } from './converted-email.ts';
import { documentCookieJar } from './cookie-jar.ts';

const jar = documentCookieJar(document);
afterEach(() => {
  for (const name of Object.keys(jar.all())) jar.remove(name);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('convertedEmailStore', () => {
  it('keeps the email lower-cased in localStorage', () => {
    const store = convertedEmailStore(window, jar);
    expect(store.read()).toBeUndefined();
    store.remember('  Dana@Example.COM ');
    expect(localStorage.getItem('poptin_converted_email')).toBe('dana@example.com');
    expect(store.read()).toBe('dana@example.com');
    expect(jar.read('poptin_converted_email')).toBeUndefined();
  });

  it('says once that there is no Web Storage and keeps the email in a cookie', () => {
    const logged = vi.spyOn(console, 'log').mockImplementation(() => {});
    const noStorage = Object.create(window, {
      localStorage: {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      },
    }) as Window;
    const store = convertedEmailStore(noStorage, jar);
    store.remember('Dana@Example.com');
    expect(store.read()).toBe('dana@example.com');
    expect(jar.read('poptin_converted_email')).toBe('dana@example.com');
    expect(logged).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(NO_WEB_STORAGE_MESSAGE);
  });
});
