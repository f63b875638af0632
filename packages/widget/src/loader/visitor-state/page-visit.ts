// Records one page view in the visitor's cookies (spec §3 visitor state, §9 lifetimes) and returns
// what the display request and the triggers need: ids, visit and page counters, the addresses the
// visitor came through. Called on load and again on each single-page-app route change.
import { randomId } from './random-id.ts';
import type { CookieJarStore } from './cookie-jar.ts';
import {
  visitorCookies as c,
  VISITED_PAGES_MAX_CHARS,
  VISITED_PAGES_MAX_ENTRIES,
} from './cookie-names.ts';

export interface PageVisit {
  url: string;
  visitorId: string;
  viewerId: string;
  /** 1 on the browser's first visit; a visit ends after 30 min without a page view. */
  visitNumber: number;
  /** Pages viewed in this visit, this one included. */
  sessionPages: number;
  referrer: string;
  previousUrl: string;
  landingPage: string;
  /** Pages of this visit before this one, oldest first; and the same as `address@epoch-seconds`. */
  previousPages: string[];
  previousPagesWithTime: string[];
}

export interface PageView {
  url: string;
  /** document.referrer: kept only when it is another site. */
  documentReferrer: string;
  now: number;
}

const readList = (text: string | undefined) => (text ? text.split('|') : []);

/** Newest entries that fit the cookie; a pipe inside an address is escaped so lists still split. */
function writeList(jar: CookieJarStore, spec: typeof c.visitedPages, list: string[]): void {
  const kept = list.slice(-VISITED_PAGES_MAX_ENTRIES);
  while (kept.length > 1 && kept.join('|').length > VISITED_PAGES_MAX_CHARS) kept.shift();
  jar.write(spec, kept.join('|'));
}

function positiveInt(text: string | undefined): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

function isOtherSite(referrer: string, url: string): boolean {
  try {
    return new URL(referrer).hostname !== new URL(url).hostname;
  } catch {
    return false;
  }
}

export function recordPageVisit(jar: CookieJarStore, view: PageView): PageVisit {
  const { now } = view;
  const url = view.url.replaceAll('|', '%7C');
  const idFrom = (spec: typeof c.visitor) => {
    const id = jar.read(spec.name) || randomId(16);
    jar.write(spec, id);
    return id;
  };
  jar.write(c.oldUser, '1');

  const continuing = Boolean(jar.read(c.session.name));
  let visitNumber = positiveInt(jar.read(c.visitCount.name));
  if (!continuing || visitNumber === 0) {
    visitNumber += 1;
    jar.write(c.visitCount, String(visitNumber));
    jar.write(c.session, String(now));
    jar.write(c.landingPage, url);
    for (const spec of [c.sessionPages, c.visitedPages, c.visitedPagesWithTime]) {
      jar.remove(spec.name);
    }
    jar.remove(c.pagesTriggerFired.name);
  } else {
    // A visit lasts while pages keep coming: its cookies live 30 minutes from the latest page.
    jar.write(c.session, jar.read(c.session.name) ?? String(now));
    const fired = jar.read(c.pagesTriggerFired.name);
    if (fired) jar.write(c.pagesTriggerFired, fired);
  }
  const sessionPages = positiveInt(jar.read(c.sessionPages.name)) + 1;
  jar.write(c.sessionPages, String(sessionPages));
  const landingPage = jar.read(c.landingPage.name) || url;
  jar.write(c.landingPage, landingPage);

  if (view.documentReferrer && isOtherSite(view.documentReferrer, view.url)) {
    jar.write(c.referrer, view.documentReferrer);
  }
  const previousUrl = jar.read(c.previousUrl.name) ?? '';
  jar.write(c.previousUrl, url);

  const previousPages = readList(jar.read(c.visitedPages.name));
  const previousPagesWithTime = readList(jar.read(c.visitedPagesWithTime.name));
  writeList(jar, c.visitedPages, [...previousPages, url]);
  writeList(jar, c.visitedPagesWithTime, [
    ...previousPagesWithTime,
    `${url}@${Math.floor(now / 1000)}`,
  ]);

  return {
    url: view.url,
    visitorId: idFrom(c.visitor),
    viewerId: idFrom(c.viewer),
    visitNumber,
    sessionPages,
    referrer: jar.read(c.referrer.name) ?? '',
    previousUrl,
    landingPage,
    previousPages,
    previousPagesWithTime,
  };
}

/** Renews the cookies the spec refreshes each minute while a page stays open. */
export function renewMinuteCookies(jar: CookieJarStore): void {
  jar.write(c.oldUser, '1');
  for (const spec of [c.referrer, c.previousUrl]) {
    const value = jar.read(spec.name);
    if (value) jar.write(spec, value);
  }
}
