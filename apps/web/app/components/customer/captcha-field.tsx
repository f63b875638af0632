// The check that the visitor is not a robot, in the registration and reset dialogs: our own ALTCHA
// widget by default (its code, styles, Hebrew words and SHA-256 worker are this chunk's and its
// worker's own files, so the page's script policy needs nothing from elsewhere), or the reCAPTCHA
// / Turnstile widget when the owner set their keys (@pinwheel/forms' HostedCaptcha, which web forms
// draw too). It hands its answer up (empty until solved).
import { HostedCaptcha, type HostedCaptchaWidget } from '@pinwheel/forms/hosted-captcha';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../translation.ts';

export type CaptchaWidget = { provider: 'altcha'; challengeUrl: string } | HostedCaptchaWidget;

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
    <HostedField widget={props.widget} onAnswer={props.onAnswer} round={props.round} />
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

function HostedField(props: {
  widget: HostedCaptchaWidget;
  onAnswer: (answer: string) => void;
  round: number;
}) {
  const { lang, t } = useTranslation();
  return (
    <div className="customer-dialog__captcha" aria-label={t('customer.captchaLabel')} role="group">
      <HostedCaptcha
        widget={props.widget}
        lang={lang}
        onAnswer={props.onAnswer}
        round={props.round}
      />
    </div>
  );
}
