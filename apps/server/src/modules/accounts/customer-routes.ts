// The storefront's customer calls (our own site's context: cookies, and the nonce on writes), in
// the spec's shapes (§3, §7): registration takes `uname`, `uemail`, `upass` and the captcha's
// answer, sign-in `uname` (a username or an email) and `upass`; both answer `success` and
// `data.message` in the visitor's language. A rule the input breaks is a 400 with that shape and
// the field; a body that is not the shape at all is the API's usual 400 validation_failed.
import { translate, type Language, type MessageKey } from '@pinwheel/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../plugins/errors.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { oneLineText } from '../../schemas/plain-text.ts';
import type { CustomerHooks } from './customer-hooks.ts';
import { clearCustomerSessionCookie, setCustomerSessionCookie } from './customer-session.ts';
import type { SignInLimiter } from './customer-sign-in-limits.ts';
import {
  CUSTOMER_MIN_PASSWORD_LENGTH,
  USERNAME_PATTERN,
  type CustomerAccounts,
  type CustomerSession,
} from './customers.ts';

export interface CustomerRoutesOptions {
  customers: CustomerAccounts;
  hooks: CustomerHooks;
  limits: SignInLimiter;
  publicUrl: string;
}

const answer = z.object({
  success: z.boolean(),
  data: z.object({
    message: z.string(),
    /** The field a refusal is about, for the dialog to point at. */
    field: z.string().optional(),
    /** Where to go after a registration, when the owner configured a page. */
    redirect: z.string().optional(),
  }),
});
/** A refusal in the spec's shape, or the API's usual error (a malformed body, a missing nonce). */
const refusal = z.union([answer, apiErrorSchema]);
const answers = {
  200: answer,
  400: refusal,
  401: refusal,
  403: refusal,
  409: refusal,
  429: refusal,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[\p{L}]{2,63}$/u;

const customerView = z.object({ id: z.string(), username: z.string(), email: z.string() });
const captchaView = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({
    provider: z.enum(['recaptcha', 'turnstile']),
    siteKey: z.string(),
    scriptUrl: z.string(),
  }),
]);

export async function customerRoutes(app: FastifyInstance, options: CustomerRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { customers, hooks, limits, publicUrl } = options;

  const say = (
    reply: FastifyReply,
    status: keyof typeof answers,
    lang: Language,
    key: MessageKey,
    extra: { field?: string; redirect?: string; params?: Record<string, string | number> } = {},
  ) => {
    const { params, ...rest } = extra;
    return reply
      .status(status)
      .send({ success: status === 200, data: { message: translate(lang, key, params), ...rest } });
  };

  /** Starts the session: the cookie (a new token each time: rotated), then the cart's merge. */
  async function signedIn(reply: FastifyReply, session: CustomerSession) {
    const previous = reply.request.customerSessionToken();
    if (previous) await customers.signOut(previous);
    setCustomerSessionCookie(reply, session, publicUrl);
    await hooks.signedIn({
      request: reply.request,
      reply,
      customerId: session.customer.id,
      cartId: session.cartId,
      rememberCart: (cartId) => customers.rememberCart(session.customer.id, cartId),
    });
  }

  routes.get(
    '/api/customer/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in customer (or null) and the check the dialogs show',
        response: { 200: z.object({ customer: customerView.nullable(), captcha: captchaView }) },
      },
    },
    async (request) => ({
      customer: await request.currentCustomer(),
      captcha: await customers.captchaWidget(),
    }),
  );

  routes.get(
    '/api/customer/captcha',
    {
      schema: {
        tags: ['accounts'],
        summary: "A proof-of-work puzzle for the dialogs' ALTCHA widget",
        response: {
          200: z.object({
            parameters: z.record(z.string(), z.unknown()),
            signature: z.string().optional(),
          }),
        },
      },
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await customers.altchaChallenge();
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  routes.post(
    '/api/customer/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a customer (spec: uname, uemail, upass, the captcha answer)',
        body: z.object({
          uname: oneLineText(200),
          uemail: oneLineText(254),
          upass: oneLineText(1024),
          /** The confirmation, when the form has one (the dialog does). */
          upass_confirm: oneLineText(1024).optional(),
          /** ALTCHA's payload, or reCAPTCHA's / Turnstile's token. */
          captcha: z.string().max(8192).optional(),
        }),
        response: answers,
      },
      config: { visitorWrite: 'customer-registration' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = request.body;
      const username = body.uname.trim();
      const email = body.uemail.trim();
      // Spec §5, in its order.
      if (!username) return say(reply, 400, lang, 'customer.usernameRequired', { field: 'uname' });
      if (!USERNAME_PATTERN.test(username) || username.includes('@')) {
        return say(reply, 400, lang, 'customer.usernameInvalid', { field: 'uname' });
      }
      if (!email) return say(reply, 400, lang, 'customer.emailRequired', { field: 'uemail' });
      if (!EMAIL_PATTERN.test(email)) {
        return say(reply, 400, lang, 'customer.emailInvalid', { field: 'uemail' });
      }
      if (!body.upass)
        return say(reply, 400, lang, 'customer.passwordRequired', { field: 'upass' });
      if ([...body.upass].length < CUSTOMER_MIN_PASSWORD_LENGTH) {
        return say(reply, 400, lang, 'customer.passwordShort', { field: 'upass' });
      }
      if (body.upass_confirm !== undefined && body.upass_confirm !== body.upass) {
        return say(reply, 400, lang, 'customer.passwordMismatch', { field: 'upass_confirm' });
      }
      if (!body.captcha) {
        return say(reply, 400, lang, 'customer.captchaRequired', { field: 'captcha' });
      }
      if (!(await customers.verifyCaptcha(body.captcha, request.ip))) {
        return say(reply, 400, lang, 'customer.captchaFailed', { field: 'captcha' });
      }
      const outcome = await customers.register({ username, email, password: body.upass });
      if (!outcome.ok) {
        return outcome.reason === 'username_taken'
          ? say(reply, 409, lang, 'customer.usernameTaken', { field: 'uname' })
          : say(reply, 409, lang, 'customer.emailTaken', { field: 'uemail' });
      }
      request.log.info({ customerId: outcome.session.customer.id }, 'customer registered');
      await signedIn(reply, outcome.session);
      const redirect = await customers.registrationRedirect();
      return say(reply, 200, lang, 'customer.registered', redirect ? { redirect } : {});
    },
  );

  routes.post(
    '/api/customer/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign a customer in by username or email (spec: uname, upass)',
        body: z.object({ uname: oneLineText(254), upass: oneLineText(1024) }),
        response: answers,
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const login = request.body.uname.trim();
      if (!login || !request.body.upass) {
        return say(reply, 400, lang, 'customer.loginRequired', {
          field: login ? 'upass' : 'uname',
        });
      }
      const wait = await limits.take(request, login);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        request.log.info('customer sign-in throttled');
        return say(reply, 429, lang, 'customer.throttled', {
          params: { minutes: Math.max(1, Math.ceil(wait / 60)) },
        });
      }
      const outcome = await customers.signIn({ login, password: request.body.upass });
      if (!outcome.ok) {
        request.log.info({ reason: outcome.reason }, 'customer sign-in refused');
        return outcome.reason === 'disabled'
          ? say(reply, 403, lang, 'customer.disabled')
          : say(reply, 401, lang, 'customer.wrongCredentials');
      }
      request.log.info({ customerId: outcome.session.customer.id }, 'customer signed in');
      await signedIn(reply, outcome.session);
      return say(reply, 200, lang, 'customer.signedIn');
    },
  );

  routes.post(
    '/api/customer/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign the customer out: ends the session, forgets the cart in this browser',
        response: { 200: answer, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.customerSessionToken();
      const customer = await request.currentCustomer();
      if (token) await customers.signOut(token);
      clearCustomerSessionCookie(reply, publicUrl);
      if (customer) {
        await hooks.signedOut({
          request,
          reply,
          rememberCart: (cartId) => customers.rememberCart(customer.id, cartId),
        });
      }
      return say(reply, 200, requestLanguage(request), 'customer.signOut');
    },
  );

  routes.post(
    '/api/customer/password-reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a password-reset link (mailed, or kept for the owner without SMTP)',
        body: z.object({ uemail: oneLineText(254), captcha: z.string().max(8192).optional() }),
        response: answers,
      },
      config: { visitorWrite: 'customer-password-reset' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const email = request.body.uemail.trim();
      if (!email) return say(reply, 400, lang, 'customer.emailRequired', { field: 'uemail' });
      if (!EMAIL_PATTERN.test(email)) {
        return say(reply, 400, lang, 'customer.emailInvalid', { field: 'uemail' });
      }
      if (!request.body.captcha) {
        return say(reply, 400, lang, 'customer.captchaRequired', { field: 'captcha' });
      }
      if (!(await customers.verifyCaptcha(request.body.captcha, request.ip))) {
        return say(reply, 400, lang, 'customer.captchaFailed', { field: 'captcha' });
      }
      const outcome = await customers.requestPasswordReset({ email, lang });
      return say(
        reply,
        200,
        lang,
        outcome === 'sent' ? 'customer.resetSent' : 'customer.resetKept',
      );
    },
  );

  routes.post(
    '/api/customer/password-reset/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password through a reset link (good once, for an hour)',
        body: z.object({
          token: z.string().max(200),
          upass: oneLineText(1024),
          upass_confirm: oneLineText(1024).optional(),
        }),
        response: answers,
      },
      config: { visitorWrite: 'customer-password-reset' },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { token, upass, upass_confirm } = request.body;
      if (!upass) return say(reply, 400, lang, 'customer.passwordRequired', { field: 'upass' });
      if ([...upass].length < CUSTOMER_MIN_PASSWORD_LENGTH) {
        return say(reply, 400, lang, 'customer.passwordShort', { field: 'upass' });
      }
      if (upass_confirm !== undefined && upass_confirm !== upass) {
        return say(reply, 400, lang, 'customer.passwordMismatch', { field: 'upass_confirm' });
      }
      const session = await customers.resetPassword({ token, password: upass });
      if (!session) return say(reply, 400, lang, 'customer.resetInvalid', { field: 'token' });
      request.log.info({ customerId: session.customer.id }, 'customer password reset');
      await signedIn(reply, session);
      return say(reply, 200, lang, 'customer.resetDone');
    },
  );
}
