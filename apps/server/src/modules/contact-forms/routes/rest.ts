// pinwheel/v1 contact forms and the messages sent through them on the platform API: forms listed,
// created, changed (a new definition raises the form's version) and deleted with force=true (their
// messages go with them); messages listed newest first (by form too), one read, its files
// downloaded as attachments, one deleted with force=true (its files with it). The same service
// calls as the deprecated /api/admin aliases.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, pageWindow, restError, sendPage } from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import type { ContactFormsService } from '../service.ts';
import {
  formAnswer,
  formBody,
  formChanges,
  formJson,
  messageAnswer,
  messageFileParams,
  messageJson,
} from './form-schemas.ts';
import { sendMessageFile } from './message-file.ts';

const base = '/wp-json/pinwheel/v1/contact-forms';
const idParams = z.object({ id: oneLineText(64).min(1) });

const formNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_contact_form_invalid_id', 'Invalid ID.');
const messageNotFound = (reply: FastifyReply) =>
  restError(reply, 404, 'pinwheel_rest_contact_message_invalid_id', 'Invalid ID.');

export async function contactFormRestRoutes(
  app: FastifyInstance,
  options: { contactForms: ContactFormsService },
) {
  const { contactForms } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 contact forms'];
  const messageTags = ['pinwheel/v1 contact form messages'];

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: 'List contact forms (search matches their names)',
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date', 'id', 'name']).default('date'),
        }),
        response: { 200: z.array(formAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { forms, total } = await contactForms.page({ ...query, ...pageWindow(query) });
      return sendPage(request, reply, forms.map(formJson), total);
    },
  );

  routes.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a contact form: fields with types, and rules beyond what they imply',
        body: formBody,
        response: { 201: formAnswer },
      },
    },
    async (request, reply) => {
      const { name, mail_to: mailTo, definition } = request.body;
      const form = await contactForms.create({ name, mailTo, definition });
      return reply.status(201).send(formJson(form));
    },
  );

  routes.get(
    `${base}/messages`,
    {
      schema: {
        tags: messageTags,
        summary: 'List messages sent through contact forms, newest first (search matches fields)',
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date']).default('date'),
          form: oneLineText(64).optional().describe('Only the messages sent through this form'),
        }),
        response: { 200: z.array(messageAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { submissions, total } = await contactForms.pageSubmissions(query.form, {
        ...query,
        ...pageWindow(query),
      });
      return sendPage(request, reply, submissions.map(messageJson), total);
    },
  );

  routes.get(
    `${base}/messages/:id`,
    {
      schema: {
        tags: messageTags,
        summary: 'Retrieve a message',
        params: idParams,
        response: { 200: messageAnswer },
      },
    },
    async (request, reply) => {
      const message = await contactForms.submission(request.params.id);
      return message ? messageJson(message) : messageNotFound(reply);
    },
  );

  routes.delete(
    `${base}/messages/:id`,
    {
      schema: {
        tags: messageTags,
        summary: 'Delete a message for good (force=true) with its files; answers it as it was',
        params: idParams,
        querystring: forceQuery,
        response: { 200: messageAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const message = await contactForms.submission(request.params.id);
      if (!message || !(await contactForms.deleteSubmission(message.id))) {
        return messageNotFound(reply);
      }
      return messageJson(message);
    },
  );

  routes.get(
    `${base}/messages/:id/files/:index`,
    {
      schema: {
        tags: messageTags,
        summary: "Download one of a message's files (always as an attachment)",
        params: messageFileParams,
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      if (!(await sendMessageFile(contactForms, reply, id, index))) {
        return restError(reply, 404, 'pinwheel_rest_contact_message_file_invalid', 'Invalid file.');
      }
      return reply;
    },
  );

  routes.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Retrieve a contact form',
        params: idParams,
        response: { 200: formAnswer },
      },
    },
    async (request, reply) => {
      const form = await contactForms.get(request.params.id);
      return form ? formJson(form) : formNotFound(reply);
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/:id`,
    schema: {
      tags,
      summary: 'Update a contact form (only the fields sent; a new definition raises its version)',
      params: idParams,
      body: formChanges,
      response: { 200: formAnswer },
    },
    handler: async (request, reply) => {
      const { name, mail_to: mailTo, definition } = request.body;
      const form = await contactForms.update(request.params.id, {
        ...(name !== undefined ? { name } : {}),
        ...(mailTo !== undefined ? { mailTo } : {}),
        ...(definition !== undefined ? { definition } : {}),
      });
      return form ? formJson(form) : formNotFound(reply);
    },
  });

  routes.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary:
          'Delete a contact form for good (force=true), the messages sent through it and their files',
        params: idParams,
        querystring: forceQuery,
        response: { 200: formAnswer },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const form = await contactForms.get(request.params.id);
      if (!form || !(await contactForms.delete(form.id))) return formNotFound(reply);
      return formJson(form);
    },
  );
}
