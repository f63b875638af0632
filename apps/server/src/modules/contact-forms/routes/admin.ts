// The owner API for contact forms, under /api/admin: a signed-in owner only (401 otherwise), the
// nonce hook checks every write. Forms are created and deleted here; messages are read here and
// their files downloaded (always as attachments: a visitor's file never renders in our origin).
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { ContactForm } from '../contact-form-record.ts';
import { contactFormDefinitionSchema } from '../definition-schema.ts';
import type { ContactFormsService } from '../service.ts';

const formAnswer = z.object({
  id: z.string(),
  name: z.string(),
  mail_to: z.string().nullable(),
  version: z.number(),
  definition: z.record(z.string(), z.unknown()),
  created_at: z.number(),
  updated_at: z.number(),
});

const formJson = (form: ContactForm): z.infer<typeof formAnswer> => ({
  id: form.id,
  name: form.name,
  mail_to: form.mailTo,
  version: form.version,
  definition: form.definition as unknown as Record<string, unknown>,
  created_at: form.createdAt,
  updated_at: form.updatedAt,
});

const notFound = (reply: FastifyReply, what: string) =>
  sendApiError(reply, 404, 'not_found', `No such ${what}`);

export async function contactFormAdminRoutes(
  app: FastifyInstance,
  options: { contactForms: ContactFormsService },
) {
  const { contactForms } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  ownersOnly(app);
  const tags = ['contact forms admin'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

  routes.get(
    '/api/admin/contact-forms',
    {
      schema: {
        tags,
        summary: 'Every contact form',
        response: { 200: z.object({ forms: z.array(formAnswer) }), 401: apiErrorSchema },
      },
    },
    async () => ({ forms: (await contactForms.list()).map(formJson) }),
  );

  routes.post(
    '/api/admin/contact-forms',
    {
      schema: {
        tags,
        summary: 'Create a contact form: fields with types, and rules beyond what they imply',
        body: z.object({
          name: oneLineText(200).trim().min(1),
          mail_to: z.email().nullable().default(null),
          definition: contactFormDefinitionSchema,
        }),
        response: { 201: z.object({ form: formAnswer }), ...errors },
      },
    },
    async (request, reply) => {
      const { name, mail_to: mailTo, definition } = request.body;
      const form = await contactForms.create({ name, mailTo, definition });
      return reply.status(201).send({ form: formJson(form) });
    },
  );

  routes.delete(
    '/api/admin/contact-forms/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contact form and the messages sent through it',
        params: z.object({ id: oneLineText(64).min(1) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      (await contactForms.delete(request.params.id))
        ? reply.status(204).send(null)
        : notFound(reply, 'contact form'),
  );

  routes.get(
    '/api/admin/contact-form-messages',
    {
      schema: {
        tags,
        summary: 'The newest messages sent through contact forms (200 at most)',
        response: {
          200: z.object({
            messages: z.array(
              z.object({
                id: z.string(),
                form_id: z.string(),
                form_name: z.string(),
                fields: z.record(z.string(), z.array(z.string())),
                files: z.array(z.object({ field: z.string(), name: z.string(), size: z.number() })),
                mail_state: z.string(),
                created_at: z.number(),
              }),
            ),
          }),
          401: apiErrorSchema,
        },
      },
    },
    async () => ({
      messages: (await contactForms.submissions()).map((message) => ({
        id: message.id,
        form_id: message.formId,
        form_name: message.formName,
        fields: message.fields,
        files: message.files.map(({ field, name, size }) => ({ field, name, size })),
        mail_state: message.mailState,
        created_at: message.createdAt,
      })),
    }),
  );

  routes.get(
    '/api/admin/contact-form-messages/:id/files/:index',
    {
      schema: {
        tags,
        summary: "Download one of a message's files",
        params: z.object({
          id: oneLineText(64).min(1),
          index: z.coerce.number().int().min(0).max(100),
        }),
        response: { 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await contactForms.submissionFile(request.params.id, request.params.index);
      if (!found) return notFound(reply, 'file');
      const encoded = encodeURIComponent(found.file.name);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encoded}`)
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(found.absolutePath) as never);
    },
  );
}
