// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookieJar } from './cookie-jar.ts';
import { websiteSessionStart } from './website-session.ts';

const jar = documentCookieJar(document);
afterEach(() => jar.remove('poptin_website_session'));

describe('websiteSessionStart', () => {
  it('starts a session now and keeps its start on later pages', () => {
    expect(websiteSessionStart(jar, 10_000)).toBe(10_000);
    expect(websiteSessionStart(jar, 25_000)).toBe(10_000);
  });

  it('starts again when the cookie holds nonsense or a time in the future', () => {
    document.cookie = 'poptin_website_session=soon';
    expect(websiteSessionStart(jar, 5000)).toBe(5000);
    jar.remove('poptin_website_session');
    document.cookie = 'poptin_website_session=99999';
    expect(websiteSessionStart(jar, 6000)).toBe(6000);
  });
});
