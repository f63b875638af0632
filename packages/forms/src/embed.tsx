// The one-tag embed of a contact form, or of a mailing-list sign-up, on any site:
//   <div data-pinwheel-contact-form="contact-us" data-lang="he"></div>
//   <div data-pinwheel-mailing-list="newsletter"></div>
//   <script async src="https://shop.example/contact-form.js"></script>
// Each placeholder becomes the form, talking to the server the script came from (its embedded
// routes: no cookies, no nonce). A placeholder inside another form gets the spec's error text
// instead: a form inside a form would post the host's form, or ours, to the wrong place.
import { contactFormMessage, isLanguage, type Language } from '@pinwheel/core/contact-forms';
import { createRoot } from 'react-dom/client';
import { ContactForm } from './contact-form.tsx';
import styles from './contact-form.css';
import { formsApi } from './forms-api.ts';
import { MailingListSignUp } from './mailing-list-sign-up.tsx';
import signUpStyles from './mailing-list-sign-up.css';

const PLACEHOLDER = 'data-pinwheel-contact-form';
const SIGN_UP_PLACEHOLDER = 'data-pinwheel-mailing-list';

// Read at first run: document.currentScript is null inside later callbacks.
const scriptSrc = (document.currentScript as HTMLScriptElement | null)?.src ?? '';
const origin = scriptSrc ? new URL(scriptSrc).origin : window.location.origin;

function languageOf(element: HTMLElement): Language {
  const chosen = element.getAttribute('data-lang') ?? document.documentElement.lang.slice(0, 2);
  return isLanguage(chosen) ? chosen : 'en';
}

function addStyles() {
  if (document.getElementById('pinwheel-contact-form-styles')) return;
  const style = document.createElement('style');
  style.id = 'pinwheel-contact-form-styles';
  style.textContent = `${styles}\n${signUpStyles}`;
  document.head.appendChild(style);
}

function mountAll() {
  const placeholders = document.querySelectorAll<HTMLElement>(`[${PLACEHOLDER}]`);
  const signUps = document.querySelectorAll<HTMLElement>(`[${SIGN_UP_PLACEHOLDER}]`);
  if (placeholders.length + signUps.length > 0) addStyles();
  for (const placeholder of signUps) void mountSignUp(placeholder);
  for (const placeholder of placeholders) {
    if (placeholder.hasAttribute('data-pinwheel-mounted')) continue;
    placeholder.setAttribute('data-pinwheel-mounted', '');
    const formId = placeholder.getAttribute(PLACEHOLDER) ?? '';
    const lang = languageOf(placeholder);
    if (placeholder.closest('form')) {
      const error = document.createElement('p');
      error.className = 'pw-cf__wrong-place';
      error.textContent = contactFormMessage(lang, 'wrong_place');
      placeholder.replaceChildren(error);
      continue;
    }
    createRoot(placeholder).render(
      <ContactForm endpoint={{ apiBase: `${origin}/api/embed`, formId, lang }} lang={lang} />,
    );
  }
}

/** A sign-up needs its list's consent words before it can ask for consent. */
async function mountSignUp(placeholder: HTMLElement) {
  if (placeholder.hasAttribute('data-pinwheel-mounted')) return;
  placeholder.setAttribute('data-pinwheel-mounted', '');
  const listId = placeholder.getAttribute(SIGN_UP_PLACEHOLDER) ?? '';
  const lang = languageOf(placeholder);
  const apiBase = `${origin}/api/embed`;
  try {
    const list = await formsApi(undefined).request<{ id: string; consent_text: string }>(
      'GET',
      `${apiBase}/mailing-list/lists/${encodeURIComponent(listId)}`,
      { query: { lang } },
    );
    createRoot(placeholder).render(
      <MailingListSignUp
        apiBase={apiBase}
        listId={list.id}
        consentText={list.consent_text}
        lang={lang}
      />,
    );
  } catch {
    // An unreachable shop leaves the placeholder empty: the host page is not ours to break.
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
