// The display path's view of a site: the site, all its popups (each parsed once and serialised to
// its wire JSON once, its rules prepared once) and its monthly view count. The sites module caches
// it per client id (its ClientIdCache), so a display request never waits on the database while the
// entry is fresh; this module invalidates an entry when a popup of that site changes.
import { createHash } from 'node:crypto';
import {
  abTestOf,
  contentOf,
  prepareRules,
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
  const { translations, ...own } = withoutPrizeCodes(contentOf(popup));
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
): SiteViewLoader<SiteSnapshot> {
  return {
    expiresAt: (snapshot) => snapshot.monthEndsAt,
    async load(site: Site, loadedAt: number): Promise<SiteSnapshot> {
      const month = monthOf(loadedAt);
      // The local count is taken before the database count: a view written in between is then
      // counted twice (a slightly early limit), never missed.
      const localAtLoad = recorder.localViewCount(site.id);
      const [rows, viewsAtLoad] = await Promise.all([
        listPopupsOfSite(db, site.id),
        viewsInMonth(db, site.id, month),
      ]);
      const byId = new Map<string, ServedPopup>();
      const live: ServedPopup[] = [];
      for (const popupRow of rows) {
        const stored = storedPopupOf(popupRow);
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
          if (popup.translations?.[lang]) translated[lang] = inLanguage(lang);
        }
        const served: ServedPopup = {
          id: stored.id,
          status: stored.status,
          popup,
          ...inLanguage(),
          rules: prepareRules(popup),
          abTest: abTestOf(popup),
          translated,
        };
        byId.set(served.id, served);
        if (served.status === 'live') live.push(served);
      }
      const inAbTests = live.filter((served) => served.abTest !== null).map(({ popup }) => popup);
      return {
        site,
        byId,
        live,
        abTests: variantGroups(inAbTests),
        inAbTests,
        month,
        monthEndsAt: monthEndOf(loadedAt),
        viewsAtLoad,
        localAtLoad,
      };
    },
  };
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
