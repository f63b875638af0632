// The one-tag embed of a web form on any site, in a Shadow DOM so the host page's styles and
// ours never meet:
//   <div data-pinwheel-web-form="workshop-sign-up" data-lang="he" data-consent="yes"></div>
//   <script async src="https://shop.example/web-form.js"></script>
// (that small classic script imports this module, built into chunks: see build.mjs)
// Each placeholder becomes the form, talking to the server the script came from (its embedded
// routes: no cookies, no nonce). `data-consent="yes"` says the host page's visitor allowed
// cookies (the `_wpfuuid` cookie is set only then, or by the form's own setting).
import { isLanguage, type Language } from '@pinwheel/core/web-forms';
import { createRoot } from 'react-dom/client';
import styles from './web-form.css';
import { WebForm } from './web-form.tsx';

const PLACEHOLDER = 'data-pinwheel-web-form';

// This module is imported by /web-form.js from the shop's server (build.mjs): the server it came
// from is the one the form talks to.
const origin = new URL(import.meta.url).origin;

function languageOf(element: HTMLElement): Language {
  const chosen = element.getAttribute('data-lang') ?? document.documentElement.lang.slice(0, 2);
  return isLanguage(chosen) ? chosen : 'en';
}

function mountAll() {
  for (const placeholder of document.querySelectorAll<HTMLElement>(`[${PLACEHOLDER}]`)) {
    if (placeholder.hasAttribute('data-pinwheel-mounted')) continue;
    placeholder.setAttribute('data-pinwheel-mounted', '');
    const formId = placeholder.getAttribute(PLACEHOLDER) ?? '';
    const lang = languageOf(placeholder);
    const shadow = placeholder.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    // Inherited properties leak in from the host: start from nothing (FIELD-NOTES "Shadow DOM").
    style.textContent = `:host { all: initial; display: block; }\n${styles}`;
    const mount = document.createElement('div');
    shadow.append(style, mount);
    createRoot(mount).render(
      <WebForm
        endpoint={{ apiBase: `${origin}/api/embed`, formId, lang }}
        consent={placeholder.getAttribute('data-consent') === 'yes'}
      />,
    );
  }
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', mountAll, { once: true });
} else {
  mountAll();
}
