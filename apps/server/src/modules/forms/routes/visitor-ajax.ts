// The visitor's side of a web form (spec §7 "Web form builder"), registered twice: under
// /api/forms for our own pages and /api/embed/forms for forms on other sites (any origin, no
// cookies, so no nonce: the token, honeypot, time trap and captcha stand guard).
//   GET  …/{id}               the form as the visitor component draws it, its settings object and
//                             a first token
//   GET  …/altcha-challenge   a challenge for the self-hosted captcha
//   POST …/ajax               multipart form data with `action`:
//        wpforms_submit           the entry (files too) plus start_timestamp and end_timestamp;
//                                 answers { success, data } (confirmation, redirect_url, new_tab,
//                                 action_required, or errors.general and errors.field)
//        wpforms_get_token        formId; answers { success, data: { token } }
//        wpforms_restricted_email form_id, field_id, email; answers { success, data: allowed }
//                                 and, when refused, message: the field's message (the lists,
//                                 then the owner's remote check URL, remote-field-check.ts)
import multipart from '@fastify/multipart';
import { isLanguage, MULTI_LINE_TEXT, webFormMessage, type Language } from '@pinwheel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { capBody } from '../../../plugins/body-cap.ts';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { StagedFile, UploadStore } from '../../contact-forms/index.ts';
import {
  WEB_FORM_BODY_MAX_BYTES,
  WEB_FORM_FIELD_MAX_BYTES,
  WEB_FORM_FILE_MAX_BYTES,
  WEB_FORM_MAX_FIELDS,
  WEB_FORM_MAX_FILES,
} from '../limits.ts';
import { failure } from '../web-form-answer.ts';
import type { VisitorForms } from '../visitor-forms.ts';

export interface VisitorRouteOptions {
  visitor: VisitorForms;
  uploads: UploadStore;
  embedded: boolean;
}

const formParams = z.object({ id: oneLineText(64).min(1) });
const langQuery = z.object({ lang: languageSchema.optional() });

const submitAnswer = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({
      entry_id: z.string(),
      confirmation: z.string().optional(),
      redirect_url: z.string().optional(),
      new_tab: z.boolean().optional(),
      action_required: z.boolean().optional(),
      payment: z
        .object({
          entry_id: z.string(),
          amount: z.number(),
          currency: z.string(),
          amount_text: z.string(),
          methods: z.array(z.enum(['bank_transfer', 'cash_on_delivery'])),
          bank_details: z.string().nullable(),
        })
        .optional(),
    }),
  }),
  z.object({
    success: z.literal(false),
    data: z.object({
      errors: z.object({
        general: z.object({
          header: z.string().optional(),
          footer: z.string().optional(),
          recaptcha: z.string().optional(),
        }),
        field: z.record(z.string(), z.string()),
      }),
    }),
  }),
  z.object({ success: z.literal(true), data: z.object({ token: z.string() }) }),
  z.object({
    success: z.literal(true),
    data: z.boolean(),
    // Beside a refusal: the field's message in the visitor's language (the owner's remote check's
    // own words when it gave some).
    message: z.string().optional(),
  }),
]);

const formAnswer = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number(),
  definition: z.record(z.string(), z.unknown()),
  settings: z.record(z.string(), z.unknown()),
  token: z.string(),
});

function languageOf(request: FastifyRequest, chosen: string | undefined): Language {
  return isLanguage(chosen) ? chosen : requestLanguage(request);
}

const notFound = (reply: FastifyReply) => sendApiError(reply, 404, 'not_found', 'No such form');

export async function visitorAjaxRoutes(app: FastifyInstance, options: VisitorRouteOptions) {
  const { visitor, uploads, embedded } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const root = embedded ? '/api/embed/forms' : '/api/forms';
  const tags = [embedded ? 'web forms (embedded)' : 'web forms'];
  await app.register(multipart, {
    limits: {
      fileSize: WEB_FORM_FILE_MAX_BYTES,
      files: WEB_FORM_MAX_FILES,
      fields: WEB_FORM_MAX_FIELDS,
      fieldSize: WEB_FORM_FIELD_MAX_BYTES,
      parts: WEB_FORM_MAX_FILES + WEB_FORM_MAX_FIELDS,
    },
    throwFileSizeLimit: false,
  });
  if (embedded) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', 'GET, POST');
        reply.header('access-control-max-age', '86400');
      }
    });
    app.options(`${root}/*`, { schema: { hide: true } }, (_request, reply) =>
      reply.status(204).send(),
    );
  }

  routes.get(
    `${root}/altcha-challenge`,
    {
      schema: {
        tags,
        summary: 'A challenge for the self-hosted captcha (ALTCHA)',
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await visitor.captchaChallenge()) as unknown as Record<string, unknown>;
    },
  );

  routes.get(
    `${root}/:id`,
    {
      schema: {
        tags,
        summary: 'A web form as the visitor component draws it, its settings and a first token',
        params: formParams,
        querystring: langQuery,
        response: { 200: formAnswer, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request, request.query.lang);
      const published = await visitor.published(request.params.id, lang, root);
      if (!published) return notFound(reply);
      reply.header('cache-control', 'no-store');
      return published as unknown as z.infer<typeof formAnswer>;
    },
  );

  routes.post(
    `${root}/ajax`,
    {
      config: { visitorWrite: 'web-form' },
      schema: {
        tags,
        summary: 'wpforms_submit, wpforms_get_token or wpforms_restricted_email (multipart)',
        consumes: ['multipart/form-data'],
        querystring: langQuery,
        response: {
          200: submitAnswer,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendApiError(
          reply,
          415,
          'unsupported_media_type',
          'Send the form as multipart/form-data',
        );
      }
      const cap = WEB_FORM_BODY_MAX_BYTES;
      const tooLarge = () =>
        sendApiError(
          reply.header('connection', 'close'),
          413,
          'payload_too_large',
          `The form data is larger than a form takes (${cap} bytes)`,
        );
      if (Number(request.headers['content-length'] ?? 0) > cap) return tooLarge();
      const lang = languageOf(request, request.query.lang);
      const parts: Record<string, string[]> = {};
      const files: StagedFile[] = [];
      const oversized = new Set<string>();
      let fieldTooLarge = false;
      const guard = capBody(request.raw, cap);
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.filename === '') {
              part.file.resume();
              continue;
            }
            const staged = await uploads.receive(
              part.fieldname,
              part.filename,
              part.file,
              () => part.file.truncated,
            );
            if (staged) files.push(staged);
            else oversized.add(part.fieldname);
          } else {
            if (part.valueTruncated) fieldTooLarge = true;
            (parts[part.fieldname] ??= []).push(String(part.value ?? ''));
          }
        }
      } catch (error) {
        await uploads.discard(files);
        if (guard.exceeded) return tooLarge();
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && status < 500) throw error;
        return sendApiError(
          reply,
          400,
          'malformed_multipart',
          'The form data is not valid multipart',
        );
      } finally {
        guard.release();
      }
      if (fieldTooLarge) {
        await uploads.discard(files);
        return sendApiError(reply, 413, 'payload_too_large', 'A field is over 64 KB');
      }
      const action = parts.action?.[0];
      const one = (name: string) => parts[name]?.[0] ?? '';
      if (action !== 'wpforms_submit') {
        await uploads.discard(files);
        if (action === 'wpforms_get_token') {
          const token = await visitor.token(one('formId'));
          return token ? { success: true as const, data: { token } } : notFound(reply);
        }
        if (action === 'wpforms_restricted_email') {
          const check = await visitor.emailCheck(
            one('form_id'),
            one('field_id'),
            one('email').trim(),
            lang,
          );
          if (!check) return notFound(reply);
          return check.message === null
            ? { success: true as const, data: true }
            : { success: true as const, data: false, message: check.message };
        }
        return sendApiError(
          reply,
          400,
          'unknown_action',
          'action must be wpforms_submit, wpforms_get_token or wpforms_restricted_email',
        );
      }
      const formId = one('wpforms[id]');
      const form = await visitor.form(formId);
      if (!form) {
        await uploads.discard(files);
        return notFound(reply);
      }
      // Checked before the rules: such bytes are never stored, whatever the field's rules.
      const refusedFields: Record<string, string> = {};
      for (const [name, values] of Object.entries(parts)) {
        if (values.some((value) => !MULTI_LINE_TEXT.test(value))) {
          refusedFields[name.replace(/^wpforms\[fields\]\[(.+)\]$/, '$1')] = webFormMessage(
            lang,
            'remote',
          );
        }
      }
      for (const name of oversized) {
        refusedFields[name.replace(/^wpforms\[fields\]\[(.+)\]$/, '$1')] = webFormMessage(
          lang,
          'fileSize',
        );
      }
      if (Object.keys(refusedFields).length > 0) {
        await uploads.discard(files);
        return failure({ header: webFormMessage(lang, 'failedHeader') }, refusedFields);
      }
      const pageUrl =
        one('page_url') ||
        (typeof request.headers.referer === 'string' ? request.headers.referer : '');
      const uuid = one('_wpfuuid');
      return visitor.submit(form, {
        parts,
        files,
        lang,
        pageUrl: pageUrl ? pageUrl.slice(0, 2000) : null,
        visitorUuid: /^[0-9a-f-]{36}$/i.test(uuid) ? uuid.toLowerCase() : null,
        remoteIp: request.ip,
      });
    },
  );
}
