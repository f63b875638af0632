// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookieJar } from './cookie-jar.ts';
import { visitorCookies } from './cookie-names.ts';
import { recordPageVisit, renewMinuteCookies } from './page-visit.ts';

const jar = documentCookieJar(document);
const t0 = Date.UTC(2026, 0, 1, 12);

function clearCookies() {
  for (const name of Object.keys(jar.all())) jar.remove(name);
}

function view(path: string, now: number, documentReferrer = '') {
  return recordPageVisit(jar, { url: `https://shop.example${path}`, documentReferrer, now });
}

afterEach(clearCookies);

describe('recordPageVisit', () => {
  it('starts a first visit with new visitor and viewer ids', () => {
    const visit = view('/', t0, 'https://search.example/?q=shoes');
    expect(visit).toMatchObject({
      visitNumber: 1,
      sessionPages: 1,
      previousUrl: '',
      referrer: 'https://search.example/?q=shoes',
      landingPage: 'https://shop.example/',
      previousPages: [],
    });
    expect(visit.visitorId).toMatch(/^[0-9a-z]{16}$/);
    expect(visit.viewerId).toMatch(/^[0-9a-z]{16}$/);
    expect(jar.read('poptin_old_user')).toBe('1');
  });

  it('carries ids, counters, the previous page and the page lists to the next page', () => {
    const first = view('/', t0, 'https://search.example/');
    const second = view('/sale', t0 + 5000, 'https://shop.example/');
    expect(second).toMatchObject({
      visitorId: first.visitorId,
      viewerId: first.viewerId,
      visitNumber: 1,
      sessionPages: 2,
      previousUrl: 'https://shop.example/',
      referrer: 'https://search.example/',
      landingPage: 'https://shop.example/',
      previousPages: ['https://shop.example/'],
      previousPagesWithTime: [`https://shop.example/@${t0 / 1000}`],
    });
    expect(jar.read('poptin_visited_pages')).toBe(
      'https://shop.example/|https://shop.example/sale',
    );
  });

  it('starts a new visit when the session cookie is gone, keeping the visitor', () => {
    const first = view('/', t0);
    view('/a', t0 + 1000);
    jar.remove('poptin_session');
    const later = view('/b', t0 + 3_600_000);
    expect(later).toMatchObject({
      visitorId: first.visitorId,
      visitNumber: 2,
      sessionPages: 1,
      landingPage: 'https://shop.example/b',
      previousPages: [],
    });
  });

  it('keeps the page lists short enough for a cookie', () => {
    for (let page = 0; page < 30; page++) view(`/p/${page}`, t0 + page);
    const list = jar.read('poptin_visited_pages')?.split('|') ?? [];
    expect(list).toHaveLength(10);
    expect(list.at(-1)).toBe('https://shop.example/p/29');
  });

  it('escapes a pipe inside an address so the lists still split', () => {
    view('/a?x=1|2', t0);
    const next = view('/b', t0 + 1);
    expect(next.previousPages).toEqual(['https://shop.example/a?x=1%7C2']);
  });

  it('keeps the pages-visited marker as long as the visit, renewed with every page', () => {
    view('/', t0);
    jar.write(visitorCookies.pagesTriggerFired, 'popup0000001');
    const written: string[] = [];
    const watched: typeof jar = {
      ...jar,
      write: (spec, value, name) => {
        written.push(`${name ?? spec.name}=${value}@${spec.maxAge}`);
        jar.write(spec, value, name);
      },
    };
    // Twenty minutes on: without a renewal the marker would expire ten minutes later, mid-visit.
    recordPageVisit(watched, {
      url: 'https://shop.example/sale',
      documentReferrer: '',
      now: t0 + 20 * 60_000,
    });
    expect(written).toContain(`poptin_pages_fired=popup0000001@${30 * 60}`);

    jar.remove('poptin_session');
    view('/', t0 + 90 * 60_000);
    expect(jar.read('poptin_pages_fired')).toBeUndefined();
  });

  it('renews the minute cookies without inventing values', () => {
    view('/', t0);
    jar.remove('poptin_old_user');
    renewMinuteCookies(jar);
    expect(jar.read('poptin_old_user')).toBe('1');
    expect(jar.read('poptin_previous_url')).toBe('https://shop.example/');
    expect(jar.read('poptin_referrer')).toBeUndefined();
  });
});
