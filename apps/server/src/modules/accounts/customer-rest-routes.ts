// The owner's view of customer accounts (`/wp-json/pinwheel/v1/customers`, platform API): the list
// (search by username or email, paged as WordPress pages), one customer, closing and reopening an
// account; and the customer-account settings (`pinwheel/v1/settings/customers`): the sign-in
// check and its keys (the secret never answered), the page after registration.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageQuery,
  pageWindow,
  restError,
  restErrorSchema,
  sendPage,
} from '../../platform-api/index.ts';
import { oneLineText } from '../../schemas/plain-text.ts';
import { wpDate } from './application-password-routes.ts';
import type { CustomerAccounts } from './customers.ts';

const BASE = '/wp-json/pinwheel/v1/customers';
const SETTINGS = '/wp-json/pinwheel/v1/settings/customers';
const TAGS = ['pinwheel/v1 customers'];

const customerItem = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  date_created: z.string(),
  disabled: z.boolean(),
  /** A reset link no mail carried (no SMTP server), for the owner to pass on. */
  waiting_reset_link: z.object({ link: z.string(), expires: z.string() }).nullable(),
});
const listQuery = z.object({
  page: pageQuery.page,
  per_page: pageQuery.per_page,
  offset: pageQuery.offset,
  search: pageQuery.search,
});
const idParams = z.object({ id: z.string().max(100) });
const errors = {
  400: restErrorSchema,
  401: restErrorSchema,
  403: restErrorSchema,
  404: restErrorSchema,
};

const settingsAnswer = z.object({
  captcha_provider: z.enum(['altcha', 'recaptcha', 'turnstile']),
  captcha_site_key: z.string().nullable(),
  captcha_secret_key_saved: z.boolean(),
  registration_redirect: z.string().nullable(),
});
const settingsBody = z.object({
  captcha_provider: z.enum(['altcha', 'recaptcha', 'turnstile']),
  captcha_site_key: oneLineText(200).default(''),
  /** Empty keeps the saved secret. */
  captcha_secret_key: oneLineText(200).default(''),
  /** A path on this site ("/welcome"), or empty for none: the page reloads instead. */
  registration_redirect: oneLineText(500)
    .refine((value) => value === '' || /^\/(?!\/)[^\s]*$/.test(value), {
      message: 'A path on this site, starting with one /',
    })
    .default(''),
});

export async function customerRestRoutes(
  app: FastifyInstance,
  { customers }: { customers: CustomerAccounts },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    BASE,
    {
      schema: {
        tags: TAGS,
        summary: 'Registered customers, newest first (search: username or email)',
        querystring: listQuery,
        response: { 200: z.array(customerItem), ...errors },
      },
    },
    async (request, reply) => {
      const page = await customers.owner.list({
        search: request.query.search?.trim() || undefined,
        ...pageWindow(request.query),
      });
      const items = page.items.map((item) => ({
        id: item.id,
        username: item.username,
        email: item.email,
        date_created: wpDate(item.createdAt),
        disabled: item.disabled,
        waiting_reset_link: item.waitingResetLink
          ? { link: item.waitingResetLink.link, expires: wpDate(item.waitingResetLink.expiresAt) }
          : null,
      }));
      return sendPage(request, reply, items, page.total);
    },
  );

  api.post(
    `${BASE}/:id`,
    {
      schema: {
        tags: TAGS,
        summary: "Close (disabled: true; signs them out) or reopen a customer's account",
        params: idParams,
        body: z.object({ disabled: z.boolean() }),
        response: { 200: z.object({ id: z.string(), disabled: z.boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const found = await customers.owner.setDisabled(request.params.id, request.body.disabled);
      if (!found) {
        return restError(reply, 404, 'pinwheel_rest_customer_invalid_id', 'Invalid customer ID.');
      }
      request.log.info(
        { customerId: request.params.id, disabled: request.body.disabled },
        'customer account changed by the owner',
      );
      return { id: request.params.id, disabled: request.body.disabled };
    },
  );

  const settingsOf = async () => {
    const captcha = await customers.owner.captchaSettings();
    return {
      captcha_provider: captcha.provider,
      captcha_site_key: captcha.siteKey,
      captcha_secret_key_saved: captcha.secretKeySaved,
      registration_redirect: await customers.registrationRedirect(),
    };
  };

  api.get(
    SETTINGS,
    {
      schema: {
        tags: TAGS,
        summary: 'Customer-account settings: the sign-in check, the page after registration',
        response: { 200: settingsAnswer, ...errors },
      },
    },
    settingsOf,
  );

  api.post(
    SETTINGS,
    {
      schema: {
        tags: TAGS,
        summary: 'Save the customer-account settings (an empty secret keeps the saved one)',
        body: settingsBody,
        response: { 200: settingsAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const saved = await customers.owner.saveSettings({
        provider: body.captcha_provider,
        siteKey: body.captcha_site_key.trim(),
        secretKey: body.captcha_secret_key.trim(),
        registrationRedirect: body.registration_redirect,
      });
      if (!saved.ok) {
        return restError(reply, 400, 'rest_invalid_param', 'Enter both keys for this check.', {
          params: { [`captcha_${saved.field}`]: 'Required for this check.' },
        });
      }
      return settingsOf();
    },
  );
}
