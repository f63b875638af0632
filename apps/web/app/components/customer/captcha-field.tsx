// The check that the visitor is not a robot, in the registration and reset dialogs: our own ALTCHA
// widget by default (its code, styles, Hebrew words and SHA-256 worker are this chunk's and its
// worker's own files, so the page's script policy needs nothing from elsewhere), or the reCAPTCHA
// / Turnstile widget when the owner set their keys. It hands its answer up (empty until solved).
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../translation.ts';

export type CaptchaWidget =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'recaptcha' | 'turnstile'; siteKey: string };

interface AltchaStateEvent extends Event {
  detail: { state: string; payload?: string };
}

export function CaptchaField(props: {
  widget: CaptchaWidget;
  onAnswer: (answer: string) => void;
  /** A new value draws a fresh widget (after a refusal, the old answer is spent). */
  round: number;
}) {
  return props.widget.provider === 'altcha' ? (
    <AltchaField challengeUrl={props.widget.challengeUrl} {...props} key={props.round} />
  ) : (
    <HostedCaptcha
      provider={props.widget.provider}
      siteKey={props.widget.siteKey}
      onAnswer={props.onAnswer}
      key={props.round}
    />
  );
}

function AltchaField(props: { challengeUrl: string; onAnswer: (answer: string) => void }) {
  const { lang, t } = useTranslation();
  const [ready, setReady] = useState(false);
  const element = useRef<HTMLElement>(null);
  const { onAnswer } = props;

  useEffect(() => {
    let live = true;
    void import('./altcha-widget.ts').then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = element.current;
    if (!ready || !widget) return;
    onAnswer('');
    const changed = (event: Event) => {
      const { state, payload } = (event as AltchaStateEvent).detail;
      onAnswer(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', changed);
    return () => widget.removeEventListener('statechange', changed);
  }, [ready, onAnswer]);

  return (
    <div className="customer-dialog__captcha" aria-label={t('customer.captchaLabel')} role="group">
      {ready ? (
        <altcha-widget ref={element} challenge={props.challengeUrl} language={lang} />
      ) : (
        <p className="customer-dialog__captcha-loading">{t('customer.captchaLoading')}</p>
      )}
    </div>
  );
}

/** reCAPTCHA's and Turnstile's explicit rendering: their script, then a widget with a callback. */
const HOSTED = {
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
  },
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
} as const;

interface HostedApi {
  ready?(callback: () => void): void;
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      hl?: string;
      language?: string;
    },
  ): unknown;
}

function HostedCaptcha(props: {
  provider: 'recaptcha' | 'turnstile';
  siteKey: string;
  onAnswer: (answer: string) => void;
}) {
  const { lang, t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const { provider, siteKey, onAnswer } = props;
  useEffect(() => {
    const { script, global } = HOSTED[provider];
    const render = () => {
      const api = (window as unknown as Record<string, HostedApi | undefined>)[global];
      if (!api || !holder.current) return;
      const draw = () =>
        api.render(holder.current!, {
          sitekey: siteKey,
          callback: onAnswer,
          'expired-callback': () => onAnswer(''),
          ...(provider === 'recaptcha' ? { hl: lang } : { language: lang }),
        });
      if (api.ready) api.ready(draw);
      else draw();
    };
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${script}"]`);
    if (existing) {
      if ((window as unknown as Record<string, unknown>)[global]) render();
      else existing.addEventListener('load', render, { once: true });
      return;
    }
    const tag = document.createElement('script');
    tag.src = script;
    tag.async = true;
    tag.addEventListener('load', render, { once: true });
    document.head.append(tag);
  }, [provider, siteKey, onAnswer, lang]);
  return (
    <div className="customer-dialog__captcha" aria-label={t('customer.captchaLabel')} role="group">
      <div ref={holder} />
    </div>
  );
}
