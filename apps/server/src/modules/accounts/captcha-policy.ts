// Pages' script policy when the owner chose reCAPTCHA or Turnstile: their script and frame hosts
// are added to the Content-Security-Policy the security-headers plugin wrote (this hook runs after
// it), so the widget the dialogs load is allowed. With our own ALTCHA nothing is added.
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
      const widened = policy
        .replace(/script-src ([^;]*)/, `script-src $1 ${hosts.script}`)
        .replace(/connect-src ([^;]*)/, `connect-src $1 ${hosts.script}`);
      reply.header('content-security-policy', `${widened}; frame-src 'self' ${hosts.frame}`);
    }
    done(null, payload);
  });
}
