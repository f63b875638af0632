// The mailing-list sign-up (spec popup-widget §5: first_name, last_name, email, telephone, consent,
// list_id; our own pages add the nonce): POST /api/mailing-list/subscribe from our pages (nonce
// required) and POST /api/embed/mailing-list/subscribe from other sites (any origin, no cookies).
// Checked with core's signUpSchema, the rules the form ran; the answer never says whether the
// address was on the list already.
import { isLanguage, ownerText, type Language } from '@pinwheel/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError, validationFailure } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { nameText, oneLineText } from '../../../schemas/plain-text.ts';
import { checkedSignUp } from '../checked-sign-up.ts';
import type { MailingListService } from '../service.ts';

const ticked = z
  .union([z.boolean(), z.enum(['1', 'on', 'true', 'yes', '0', 'false', ''])])
  .transform((value) => value === true || ['1', 'on', 'true', 'yes'].includes(String(value)));

const signUpBody = z.object({
  first_name: nameText(200).default(''),
  last_name: nameText(200).default(''),
  email: oneLineText(320),
  telephone: oneLineText(50).default(''),
  consent: ticked.default(false),
  list_id: oneLineText(64).min(1),
  _nonce: z.string().max(200).optional(),
});

export async function signUpRoutes(
  app: FastifyInstance,
  options: { mailingList: MailingListService; embedded: boolean },
) {
  const { mailingList, embedded } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = embedded ? '/api/embed/mailing-list/subscribe' : '/api/mailing-list/subscribe';
  if (embedded) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
    });
    app.options(path, { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '86400')
        .status(204)
        .send(),
    );
  }
  const languageOf = (request: FastifyRequest, chosen: string | undefined): Language =>
    isLanguage(chosen) ? chosen : requestLanguage(request);

  routes.get(
    embedded ? '/api/embed/mailing-list/lists/:listId' : '/api/mailing-list/lists/:listId',
    {
      schema: {
        tags: [embedded ? 'mailing list (embedded)' : 'mailing list'],
        summary: "A list's consent words, for its sign-up form",
        params: z.object({ listId: oneLineText(64).min(1) }),
        querystring: z.object({ lang: languageSchema.optional() }),
        response: {
          200: z.object({ id: z.string(), consent_text: z.string() }),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const list = await mailingList.getList(request.params.listId);
      if (!list) return sendApiError(reply, 404, 'not_found', 'No such mailing list');
      const lang = languageOf(request, request.query.lang);
      return { id: list.id, consent_text: ownerText(list.consentText, lang) };
    },
  );

  routes.post(
    path,
    {
      config: { visitorWrite: 'sign-up' },
      schema: {
        tags: [embedded ? 'mailing list (embedded)' : 'mailing list'],
        summary: 'Sign up to a mailing list; the same answer whether or not the address was on it',
        querystring: z.object({ lang: languageSchema.optional() }),
        body: signUpBody,
        response: {
          200: z.object({
            status: z.enum(['subscribed', 'confirmation_sent']),
            message: z.string(),
          }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request, request.query.lang);
      const body = request.body;
      const answer = await checkedSignUp(
        mailingList,
        {
          listId: body.list_id,
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          telephone: body.telephone,
          consent: body.consent,
        },
        { lang, source: embedded ? 'embed' : 'storefront' },
      );
      if (answer.status === 'unknown_list') {
        return sendApiError(reply, 404, 'not_found', 'No such mailing list');
      }
      if (answer.status === 'invalid') {
        const failure = validationFailure(
          answer.fields.map(({ field, message }) => ({ field, reason: message })),
        );
        return sendApiError(reply, 400, 'validation_failed', failure.message, failure.fields);
      }
      return answer;
    },
  );
}
