// The visitor's side of a contact form (spec storefront-and-forms §7 "Contact form"):
//   GET  …/contact-forms/{id}/feedback/schema  the fields and rules, and a time-trap token
//   POST …/contact-forms/{id}/feedback         multipart form data (files too), judged by the same
//                                              rules; answers the spec's shape
//   GET  …/contact-forms/{id}/refill           after a reset: a fresh time-trap token, fresh captcha
//                                              and quiz values
// Registered twice: under /api/contact-forms for our own pages (nonce header required on the POST),
// and under /api/embed/contact-forms for forms embedded on other sites (no cookies, so no nonce;
// any origin may call it; the honeypot and the time trap stand guard).
import multipart from '@fastify/multipart';
import {
  CONTACT_FORM_HONEYPOT,
  CONTACT_FORM_STARTED,
  MULTI_LINE_TEXT,
  contactFormMessage,
  isLanguage,
  type FeedbackAnswer,
  type Language,
} from '@pinwheel/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { languageSchema } from '../../../schemas/language.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { schemaOf } from '../contact-form-record.ts';
import type { ContactFormsService } from '../service.ts';
import type { StagedFile, UploadStore } from '../upload-store.ts';
import {
  CONTACT_FORM_FIELD_MAX_BYTES,
  CONTACT_FORM_FILE_MAX_BYTES,
  CONTACT_FORM_MAX_FIELDS,
  CONTACT_FORM_MAX_FILES,
  contactFormBodyCap,
} from '../limits.ts';
import { capBody } from '../../../plugins/body-cap.ts';

export interface FeedbackRouteOptions {
  contactForms: ContactFormsService;
  uploads: UploadStore;
  /** Forms on other sites' pages: any origin, no nonce. */
  embedded: boolean;
}

const base = (embedded: boolean) => (embedded ? '/api/embed/contact-forms' : '/api/contact-forms');

const formParams = z.object({ id: oneLineText(64).min(1) });
const langQuery = z.object({ lang: languageSchema.optional() });

const feedbackAnswer = z.object({
  status: z.string(),
  message: z.string(),
  invalid_fields: z.array(z.object({ field: z.string(), message: z.string() })),
  posted_data_hash: z.string(),
  captcha: z.record(z.string(), z.string()),
  quiz: z.record(z.string(), z.tuple([z.string(), z.string()])),
});

const schemaAnswer = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(z.record(z.string(), z.unknown())),
  schema: z.object({
    version: z.number(),
    locale: z.string(),
    rules: z.array(z.record(z.string(), z.unknown())),
  }),
  started: z.string(),
});

/** The language of messages: the page's choice (embeds pass ?lang=), else the visitor's. */
function languageOf(request: FastifyRequest, chosen: string | undefined): Language {
  return isLanguage(chosen) ? chosen : requestLanguage(request);
}

const notFound = (reply: FastifyReply) =>
  sendApiError(reply, 404, 'not_found', 'No such contact form');

/** The rest of the body is not read: the connection closes after the answer. */
const bodyTooLarge = (reply: FastifyReply, cap: number) =>
  sendApiError(
    reply.header('connection', 'close'),
    413,
    'payload_too_large',
    `The form data is larger than this form takes (${cap} bytes)`,
  );

export async function feedbackRoutes(app: FastifyInstance, options: FeedbackRouteOptions) {
  const { contactForms, uploads, embedded } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: {
      fileSize: CONTACT_FORM_FILE_MAX_BYTES,
      files: CONTACT_FORM_MAX_FILES,
      fields: CONTACT_FORM_MAX_FIELDS,
      fieldSize: CONTACT_FORM_FIELD_MAX_BYTES,
      parts: CONTACT_FORM_MAX_FILES + CONTACT_FORM_MAX_FIELDS,
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
    app.options(`${base(embedded)}/:id/*`, { schema: { hide: true } }, (_request, reply) =>
      reply.status(204).send(),
    );
  }
  const root = base(embedded);
  const tags = [embedded ? 'contact forms (embedded)' : 'contact forms'];

  routes.get(
    `${root}/:id/feedback/schema`,
    {
      schema: {
        tags,
        summary: "A contact form's fields and rules, and its time-trap token",
        params: formParams,
        querystring: langQuery,
        response: { 200: schemaAnswer, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const form = await contactForms.get(request.params.id);
      if (!form) return notFound(reply);
      reply.header('cache-control', 'no-store');
      return {
        id: form.id,
        name: form.name,
        fields: form.definition.fields as unknown as Array<Record<string, unknown>>,
        schema: schemaOf(form, languageOf(request, request.query.lang)) as unknown as z.infer<
          typeof schemaAnswer
        >['schema'],
        started: contactForms.startedToken(form.id),
      };
    },
  );

  routes.get(
    `${root}/:id/refill`,
    {
      schema: {
        tags,
        summary: 'A fresh time-trap token and fresh captcha and quiz values, after the form reset',
        params: formParams,
        response: {
          200: z.object({
            started: z.string(),
            captcha: z.record(z.string(), z.string()),
            quiz: z.record(z.string(), z.tuple([z.string(), z.string()])),
          }),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await contactForms.get(request.params.id);
      if (!form) return notFound(reply);
      reply.header('cache-control', 'no-store');
      // The message just sent spent its token: the next one is judged from the form's reset.
      // Our forms carry no captcha or quiz yet: those keep the spec's shape, empty.
      return { started: contactForms.startedToken(form.id), captcha: {}, quiz: {} };
    },
  );

  routes.post(
    `${root}/:id/feedback`,
    {
      config: { visitorWrite: 'contact-message' },
      schema: {
        tags,
        summary: 'Send a message (multipart form data); answers status, message, invalid_fields …',
        consumes: ['multipart/form-data'],
        params: formParams,
        querystring: langQuery,
        response: {
          200: feedbackAnswer,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await contactForms.get(request.params.id);
      if (!form) return notFound(reply);
      if (!request.isMultipart()) {
        return sendApiError(
          reply,
          415,
          'unsupported_media_type',
          'Send the form as multipart/form-data',
        );
      }
      // Refused before a byte of it is read, when its length says it is over the cap.
      const cap = contactFormBodyCap(form.definition);
      if (Number(request.headers['content-length'] ?? 0) > cap) return bodyTooLarge(reply, cap);
      const lang = languageOf(request, request.query.lang);
      const fields: Record<string, string[]> = {};
      const files: StagedFile[] = [];
      const declaredTypes = new Map<string, string>();
      const oversized = new Set<string>();
      let fieldTooLarge = false;
      const guard = capBody(request.raw, cap);
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            // An empty file input posts a part with no name and no bytes: nothing was chosen.
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
            if (staged) {
              files.push(staged);
              declaredTypes.set(staged.tempPath, part.mimetype.toLowerCase());
            } else oversized.add(part.fieldname);
          } else {
            if (part.valueTruncated) fieldTooLarge = true;
            (fields[part.fieldname] ??= []).push(String(part.value ?? ''));
          }
        }
      } catch (error) {
        await uploads.discard(files);
        if (guard.exceeded) return bodyTooLarge(reply, cap);
        // Limits (413) keep their own answer; anything else the parser trips on is a broken body.
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

      const { [CONTACT_FORM_HONEYPOT]: honeypot, [CONTACT_FORM_STARTED]: started } = fields;
      const refused = (invalid: Array<{ field: string; message: string }>): FeedbackAnswer => ({
        status: 'validation_failed',
        message: contactFormMessage(lang, 'validation_failed'),
        invalid_fields: invalid,
        posted_data_hash: '',
        captcha: {},
        quiz: {},
      });
      // Checked here, before the rules: such bytes are never stored, whatever the field's rules.
      const withControls = Object.entries(fields)
        .filter(([, values]) => values.some((value) => !MULTI_LINE_TEXT.test(value)))
        .map(([field]) => ({ field, message: contactFormMessage(lang, 'control_characters') }));
      const tooLarge = [...oversized].map((field) => ({
        field,
        message: contactFormMessage(lang, 'file_too_large', {
          max: CONTACT_FORM_FILE_MAX_BYTES / (1024 * 1024),
        }),
      }));
      if (withControls.length > 0 || tooLarge.length > 0) {
        await uploads.discard(files);
        return refused([...tooLarge, ...withControls]);
      }

      const referer = request.headers.referer;
      return contactForms.submit(form, {
        fields,
        files,
        declaredTypes,
        honeypot: honeypot?.[0],
        startedToken: started?.[0],
        lang,
        pageUrl: typeof referer === 'string' ? referer.slice(0, 2000) : null,
      });
    },
  );
}
