// Pages' script policy when the owner chose reCAPTCHA or Turnstile: their script and frame hosts
// are added to the Content-Security-Policy the security-headers plugin wrote (this hook runs after
// it), so the widget the dialogs and web forms load is allowed, with the origin of the script
// address the operator configured (TURNSTILE_SCRIPT_URL, RECAPTCHA_SCRIPT_URL) when it is another.
// With our own ALTCHA nothing is added.
import type { FastifyInstance } from 'fastify';
import type { CustomerAccounts } from './customers.ts';

const HOSTS = {
  recaptcha: {
    script: 'https://www.google.com https://www.gstatic.com',
    frame: 'https://www.google.com',
  },
  turnstile: {
    script: 'https://challenges.cloudflare.com',
    frame: 'https://challenges.cloudflare.com',
  },
} as const;

export function allowHostedCaptcha(app: FastifyInstance, customers: CustomerAccounts): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const provider = customers.hostedCaptcha();
    const policy = reply.getHeader('content-security-policy');
    if (provider && typeof policy === 'string' && policy.includes('script-src')) {
      const hosts = HOSTS[provider];
      const configured = new URL(customers.captchaScriptUrl(provider)).origin;
      const scripts = hosts.script.split(' ').includes(configured)
        ? hosts.script
        : `${hosts.script} ${configured}`;
      const widened = policy
        .replace(/script-src ([^;]*)/, `script-src $1 ${scripts}`)
        .replace(/connect-src ([^;]*)/, `connect-src $1 ${scripts}`);
      reply.header('content-security-policy', `${widened}; frame-src 'self' ${hosts.frame}`);
    }
    done(null, payload);
  });
}
