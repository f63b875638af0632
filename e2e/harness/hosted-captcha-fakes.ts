// Stand-ins for Turnstile and reCAPTCHA, on one local HTTP server, speaking each provider's two
// protocols so the real server and the real pages talk to them unchanged:
// - the widget script (`/turnstile/v0/api.js`, `/recaptcha/api.js`), which defines `turnstile` or
//   `grecaptcha` with the JavaScript API the pages call (render with sitekey, callback,
//   expired-callback; getResponse, reset, remove; grecaptcha.ready) and draws a box a person
//   ticks ("Fake Turnstile: I am human"), whereupon it calls back with a fresh answer;
// - the siteverify call (`/turnstile/v0/siteverify`, `/recaptcha/api/siteverify`): a form post
//   of secret, response and remoteip, answered in each one's JSON shape; an answer is good once
//   (as theirs are), for the secret `<provider>-secret`.
// The server under test is pointed at it only by its environment (`env`: TURNSTILE_* and
// RECAPTCHA_* addresses), as an operator would; nothing a visitor sends can do that.
import http from 'node:http';
import { freePort } from './free-port.ts';

export type FakeProvider = 'turnstile' | 'recaptcha';

export interface Verification {
  provider: FakeProvider;
  secret: string;
  response: string;
  remoteip: string;
  success: boolean;
}

export interface HostedCaptchaFakes {
  url: string;
  /** The server's settings that send it here (widget scripts and siteverify). */
  env: Record<string, string>;
  /** The site and secret keys the owner saves for a provider (the fakes accept only these). */
  keys(provider: FakeProvider): { siteKey: string; secret: string };
  /** Every siteverify call so far, oldest first. */
  verifications: Verification[];
  /** The provider refuses the next answer it is asked about (as for a bot or a replay). */
  refuseNext(provider: FakeProvider): void;
  close(): Promise<void>;
}

/** The widget script: the provider's browser API over a plain checkbox. */
function widgetScript(provider: FakeProvider): string {
  const global = provider === 'turnstile' ? 'turnstile' : 'grecaptcha';
  const label =
    provider === 'turnstile' ? 'Fake Turnstile: I am human' : 'Fake reCAPTCHA: I am not a robot';
  return `(() => {
  const widgets = new Map();
  let next = 0;
  let answers = 0;
  const find = (id) => widgets.get(id === undefined ? 0 : id);
  window.${global} = {
    ${provider === 'recaptcha' ? 'ready(callback) { setTimeout(callback, 0); },' : ''}
    render(element, options) {
      if (!options || !options.sitekey) throw new Error('${global}.render: sitekey is required');
      const id = next++;
      const box = document.createElement('label');
      box.className = 'fake-${provider}';
      box.setAttribute('data-sitekey', options.sitekey);
      const tick = document.createElement('input');
      tick.type = 'checkbox';
      box.append(tick, ' ${label}');
      const widget = { box, tick, options, response: '' };
      tick.addEventListener('change', () => {
        // Unique across pages, as the providers' answers are: <provider>-answer-<n>-<random>.
        widget.response = tick.checked
          ? '${provider}-answer-' + ++answers + '-' + Math.random().toString(36).slice(2, 10)
          : '';
        if (tick.checked) options.callback && options.callback(widget.response);
        else options['expired-callback'] && options['expired-callback']();
      });
      element.append(box);
      widgets.set(id, widget);
      return id;
    },
    getResponse(id) { const widget = find(id); return widget ? widget.response : ''; },
    reset(id) {
      const widget = find(id);
      if (!widget) return;
      widget.response = '';
      widget.tick.checked = false;
      widget.box.setAttribute('data-resets', String(Number(widget.box.getAttribute('data-resets') || 0) + 1));
    },
    remove(id) { const widget = find(id); if (widget) widget.box.remove(); widgets.delete(id); },
  };
})();
`;
}

export async function startHostedCaptchaFakes(): Promise<HostedCaptchaFakes> {
  const verifications: Verification[] = [];
  const used = new Set<string>();
  const refusing = new Set<FakeProvider>();
  const keys = (provider: FakeProvider) => ({
    siteKey: `${provider}-site-key`,
    secret: `${provider}-secret`,
  });

  const server = http.createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://fake').pathname;
    const script = { '/turnstile/v0/api.js': 'turnstile', '/recaptcha/api.js': 'recaptcha' }[
      pathname
    ] as FakeProvider | undefined;
    if (script && request.method === 'GET') {
      response
        .writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
        })
        .end(widgetScript(script));
      return;
    }
    const verify = {
      '/turnstile/v0/siteverify': 'turnstile',
      '/recaptcha/api/siteverify': 'recaptcha',
    }[pathname] as FakeProvider | undefined;
    if (verify && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const form = new URLSearchParams(body);
      const secret = form.get('secret') ?? '';
      const answer = form.get('response') ?? '';
      const refused = refusing.delete(verify);
      const duplicate = used.has(answer);
      const success =
        !refused &&
        !duplicate &&
        secret === keys(verify).secret &&
        answer.startsWith(`${verify}-answer-`);
      if (answer) used.add(answer);
      verifications.push({
        provider: verify,
        secret,
        response: answer,
        remoteip: form.get('remoteip') ?? '',
        success,
      });
      const errors = success ? [] : [duplicate ? 'timeout-or-duplicate' : 'invalid-input-response'];
      const common = {
        success,
        challenge_ts: new Date().toISOString(),
        hostname: '127.0.0.1',
        'error-codes': errors,
      };
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(
          JSON.stringify(verify === 'turnstile' ? { ...common, action: '', cdata: '' } : common),
        );
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      TURNSTILE_SCRIPT_URL: `${url}/turnstile/v0/api.js?render=explicit`,
      RECAPTCHA_SCRIPT_URL: `${url}/recaptcha/api.js?render=explicit`,
      TURNSTILE_VERIFY_URL: `${url}/turnstile/v0/siteverify`,
      RECAPTCHA_VERIFY_URL: `${url}/recaptcha/api/siteverify`,
    },
    keys,
    verifications,
    refuseNext: (provider) => void refusing.add(provider),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
