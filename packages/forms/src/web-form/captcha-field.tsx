// The form's check that the visitor is not a robot, on the last page. By default the self-hosted
// captcha (ALTCHA's widget, the `altcha` package, loaded only for a form that shows it): it
// fetches a challenge from the shop, works it out in the browser and hands back the payload the
// entry carries; no third party sees the visitor. When the shop's owner chose Turnstile or
// reCAPTCHA (the form's settings carry `captcha: { provider, siteKey, scriptUrl }`), that
// provider's widget instead (../hosted-captcha.tsx), whose answer the server verifies with them.
import { webFormMessage, type Language } from '@pinwheel/core/web-forms';
import { useEffect, useRef, useState } from 'react';
import { HostedCaptcha } from '../hosted-captcha.tsx';
import { captchaUrl, type WebFormEndpoint, type WebFormSettings } from './web-form-client.ts';

export function CaptchaField(props: {
  endpoint: WebFormEndpoint;
  settings: WebFormSettings;
  lang: Language;
  onSolved: (payload: string) => void;
  error: string | undefined;
  /** A new value after a refused send: the answer is spent, a fresh check is needed. */
  round: number;
  /** Loads ALTCHA's widget; default the `altcha` package (WebFormProps.loadAltcha). */
  loadAltcha?: (() => Promise<unknown>) | undefined;
}) {
  const hosted = props.settings.captcha;
  const [unavailable, setUnavailable] = useState(false);
  return (
    <div className="pw-wf__captcha">
      {hosted ? (
        <>
          <HostedCaptcha
            widget={hosted}
            lang={props.lang}
            onAnswer={props.onSolved}
            round={props.round}
            onUnavailable={() => setUnavailable(true)}
          />
          {unavailable ? (
            <p className="pw-wf__error" role="alert">
              {webFormMessage(props.lang, 'captchaUnavailable')}
            </p>
          ) : null}
        </>
      ) : (
        <AltchaField key={props.round} {...props} />
      )}
      {props.error ? (
        <p className="pw-wf__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function AltchaField(props: {
  endpoint: WebFormEndpoint;
  settings: WebFormSettings;
  lang: Language;
  onSolved: (payload: string) => void;
  loadAltcha?: (() => Promise<unknown>) | undefined;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'checking' | 'verified' | 'error'>('checking');
  const onSolved = useRef(props.onSolved);
  onSolved.current = props.onSolved;
  const url = captchaUrl(props.endpoint, props.settings);

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    const load = props.loadAltcha ?? (() => import('altcha'));
    void load().then(() => {
      if (cancelled || !host.current) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', url);
      widget.setAttribute('auto', 'onload');
      widget.setAttribute('display', 'invisible');
      widget.setAttribute('hidefooter', '');
      widget.setAttribute('hidelogo', '');
      widget.setAttribute('name', 'altcha');
      widget.addEventListener('statechange', (event) => {
        const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
        if (detail.state === 'verified' && detail.payload) {
          setState('verified');
          onSolved.current(detail.payload);
        } else if (detail.state === 'error' || detail.state === 'expired') {
          setState('error');
        }
      });
      host.current.appendChild(widget);
    });
    return () => {
      cancelled = true;
      widget?.remove();
    };
    // The loader is the page's choice, fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  return (
    <>
      <div ref={host} />
      <p className="pw-wf__captcha-state" aria-live="polite">
        {state === 'verified'
          ? webFormMessage(props.lang, 'captchaDone')
          : state === 'checking'
            ? webFormMessage(props.lang, 'captchaChecking')
            : null}
      </p>
    </>
  );
}
