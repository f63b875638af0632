// The self-hosted captcha (ALTCHA's widget, the `altcha` package): it fetches a challenge from the
// shop, works it out in the browser when the visitor reaches the last page, and hands back the
// payload the entry carries. No third party sees the visitor.
import { webFormMessage, type Language } from '@pinwheel/core';
import { useEffect, useRef, useState } from 'react';
import { captchaUrl, type WebFormEndpoint, type WebFormSettings } from './web-form-client.ts';

export function CaptchaField(props: {
  endpoint: WebFormEndpoint;
  settings: WebFormSettings;
  lang: Language;
  onSolved: (payload: string) => void;
  error: string | undefined;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'checking' | 'verified' | 'error'>('checking');
  const onSolved = useRef(props.onSolved);
  onSolved.current = props.onSolved;
  const url = captchaUrl(props.endpoint, props.settings);

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    void import('altcha').then(() => {
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
  }, [url]);

  return (
    <div className="pw-wf__captcha">
      <div ref={host} />
      <p className="pw-wf__captcha-state" aria-live="polite">
        {state === 'verified'
          ? webFormMessage(props.lang, 'captchaDone')
          : state === 'checking'
            ? webFormMessage(props.lang, 'captchaChecking')
            : null}
      </p>
      {props.error ? (
        <p className="pw-wf__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
