// "Why did it (not) show": for one page address, device and (optionally) the visitor's cookies,
// which of a site's popups a first-time visitor would get, and why each other one would not. The
// verdict is the server's own: the same gate (gateRefusal) and the same choice (choosePopups) a
// display call runs, on the same cached snapshot; core's evaluatePopup, which debug mode prints in
// the browser, names the rule that failed, and a countdown's end (after which the widget's renderer
// draws the popup no more) is a rule too. Rules only the browser can decide (JavaScript values,
// the page's HTML, the cart, and cookies when none were given) are listed as checked there.
import { evaluatePopup, isOn, type CookieJar, type DisplayVisitorState } from '@pinwheel/core';
import {
  scheduleEnd,
  type DisplayCheckPopup,
  type DisplayCheckVerdict,
} from '@pinwheel/core/targeting-text';
import { choosePopups, gateRefusal, type RefusalReason } from './display-decision.ts';
import type { DisplayContext } from './display-context.ts';
import { codeStopped } from './site-snapshot.ts';

export interface DisplayCheckInput {
  url: string;
  device: 'desktop' | 'mobile';
  /** The visitor's cookies by name; absent: the cookie rules are left to the browser. */
  cookies?: CookieJar;
  /** Whether the visitor has already converted on one of the site's popups. */
  converted: boolean;
  /** The visitor's country (ISO code) and language; absent: those rules are left undecided. */
  country?: string;
  language?: string;
}

export type PopupCheck = DisplayCheckPopup;

export type DisplayCheck =
  | { gate: { reason: RefusalReason; host: string }; popups: [] }
  | { gate: null; popups: PopupCheck[] };

const freshVisitor = (id: string): DisplayVisitorState => ({
  visitor_id: id,
  seen: [],
  closed: [],
  converted: [],
  embedded: [],
  frequency: {},
});

/**
 * The rules this check may leave undecided: those whose input only a browser has, and the
 * country and language rules when the owner gave neither.
 */
const browserRules = new Set([
  'display_in_countries',
  'display_in_languages',
  'js_filter',
  'cookie_filter',
  'source_code_target',
  'shopify_cart_trigger',
  'wix_cart_trigger',
]);

/** Null when the site is unknown. */
export async function checkDisplay(
  ctx: DisplayContext,
  siteId: string,
  input: DisplayCheckInput,
  now = Date.now(),
): Promise<DisplayCheck | null> {
  const site = await ctx.sites.get(siteId);
  if (!site) return null;
  const snapshot = await ctx.snapshots.get(site.clientId);
  const host = new URL(input.url).host;
  const refusal = gateRefusal(snapshot, { host, preview: false }, ctx.recorder);
  if (refusal || !snapshot) {
    return { gate: { reason: refusal?.reason ?? 'unknown_client', host }, popups: [] };
  }
  // An embedded popup shows only in its placeholders; the check assumes the page has them all,
  // and the sentence for an embedded popup says "in its placeholders on the page".
  const embedded = new Set(
    [...snapshot.byId.values()]
      .filter((served) => served.popup.poptin_type === 'embedded')
      .map((served) => served.id),
  );
  const chosen = new Set(
    choosePopups(snapshot, {
      visitor: freshVisitor('display-check'),
      visitorKey: 'display-check',
      url: input.url,
      mobile: input.device === 'mobile',
      embeddedOnPage: embedded,
      convertedEmail: input.converted ? 'visitor@display-check' : undefined,
      previewPopupId: undefined,
      now,
      ...(input.country ? { country: input.country } : {}),
      ...(input.language ? { language: input.language } : {}),
    }).map((served) => served.id),
  );
  const popups = [...snapshot.byId.values()].map((served): PopupCheck => {
    const { popup } = served;
    const evaluation = evaluatePopup(popup, {
      now,
      url: input.url,
      device: input.device,
      frequency: {},
      engagement: { seen: [], closed: [], converted: [], embedded: [] },
      ...(input.cookies ? { cookies: input.cookies } : {}),
      ...(input.country ? { country: input.country } : {}),
      ...(input.language ? { language: input.language } : {}),
    });
    const failed: DisplayCheckPopup['failed'] = evaluation.results
      .filter((result) => !result.passed)
      .map((result) => ({ rule: result.rule, detail: result.detail ?? '' }));
    // Past its countdown's moment the widget draws it no more (renderer/show-popup.ts), though
    // the display answer still carries it; the check says what the visitor would see.
    const end = scheduleEnd(popup);
    if (end !== null && end <= now) {
      failed.push({ rule: 'schedule', detail: `countdown ended ${new Date(end).toISOString()}` });
    }
    // A code it shows before the lead no longer works: the display answer leaves it out.
    if (served.codeStop && codeStopped(served, now)) {
      const { code, at, usedUp } = served.codeStop;
      failed.push({
        rule: 'coupon',
        detail: usedUp
          ? `${code}: used up`
          : at === null
            ? `${code}: no published coupon`
            : `${code} ended ${new Date(at).toISOString()}`,
        code,
        ended_at: at,
        ...(usedUp ? { used_up: true } : {}),
      });
    }
    const browser_checks = evaluation.results
      .filter((result) => result.skipped && browserRules.has(result.rule))
      .map((result) => result.rule);
    const convertedRule = input.converted && isOn(popup.stop_showing_to_converted_users);
    let verdict: DisplayCheckVerdict;
    if (served.status !== 'live') verdict = 'not_live';
    else if (failed.length > 0 || convertedRule) verdict = 'hidden';
    // Its rules pass: which variant a visitor gets is the A/B split's, sticky per visitor.
    else if (served.abTest !== null) verdict = 'ab_variant';
    else verdict = chosen.has(served.id) ? 'shows' : 'hidden';
    return {
      id: served.id,
      name: popup.poptin_name,
      type: popup.poptin_type,
      status: served.status,
      verdict,
      failed,
      browser_checks,
      converted_rule: convertedRule,
    };
  });
  return { gate: null, popups };
}
