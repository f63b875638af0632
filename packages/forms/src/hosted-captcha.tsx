// Turnstile's and reCAPTCHA's widget, drawn by their own script with explicit rendering: the
// script is added to the page once (from the address the shop's server names: the provider's
// official api.js unless its operator configured another), then `render` draws the widget into
// our element and calls back with the answer. Used by the storefront's customer dialogs and by
// web forms (also inside a Shadow DOM on other sites). A new `round` (after a refused send: the
// answer is spent) resets the widget through the provider's `reset`.
import { useEffect, useRef } from 'react';

export type HostedCaptchaProvider = 'recaptcha' | 'turnstile';

/** What the server hands the page for a hosted check (never the secret). */
export interface HostedCaptchaWidget {
  provider: HostedCaptchaProvider;
  siteKey: string;
  /** The provider's widget script (explicit rendering), as the shop's server names it. */
  scriptUrl: string;
}

/** The field each provider's answer is posted in (what their own forms post). */
export const HOSTED_CAPTCHA_FIELD: Record<HostedCaptchaProvider, string> = {
  turnstile: 'cf-turnstile-response',
  recaptcha: 'g-recaptcha-response',
};

const GLOBAL: Record<HostedCaptchaProvider, 'turnstile' | 'grecaptcha'> = {
  turnstile: 'turnstile',
  recaptcha: 'grecaptcha',
};

/** The part of turnstile's and grecaptcha's JavaScript API the widget uses. */
interface HostedApi {
  ready?(callback: () => void): void;
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback'?: () => void;
      hl?: string;
      language?: string;
    },
  ): string | number | undefined;
  reset(widgetId?: string | number): void;
  remove?(widgetId: string | number): void;
}

const apiOf = (provider: HostedCaptchaProvider) =>
  (window as unknown as Record<string, HostedApi | undefined>)[GLOBAL[provider]];

/** The provider's script, added once per page; resolves when its API is there. */
const loading = new Map<string, Promise<HostedApi>>();
function loadScript(provider: HostedCaptchaProvider, scriptUrl: string): Promise<HostedApi> {
  const known = loading.get(scriptUrl);
  if (known) return known;
  const promise = new Promise<HostedApi>((resolve, reject) => {
    const present = apiOf(provider);
    if (present) return resolve(present);
    const tag = document.createElement('script');
    tag.src = scriptUrl;
    tag.async = true;
    tag.addEventListener('load', () => {
      const api = apiOf(provider);
      if (api) resolve(api);
      else reject(new Error(`${scriptUrl} did not define ${GLOBAL[provider]}`));
    });
    tag.addEventListener('error', () => reject(new Error(`${scriptUrl} did not load`)));
    document.head.append(tag);
  });
  loading.set(scriptUrl, promise);
  // A failed load may be tried again by the next widget.
  promise.catch(() => loading.delete(scriptUrl));
  return promise;
}

export function HostedCaptcha(props: {
  widget: HostedCaptchaWidget;
  lang: string;
  /** The answer, or '' when there is none (expired, reset, failed). */
  onAnswer: (answer: string) => void;
  /** A new value resets the widget: the old answer is spent. */
  round: number;
  /** Called when the provider's script cannot be loaded. */
  onUnavailable?: () => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ api: HostedApi; id: string | number | undefined } | null>(null);
  const answer = useRef(props.onAnswer);
  answer.current = props.onAnswer;
  const unavailable = useRef(props.onUnavailable);
  unavailable.current = props.onUnavailable;
  const { provider, siteKey, scriptUrl } = props.widget;
  const { lang } = props;

  useEffect(() => {
    let live = true;
    const element = document.createElement('div');
    holder.current?.append(element);
    loadScript(provider, scriptUrl).then(
      (api) => {
        const draw = () => {
          if (!live) return;
          const id = api.render(element, {
            sitekey: siteKey,
            callback: (token) => answer.current(token),
            'expired-callback': () => answer.current(''),
            'error-callback': () => answer.current(''),
            // reCAPTCHA names Hebrew by its old code.
            ...(provider === 'recaptcha'
              ? { hl: lang === 'he' ? 'iw' : lang }
              : { language: lang }),
          });
          drawn.current = { api, id };
        };
        // reCAPTCHA's render is usable once its ready callback runs; Turnstile's at once.
        if (provider === 'recaptcha' && api.ready) api.ready(draw);
        else draw();
      },
      (error: unknown) => {
        console.error('The captcha could not be loaded', error);
        if (live) unavailable.current?.();
      },
    );
    return () => {
      live = false;
      const widget = drawn.current;
      drawn.current = null;
      if (widget?.id !== undefined) widget.api.remove?.(widget.id);
      element.remove();
    };
  }, [provider, siteKey, scriptUrl, lang]);

  // After a refused send: a fresh check, and no answer until it is done again.
  const firstRound = useRef(props.round);
  useEffect(() => {
    if (props.round === firstRound.current) return;
    answer.current('');
    const widget = drawn.current;
    if (widget) widget.api.reset(widget.id);
  }, [props.round]);

  return <div ref={holder} className="pw-hosted-captcha" />;
}
