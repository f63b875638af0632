// The ALTCHA widget, loaded by the dialogs' captcha field only when a dialog that needs it opens:
// the widget without inline workers or styles (the "external" build, so the page's script policy
// holds), its styles, its English and Hebrew words, and the SHA-256 worker as a file of our own.
import 'altcha/external';
import type {} from 'altcha/types/global';
import 'altcha/i18n/en';
import 'altcha/i18n/he';
import altchaCss from 'altcha/altcha.css?inline';
import ShaWorker from 'altcha/workers/sha?worker';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}

if (!document.getElementById('pinwheel-altcha-css')) {
  const style = document.createElement('style');
  style.id = 'pinwheel-altcha-css';
  style.textContent = altchaCss;
  document.head.append(style);
}
