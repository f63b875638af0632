// The popup's typeface: Heebo (SIL Open Font License), which draws Hebrew and Latin alike, served
// by our own server beside the renderer (/embed/, hashed names, cached a year, CORS open): no font
// host sees a visitor. Only two subsets ship, Hebrew and basic Latin, each a variable-weight woff2,
// and unicode-range makes the browser fetch only the subsets a popup's text uses.
//
// Declared in the host document, not the shadow root: Chromium ignores @font-face inside a shadow
// root. The family name is our own, so a host page that uses "Heebo" keeps its own files, and no
// rule of ours names anything of the page's. `font-display: swap`: text shows at once in a system
// font if the file is slow to come.
import hebrewFile from '@fontsource-variable/heebo/files/heebo-hebrew-wght-normal.woff2?url';
import latinFile from '@fontsource-variable/heebo/files/heebo-latin-wght-normal.woff2?url';

/** The family the popup's stylesheet asks for first. */
export const POPUP_FONT_FAMILY = 'Pinwheel Heebo';

const FONT_STYLE_ID = 'pinwheel-popup-font';

// unicode-range as Fontsource publishes it for these two files.
const subsets = [
  { file: hebrewFile, range: 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F' },
  {
    file: latinFile,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,' +
      'U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
];

/** Adds the font's @font-face rules to the page once; later popups find them there. */
export function installPopupFont(document: Document): void {
  if (document.getElementById(FONT_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = FONT_STYLE_ID;
  style.textContent = subsets
    .map(
      ({ file, range }) =>
        `@font-face{font-family:'${POPUP_FONT_FAMILY}';font-style:normal;font-weight:100 900;` +
        `font-display:swap;src:url(${new URL(file, import.meta.url).href}) format('woff2');` +
        `unicode-range:${range}}`,
    )
    .join('');
  document.head.append(style);
}

/**
 * How long a popup's first paint may wait for its font files. Painted in a system font and then
 * swapped, its text reflows and the page records a layout shift; a file from our own server
 * usually comes in a few milliseconds, and a popup must paint within 150 ms of its trigger.
 */
export const POPUP_FONT_WAIT_MS = 100;

/**
 * Calls `appear` once the font files `text` needs are loaded, or after POPUP_FONT_WAIT_MS: at once
 * (synchronously) when they are loaded already or the browser has no font loading API. Returns a
 * function that cancels the call.
 */
export function whenPopupFontReady(document: Document, text: string, appear: () => void) {
  const fonts = document.fonts as FontFaceSet | undefined;
  const font = `16px '${POPUP_FONT_FAMILY}'`;
  if (!fonts?.load || fonts.check(font, text)) {
    appear();
    return () => {};
  }
  let waiting = true;
  const finish = () => {
    if (!waiting) return;
    waiting = false;
    clearTimeout(timer);
    appear();
  };
  const timer = setTimeout(finish, POPUP_FONT_WAIT_MS);
  fonts.load(font, text).then(finish, finish);
  return () => {
    waiting = false;
    clearTimeout(timer);
  };
}
