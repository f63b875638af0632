// The notices chunk (`embed/notices-[hash].js`): the loader imports it when the page is idle,
// unless the visitor closed notices, and calls startNotices. It asks the server for the notices
// (GET {base}api/display/notices), then runs the cycle of spec §9 with core's timings: the first
// 5 s after the answer, each shown 10 s (longer while the pointer or focus is on it), the next
// 60 s after the one before while `loop` is on, 30 at most, each leaving over 1 s. Never while the
// page shows a modal dialog (it waits for it to close), never over the page's cart and checkout
// buttons. The card lives in a shadow root, so the host page's styles never reach it.
import { NOTICE_TIMINGS, type NoticesAnswer } from '@pinwheel/core/notices';
import { noticeLine, NOTICE_WORDS, type NoticeLanguage } from './notice-text.ts';
import {
  closeCookie,
  isSwipe,
  KEEP_CLEAR_SELECTOR,
  locationCookie,
  modalDialogOpen,
  nextNoticeDelay,
  noticePlace,
  noticesClosed,
  NOTICE_MARGIN_PX,
  rememberedCountry,
} from './notice-rules.ts';
import { drawNotice, NOTICE_STYLES } from './notice-view.ts';

export interface NoticesOptions {
  win: Window;
  /** Absolute URL of the directory embed.js came from, ending in a slash. */
  base: string;
  clientId: string;
}

/** The host element's tag: a custom name, so host-page rules written for div and the like miss it. */
export const NOTICES_HOST_TAG = 'pinwheel-notices';

/** How often a notice that is due looks again whether a dialog has closed. */
const DIALOG_RECHECK_MS = 500;

export async function startNotices({ win, base, clientId }: NoticesOptions): Promise<void> {
  const doc = win.document;
  if (noticesClosed(doc.cookie) || doc.querySelector(NOTICES_HOST_TAG)) return;
  const lang: NoticeLanguage = /^he\b/i.test(doc.documentElement.lang) ? 'he' : 'en';
  const url = new URL('api/display/notices', base);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('lang', lang);
  // The country found a day ago, so the server need not look the address up again.
  const country = rememberedCountry(doc.cookie);
  if (country) url.searchParams.set('country', country);
  let answer: NoticesAnswer;
  try {
    const response = await win.fetch(url, { credentials: 'omit' });
    // 403 and 404 are the site's gate: the display call has said so already.
    if (!response.ok) {
      if (response.status >= 500) console.warn('Pinwheel: notices unavailable', response.status);
      return;
    }
    answer = (await response.json()) as NoticesAnswer;
  } catch (error) {
    console.warn('Pinwheel: notices unavailable', error);
    return;
  }
  if (!answer.enabled || answer.products.length === 0) return;
  if (answer.visitor_country && answer.visitor_country !== country) {
    doc.cookie = locationCookie(answer.visitor_country, win.location.protocol === 'https:');
  }
  runNoticeCycle(win, answer, lang);
}

function runNoticeCycle(win: Window, answer: NoticesAnswer, lang: NoticeLanguage): void {
  const doc = win.document;
  const { settings, products } = answer;
  const words = NOTICE_WORDS[lang];
  const host = doc.createElement(NOTICES_HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = `${NOTICE_STYLES}
.region { position: fixed; z-index: 2147483000; inset-inline-start: ${NOTICE_MARGIN_PX}px; }
.region[data-place="bottom"] { inset-block-end: ${NOTICE_MARGIN_PX}px; }
.region[data-place="top"] { inset-block-start: ${NOTICE_MARGIN_PX}px; }
.region[data-place="none"] { visibility: hidden; }`;
  // The live region is on the page before its first notice, so a screen reader reads each one.
  const region = doc.createElement('div');
  region.className = 'region';
  region.dir = lang === 'he' ? 'rtl' : 'ltr';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-label', words.label);
  region.dataset.place = 'bottom';
  root.append(style, region);
  doc.body.append(host);

  let shown = 0;
  let timer = 0;
  let stopped = false;
  let card: HTMLElement | null = null;
  /** While a card shows: looks whether a dialog opened over the page. */
  let watch = 0;

  const later = (run: () => void, ms: number) => {
    win.clearTimeout(timer);
    timer = win.setTimeout(run, ms);
  };

  /** Puts the card where it covers no cart or checkout button; hidden while there is no such place. */
  function place(): void {
    if (!card) return;
    const obstacles = Array.from(doc.querySelectorAll(KEEP_CLEAR_SELECTOR), (element) =>
      element.getBoundingClientRect(),
    ).filter((rect) => rect.width > 0 && rect.height > 0);
    region.dataset.place =
      noticePlace(
        { width: card.offsetWidth, height: card.offsetHeight },
        { width: win.innerWidth, height: win.innerHeight },
        lang === 'he' ? 'right' : 'left',
        obstacles,
      ) ?? 'none';
  }
  let placing = false;
  const placeSoon = () => {
    if (placing) return;
    placing = true;
    win.requestAnimationFrame(() => {
      placing = false;
      place();
    });
  };

  function showNext(): void {
    if (stopped) return;
    if (modalDialogOpen(doc)) return later(showNext, DIALOG_RECHECK_MS);
    const item = products[shown % products.length]!;
    const segments = noticeLine(item, settings, { now: Date.now(), random: Math.random, lang });
    if (!segments) return;
    shown += 1;
    const shownAt = Date.now();
    const box = drawNotice(
      doc,
      {
        segments,
        thumb: settings.image ? item.thumb : '',
        url: item.url,
        target: settings.redirect_target,
        showClose: settings.show_close,
        lang,
      },
      closeByVisitor,
    );
    card = box;
    box.dataset.effect = settings.display_effect;
    box.dataset.state = 'entering';
    region.append(box);
    place();
    // Read a layout so the entering state is drawn before it is taken away: the card moves in.
    void box.offsetWidth;
    delete box.dataset.state;

    // Pointer or keyboard focus on the card holds it; leaving gives it back what it had left.
    let hideAt = shownAt + NOTICE_TIMINGS.displayMs;
    let remaining = 0;
    let held = 0;
    const hold = () => {
      if (box.dataset.state === 'leaving') return;
      if (held++ === 0) {
        remaining = Math.max(hideAt - Date.now(), 0);
        win.clearTimeout(timer);
      }
    };
    const release = () => {
      if (box.dataset.state === 'leaving') return;
      if (held > 0 && --held === 0) {
        const left = Math.max(remaining, NOTICE_TIMINGS.fadeOutMs);
        hideAt = Date.now() + left;
        later(hide, left);
      }
    };
    box.addEventListener('mouseenter', hold);
    box.addEventListener('mouseleave', release);
    box.addEventListener('focusin', hold);
    box.addEventListener('focusout', (event) => {
      if (!box.contains(event.relatedTarget as Node | null)) release();
    });
    // A swipe may end off the card: its end is heard on the window. A swipe that began on the
    // product's link does not also follow it.
    let swiped = false;
    box.addEventListener('pointerdown', (down) => {
      const at = Date.now();
      const up = (event: PointerEvent) => {
        if (isSwipe(event.clientX - down.clientX, event.clientY - down.clientY, Date.now() - at)) {
          swiped = true;
          closeByVisitor();
        }
      };
      win.addEventListener('pointerup', up, { once: true });
    });
    box.addEventListener(
      'click',
      (event) => {
        if (swiped) event.preventDefault();
      },
      true,
    );

    // A dialog opening over the page takes the card away; it comes back once the dialog closes,
    // as it was not seen out.
    watch = win.setInterval(() => {
      if (!modalDialogOpen(doc)) return;
      win.clearInterval(watch);
      leave(box);
      shown -= 1;
      later(showNext, DIALOG_RECHECK_MS);
    }, DIALOG_RECHECK_MS);

    function hide(): void {
      win.clearInterval(watch);
      leave(box);
      if (settings.loop && shown < NOTICE_TIMINGS.total && !stopped) {
        later(showNext, Math.max(NOTICE_TIMINGS.fadeOutMs, nextNoticeDelay(shownAt, Date.now())));
      }
    }
    later(hide, NOTICE_TIMINGS.displayMs);
  }

  /** The card leaves with the hidden effect and is gone after the fade-out. */
  function leave(box: HTMLElement): void {
    if (box.dataset.state === 'leaving') return;
    box.dataset.effect = settings.hidden_effect;
    box.dataset.state = 'leaving';
    if (card === box) card = null;
    win.setTimeout(() => box.remove(), NOTICE_TIMINGS.fadeOutMs);
  }

  /** The × or a swipe: no notice again on this site for time_close hours. */
  function closeByVisitor(): void {
    stopped = true;
    win.clearTimeout(timer);
    win.clearInterval(watch);
    doc.cookie = closeCookie(settings.time_close, win.location.protocol === 'https:');
    if (card) leave(card);
  }

  win.addEventListener('scroll', placeSoon, { passive: true });
  win.addEventListener('resize', placeSoon);
  later(showNext, NOTICE_TIMINGS.initialDelayMs);
}
