// The owner API for contact forms, under /api/admin: a signed-in owner only (401 otherwise), the
// nonce hook checks every write. Forms are created and deleted here; messages are read here and
// their files downloaded (always as attachments: a visitor's file never renders in our origin).
//
// Deprecated: kept one release as aliases, answering exactly as before (the pages' actions and
// the browser tests call some of them); they call the same service code and share their field
// definitions with pinwheel/v1 contact-forms and contact-forms/messages (routes/rest.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sendApiError } from '../../../plugins/errors.ts';
import { ownersOnly } from '../../../plugins/owner-session.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import type { ContactFormsService } from '../service.ts';
import {
  formAnswer,
  formBody,
  formJson,
  messageAnswer,
  messageFileParams,
  messageJson,
} from './form-schemas.ts';
import { sendMessageFile } from './message-file.ts';

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
        body: formBody,
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
        summary: 'Delete a contact form, the messages sent through it and their files',
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
            messages: z.array(messageAnswer),
          }),
          401: apiErrorSchema,
        },
      },
    },
    async () => ({ messages: (await contactForms.submissions()).map(messageJson) }),
  );

  routes.get(
    '/api/admin/contact-form-messages/:id/files/:index',
    {
      schema: {
        tags,
        summary: "Download one of a message's files",
        params: messageFileParams,
        response: { 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      if (!(await sendMessageFile(contactForms, reply, id, index))) return notFound(reply, 'file');
      return reply;
    },
  );
}
