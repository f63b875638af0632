// Arms the automatic triggers a popup has switched on (spec §3 trigger fields, §4). The first one to
// fire wins: it disarms the others, so a popup fires at most once per page (a route change in a
// single-page app is a new page). Click-to-open popups (`on_click`) wait for a click only.
import { isOn, type PopupTargeting } from '@pinwheel/core';
import type { RendererModule } from './pinwheel-api.ts';
import type { CookieJarStore } from './visitor-state/cookie-jar.ts';
import { visitorCookies } from './visitor-state/cookie-names.ts';
import { armAdBlockTrigger } from './triggers/adblock-trigger.ts';
import { armDelayTrigger } from './triggers/delay-trigger.ts';
import { armInactivityTrigger } from './triggers/inactivity-trigger.ts';
import { armPageClickTrigger } from './triggers/page-click-trigger.ts';
import { armScrollTrigger } from './triggers/scroll-trigger.ts';
import type { Disarm, TriggerName } from './triggers/trigger-names.ts';

export interface TriggerContext {
  win: Window;
  jar: CookieJarStore;
  mobile: boolean;
  now: number;
  /** When the website session began (ms), for cumulative delays. */
  websiteSessionStart: number;
  /** Pages viewed in this visit, this one included. */
  sessionPages: number;
  /** The renderer chunk, which holds the ad-blocker probe. */
  loadRenderer(): Promise<RendererModule>;
}

export interface ArmedPopup {
  /** What is armed, for debug mode: e.g. `delay 3s`, `scroll 50%`. */
  armed: string[];
  disarm: Disarm;
}

/** A trigger setting as a number, or null when off ('no', empty, not a number, or below `min`). */
export function triggerNumber(value: unknown, min: number): number | null {
  if (value === 'no' || value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && number >= min ? number : null;
}

const pagesFired = (jar: CookieJarStore) =>
  (jar.read(visitorCookies.pagesTriggerFired.name) ?? '').split('|').filter(Boolean);

export function armPopupTriggers(
  popup: PopupTargeting,
  context: TriggerContext,
  fire: (trigger: TriggerName) => void,
): ArmedPopup {
  const { win, jar } = context;
  const disarms: Disarm[] = [];
  const armed: string[] = [];
  let done = false;
  const disarm = () => {
    done = true;
    for (const stop of disarms.splice(0)) stop();
  };
  const once = (trigger: TriggerName) => () => {
    if (done) return;
    disarm();
    fire(trigger);
  };
  const arm = (label: string, stop: Disarm) => {
    armed.push(label);
    disarms.push(stop);
  };
  if (isOn(popup.on_click)) return { armed: ['click to open'], disarm };

  const seconds = triggerNumber(popup.display_after_sec_active, 0);
  if (seconds !== null) {
    const cumulative = popup.display_after_sec_active_on === 'website';
    const elapsed = cumulative ? context.now - context.websiteSessionStart : 0;
    arm(
      `delay ${seconds}s${cumulative ? ' (website)' : ''}`,
      armDelayTrigger(win, seconds * 1000 - elapsed, once('delay')),
    );
  }

  const percent = triggerNumber(popup.display_after_scroll_active, 1);
  if (percent !== null) arm(`scroll ${percent}%`, armScrollTrigger(win, percent, once('scroll')));

  const clicks = triggerNumber(popup.display_after_page_click_number_active, 1);
  if (clicks !== null) {
    arm(`clicks ${clicks}`, armPageClickTrigger(win, clicks, once('page_clicks')));
  }

  const inactive = triggerNumber(popup.display_after_inactive_seconds_active, 1);
  if (inactive !== null) {
    arm(`inactivity ${inactive}s`, armInactivityTrigger(win, inactive, once('inactivity')));
  }

  if (isOn(popup.display_after_exit_website_active)) {
    arm(
      context.mobile ? 'back button' : 'exit intent',
      // Its listeners are the renderer chunk's (few popups use it; embed.js stays small).
      armFromRenderer(context.loadRenderer, (module) =>
        context.mobile
          ? module.armMobileExitIntent(win, once('close_tab'))
          : module.armDesktopExitIntent(win, once('exit_intent')),
      ),
    );
  }

  if (isOn(popup.display_if_adblock_active)) {
    arm('adblock', armAdBlockTrigger(win, context.loadRenderer, once('adblock')));
  }

  const pages = triggerNumber(popup.display_after_visit_page_active, 1);
  if (pages !== null) {
    const id = popup.poptin_id;
    const everyPage = [popup.d_f_a, popup.d_f_r].some(
      (rule) => rule?.rule === 'display_everytime_everypage_5',
    );
    const firedThisVisit = pagesFired(jar).includes(id);
    if (firedThisVisit && !everyPage) {
      armed.push(`pages ${pages} (fired this visit)`);
    } else if (context.sessionPages < pages) {
      armed.push(`pages ${pages} (now ${context.sessionPages})`);
    } else {
      const fireForPages = once('pages_visited');
      const timer = win.setTimeout(() => {
        if (!done && !firedThisVisit) {
          jar.write(visitorCookies.pagesTriggerFired, [...pagesFired(jar), id].join('|'));
        }
        fireForPages();
      }, 0);
      arm(`pages ${pages}`, () => win.clearTimeout(timer));
    }
  }

  return { armed, disarm };
}

/**
 * Arms a trigger whose code is in the renderer chunk, once that has loaded (it is prefetched when
 * triggers are armed anyway); disarming before then arms nothing.
 */
function armFromRenderer(
  loadRenderer: () => Promise<RendererModule>,
  armWith: (module: RendererModule) => Disarm,
): Disarm {
  let disarm: Disarm | undefined;
  let armed = true;
  loadRenderer().then((module) => {
    if (armed) disarm = armWith(module);
  }, console.warn);
  return () => {
    armed = false;
    disarm?.();
  };
}
