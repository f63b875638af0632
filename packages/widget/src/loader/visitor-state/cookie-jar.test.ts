import { describe, expect, it } from 'vitest';
import { documentCookieJar } from './cookie-jar.ts';
import { visitorCookies } from './cookie-names.ts';

/** A document whose cookie setter records what was written and whose getter returns `jar`. */
function recordingDocument(protocol: string, jar = '') {
  const written: string[] = [];
  const document = {
    location: { protocol },
    get cookie() {
      return jar;
    },
    set cookie(text: string) {
      written.push(text);
    },
  } as unknown as Document;
  return { document, written };
}

describe('documentCookieJar', () => {
  it('writes first-party cookies for the whole site with the lifetime of their spec', () => {
    const { document, written } = recordingDocument('http:');
    documentCookieJar(document).write(visitorCookies.viewer, 'v|1');
    expect(written).toEqual(['poptin_viewer_id=v%7C1; Max-Age=1800; Path=/; SameSite=Lax']);
  });

  it('marks cookies Secure on https pages', () => {
    const { document, written } = recordingDocument('https:');
    documentCookieJar(document).write(visitorCookies.clientId, 'c1');
    expect(written[0]).toBe('poptin_client_id=c1; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('reads every cookie decoded, keeping the first of a repeated name', () => {
    const { document } = recordingDocument(
      'http:',
      'a=1; poptin_referrer=https%3A%2F%2Fx.example%2F; a=2; bad=%E0%A4%A',
    );
    const jar = documentCookieJar(document);
    expect(jar.all()).toEqual({ a: '1', poptin_referrer: 'https://x.example/', bad: '%E0%A4%A' });
    expect(jar.read('poptin_referrer')).toBe('https://x.example/');
    expect(jar.read('missing')).toBeUndefined();
  });

  it('removes a cookie by expiring it at once', () => {
    const { document, written } = recordingDocument('http:');
    documentCookieJar(document).remove('poptin_session');
    expect(written).toEqual(['poptin_session=; Max-Age=-1; Path=/; SameSite=Lax']);
  });
});
