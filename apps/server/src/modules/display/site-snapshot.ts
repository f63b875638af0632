// The display path's view of a site: the site, all its popups (each parsed once and serialised to
// its wire JSON once, its rules prepared once) and its monthly view count. The sites module caches
// it per client id (its ClientIdCache), so a display request never waits on the database while the
// entry is fresh; this module invalidates an entry when a popup of that site changes.
import { createHash } from 'node:crypto';
import {
  abTestOf,
  contentOf,
  prepareRules,
  prizeIn,
  prizesHaveLanguage,
  variantGroups,
  withoutContent,
  type DisplayedPopup,
  type Language,
  type Popup,
  type PreparedRule,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Site, SiteViewLoader } from '../sites/index.ts';
import type { EventRecorder, LocalViewCount } from './event-recorder.ts';
import { shownCodesOf, type PopupCouponBook } from './popup-coupons.ts';
import type { PopupStatus } from './popup-schema.ts';
import { storedPopupOf } from './popup-record.ts';
import { listPopupsOfSite, viewsInMonth } from './repo.ts';
import { monthEndOf, monthOf } from './view-month.ts';

export interface ServedPopup {
  id: string;
  status: PopupStatus;
  popup: Popup;
  /** The popup's wire JSON without its content, encoded once, as display answers carry it. */
  json: Buffer;
  /** Its content, as GET {poptin_url} answers it, and that content's version. */
  content: { version: string; json: Buffer };
  /** Its targeting rules, prepared once (core's prepareRules). */
  rules: readonly PreparedRule[];
  /** The A/B test it is a variant of, or null. */
  abTest: string | null;
  /**
   * Its wire JSON and content in each language it has a translation for (`popup.translations`):
   * an answer whose `lang` is one of these carries this `json`, whose poptin_url is that content's.
   */
  translated: Partial<Record<Language, LanguageVersion>>;
  /**
   * The first of the codes it shows before the lead to stop working, or null: none ever stops.
   * From that moment the popup is not served (display-decision.ts): it would promise a code
   * checkout refuses.
   */
  codeStop: CodeStop | null;
}

/** When a code a popup shows stops working. */
export interface CodeStop {
  code: string;
  /**
   * Its coupon's end (ms); null: it stopped already — no published coupon has the code (deleted,
   * unpublished), or its coupon's usage limit is reached (`usedUp`).
   */
  at: number | null;
  usedUp?: true;
}

/** Whether a popup's shown code no longer works at `now`. */
export function codeStopped(served: Pick<ServedPopup, 'codeStop'>, now: number): boolean {
  return served.codeStop !== null && (served.codeStop.at === null || served.codeStop.at <= now);
}

/** A popup's wire JSON and content in one language. */
export type LanguageVersion = Pick<ServedPopup, 'json' | 'content'>;

export interface SiteSnapshot {
  site: Site;
  /** Every popup of the site, any status (preview and click look them up by id). */
  byId: ReadonlyMap<string, ServedPopup>;
  /** Live popups, in creation order. */
  live: readonly ServedPopup[];
  /** The A/B tests among the live popups (core's variantGroups), and the popups in them. */
  abTests: ReadonlyMap<string, readonly string[]>;
  inAbTests: readonly Popup[];
  /** The month viewsAtLoad counts, and when it ends (ms). */
  month: string;
  monthEndsAt: number;
  /** When it must be made again: the month's end, or sooner when a live popup's code stops. */
  expiresAt: number;
  viewsAtLoad: number;
  /** This process's own view count for the site when the count above was read. */
  localAtLoad: LocalViewCount;
}

/**
 * Where a popup's content is (`poptin_url`): a path on the display server (the loader resolves it
 * against the server it came from), naming the version, so the URL's content never changes.
 */
export function popupContentPath(clientId: string, popupId: string, version: string): string {
  return `/api/display/content/${encodeURIComponent(clientId)}/${popupId}/${version}`;
}

/**
 * The popup's content JSON in its first language (`lang` undefined) or in one of its translations,
 * and its version: a digest of that JSON (every edit makes another), which a translation's prefixes
 * with its language (`he-…`), so an outdated version still tells which language to redirect to.
 */
function versionedContent(popup: Popup, lang?: Language): ServedPopup['content'] {
  const { translations, ...own } = prizesIn(withoutPrizeCodes(contentOf(popup)), lang);
  const translation = lang ? translations?.[lang] : undefined;
  const fields = translation ? { ...own, ...translation } : own;
  const digest = createHash('sha256')
    .update(JSON.stringify(fields))
    .digest('base64url')
    .slice(0, 16);
  const version = lang ? `${lang}-${digest}` : digest;
  return { version, json: Buffer.from(JSON.stringify({ ...fields, version })) };
}

/** The language an outdated content version was in: undefined for the popup's first language. */
export function languageOfVersion(version: string): Language | undefined {
  if (version.length !== 19 || version[2] !== '-') return undefined;
  const lang = version.slice(0, 2);
  return lang === 'en' || lang === 'he' ? lang : undefined;
}

/** The prizes' words in `lang` where they have them (their own words elsewhere). */
function prizesIn<Content extends Pick<Popup, 'gamified_prize'>>(
  content: Content,
  lang: Language | undefined,
) {
  if (!content.gamified_prize) return content;
  return {
    ...content,
    gamified_prize: content.gamified_prize.map((prize) => prizeIn(prize, lang)),
  };
}

/**
 * A game's prizes as the browser gets them: labels, chances and redirects, never a code or the
 * coupon codes are issued from. The prize is drawn on the server when the lead is stored, and the
 * conversion answer names the one code this visitor won (leads module, prize-draw.ts).
 */
function withoutPrizeCodes<Content extends Pick<Popup, 'gamified_prize'>>(content: Content) {
  if (!content.gamified_prize) return content;
  return {
    ...content,
    gamified_prize: content.gamified_prize.map(
      ({ code: _code, coupon_id: _coupon, ...shown }) => shown,
    ),
  };
}

/**
 * How the sites module's cache makes a snapshot of a site, and when one must be made again
 * whatever its age: a new month starts with a fresh view count.
 */
export function snapshotLoader(
  db: Kysely<Database>,
  recorder: EventRecorder,
  coupons: () => PopupCouponBook | undefined = () => undefined,
): SiteViewLoader<SiteSnapshot> {
  return {
    // Also when a code some popup shows stops working: from then on that popup is left out.
    expiresAt: (snapshot) => snapshot.expiresAt,
    async load(site: Site, loadedAt: number): Promise<SiteSnapshot> {
      const month = monthOf(loadedAt);
      // The local count is taken before the database count: a view written in between is then
      // counted twice (a slightly early limit), never missed.
      const localAtLoad = recorder.localViewCount(site.id);
      const [rows, viewsAtLoad] = await Promise.all([
        listPopupsOfSite(db, site.id),
        viewsInMonth(db, site.id, month),
      ]);
      const storedPopups = rows.map(storedPopupOf);
      const codeStops = await codeStopsOf(coupons(), storedPopups);
      const byId = new Map<string, ServedPopup>();
      const live: ServedPopup[] = [];
      for (const stored of storedPopups) {
        const popup: Popup = {
          ...stored.popup,
          account_id: site.clientId,
          ...(site.isFreemium ? { if_poptin_credit: 1 as const } : {}),
        };
        const targeting = withoutContent(popup);
        const inLanguage = (lang?: Language): LanguageVersion => {
          const content = versionedContent(popup, lang);
          const displayed: DisplayedPopup = {
            ...targeting,
            poptin_url: popupContentPath(site.clientId, stored.id, content.version),
          };
          return { json: Buffer.from(JSON.stringify(displayed)), content };
        };
        const translated: ServedPopup['translated'] = {};
        for (const lang of ['en', 'he'] as const) {
          if (popup.translations?.[lang] || prizesHaveLanguage(popup.gamified_prize, lang))
            translated[lang] = inLanguage(lang);
        }
        const served: ServedPopup = {
          id: stored.id,
          status: stored.status,
          popup,
          ...inLanguage(),
          rules: prepareRules(popup),
          abTest: abTestOf(popup),
          translated,
          codeStop: codeStops.get(stored.id) ?? null,
        };
        byId.set(served.id, served);
        if (served.status === 'live') live.push(served);
      }
      const inAbTests = live.filter((served) => served.abTest !== null).map(({ popup }) => popup);
      const monthEndsAt = monthEndOf(loadedAt);
      const stopsAt = live
        .map(({ codeStop }) => codeStop?.at ?? Infinity)
        .filter((at) => at > loadedAt);
      return {
        site,
        byId,
        live,
        abTests: variantGroups(inAbTests),
        inAbTests,
        month,
        monthEndsAt,
        expiresAt: Math.min(monthEndsAt, ...stopsAt),
        viewsAtLoad,
        localAtLoad,
      };
    },
  };
}

/**
 * Each popup's first shown code to stop working (popups none of whose codes stop are left out),
 * asked of the coupons module in one look-up for the whole site. Without the look-up (the coupons
 * module not started), nothing is known to stop.
 */
async function codeStopsOf(
  book: PopupCouponBook | undefined,
  popups: readonly { id: string; popup: Popup }[],
): Promise<Map<string, CodeStop>> {
  const stops = new Map<string, CodeStop>();
  const shown = popups.map(({ id, popup }) => ({ id, codes: shownCodesOf(popup) }));
  const codes = [...new Set(shown.flatMap((entry) => entry.codes))];
  if (!book || codes.length === 0) return stops;
  const found = await book.popupCoupons(codes);
  for (const { id, codes: popupCodes } of shown) {
    for (const code of popupCodes) {
      const coupon = found.get(code);
      // Used up is stopped now; the orders service reports the last use (coupons' usesTaken).
      const at = coupon && !coupon.usedUp ? coupon.expiresAt : null;
      if (coupon && !coupon.usedUp && at === null) continue;
      const first = stops.get(id);
      const earlier = !first || (first.at !== null && (at === null || at < first.at));
      if (earlier) {
        stops.set(id, {
          code: code.toUpperCase(),
          at,
          ...(coupon?.usedUp ? { usedUp: true } : {}),
        });
      }
    }
  }
  return stops;
}

/** Views a site has used this month, as far as this process can tell without a query. */
export function viewsUsed(snapshot: SiteSnapshot, recorder: EventRecorder): number {
  const local = recorder.localViewCount(snapshot.site.id);
  return (
    snapshot.viewsAtLoad +
    snapshot.localAtLoad.pending +
    (local.recorded - snapshot.localAtLoad.recorded)
  );
}
