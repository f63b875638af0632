// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookieJar } from './cookie-jar.ts';
import { displayVisitorState, markPopup, markSeen, readPopupMarkers } from './popup-markers.ts';

const jar = documentCookieJar(document);
afterEach(() => {
  for (const name of Object.keys(jar.all())) jar.remove(name);
});

describe('popup markers', () => {
  it('reads seen, closed and converted markers and the frequency state of seen popups', () => {
    markSeen(jar, 'aaaaaaaaaaaaa', { now: 1000, visitNumber: 2, embedded: false });
    markSeen(jar, 'bbbbbbbbbbbbb', { now: 2000, visitNumber: 4, embedded: true });
    markPopup(jar, 'closed', 'aaaaaaaaaaaaa', '1500');
    markPopup(jar, 'converted', 'ccccccccccccc', '1700');
    document.cookie = 'poptin_seen_=broken';

    const markers = readPopupMarkers(jar, 5);
    expect(markers.seen.sort()).toEqual(['aaaaaaaaaaaaa', 'bbbbbbbbbbbbb']);
    expect(markers.closed).toEqual(['aaaaaaaaaaaaa']);
    expect(markers.converted).toEqual(['ccccccccccccc']);
    expect(markers.embedded).toEqual(['bbbbbbbbbbbbb']);
    expect(markers.frequency).toEqual({
      aaaaaaaaaaaaa: { seen: true, lastSeenAt: 1000, visitsSinceSeen: 3 },
      bbbbbbbbbbbbb: { seen: true, lastSeenAt: 2000, visitsSinceSeen: 1 },
    });
  });

  it('becomes the display request state the server reads', () => {
    markSeen(jar, 'aaaaaaaaaaaaa', { now: 1000, visitNumber: 1, embedded: false });
    expect(displayVisitorState('visitor1', readPopupMarkers(jar, 1))).toEqual({
      visitor_id: 'visitor1',
      seen: ['aaaaaaaaaaaaa'],
      closed: [],
      converted: [],
      embedded: [],
      frequency: { aaaaaaaaaaaaa: { lastSeenAt: 1000, visitsSinceSeen: 0 } },
    });
  });
});
