// Whether an ad blocker is active, for the ad-block trigger (spec §4; armed by the loader's
// triggers/adblock-trigger.ts). A bait element with the class names ad blockers hide is put on the
// page itself (no request to any ad host) and checked once the blocker's cosmetic filters have had
// a frame to apply. One probe serves every popup. It lives in the renderer chunk, not the loader:
// few popups use it, and every host page downloads the loader.

const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 adsbygoogle';
const PROBE_DELAY_MS = 100;

const probes = new WeakMap<Window, Promise<boolean>>();

function baitIsHidden(win: Window, bait: HTMLElement): boolean {
  if (!bait.isConnected || bait.offsetParent === null || bait.offsetHeight === 0) return true;
  const style = win.getComputedStyle(bait);
  return style.display === 'none' || style.visibility === 'hidden';
}

/** Whether an ad blocker hides the bait; probed once per page. */
export function adBlockerActive(win: Window): Promise<boolean> {
  let probe = probes.get(win);
  if (!probe) {
    probe = new Promise((resolve) => {
      const bait = win.document.createElement('div');
      bait.className = BAIT_CLASSES;
      bait.setAttribute('aria-hidden', 'true');
      bait.style.cssText = 'position:absolute;left:-9999px;height:1px';
      bait.innerHTML = '&nbsp;';
      (win.document.body ?? win.document.documentElement).append(bait);
      win.setTimeout(() => {
        const hidden = baitIsHidden(win, bait);
        bait.remove();
        resolve(hidden);
      }, PROBE_DELAY_MS);
    });
    probes.set(win, probe);
  }
  return probe;
}
