// pinwheel/v1/forms: the owner's web forms on the platform API, as the dashboard's list and
// builder use them. Listed with their entry counts (names searched, paged); created; read with
// their version (ETag) and changed with `If-Match`, so a save over someone else's is refused
// (412 rest_edit_conflict); duplicated (a copy without entries); deleted with force=true (their
// entries and files go with them). The builder saves its work as the form's draft (`draft: true`):
// visitors keep getting the live form until a save without it publishes; DELETE …/draft discards
// it. A definition is checked by core's web-form schema: each
// problem names the field, page or part at fault (`data.details.definition`), nothing is stored.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkWebFormDefinition, webFormDefinitionSchema } from '@pinwheel/core/web-form-schema';
import { z } from 'zod';
import {
  answerVersion,
  invalidParams,
  nextVersion,
  pageQuery,
  pageWindow,
  requireVersion,
  restError,
  sendPage,
} from '../../../platform-api/index.ts';
import { nameText, oneLineText } from '../../../schemas/plain-text.ts';
import { forceQuery, refuseTrash } from '../../../schemas/rest-delete.ts';
import type { FormsService, WebFormSummary } from '../service.ts';
import type { WebForm } from '../web-form-record.ts';

const base = '/wp-json/pinwheel/v1/forms';
const idParams = z.object({ id: oneLineText(64).min(1) });

const gmt = (ms: number) => new Date(ms).toISOString().slice(0, 19);

const formSummary = z.object({
  id: z.string(),
  title: z.string(),
  entries: z.number().int().describe('how many entries visitors have sent through it'),
  fields: z.number().int().describe('how many fields it has, over all its pages'),
  pages: z.number().int(),
  date_created_gmt: z.string(),
  date_modified_gmt: z.string(),
  unpublished_changes: z
    .boolean()
    .describe('whether a draft holds changes visitors do not get until they are published'),
});

const formAnswer = formSummary.extend({
  definition: webFormDefinitionSchema.describe('the live form, as visitors get it'),
  draft: z
    .object({
      title: z.string(),
      definition: webFormDefinitionSchema,
      date_saved_gmt: z.string(),
    })
    .nullable()
    .describe('the unpublished changes the builder saved (null when there are none)'),
  version: z
    .number()
    .int()
    .describe('raised by each change of the definition; an entry records the one it was sent with'),
});

/** What the builder sends: the title, and the definition core's schema checks in the handler. */
const definitionInput = z
  .looseObject({})
  .describe('core’s WebFormDefinition (pages, fields, conditions, confirmation, notifications…)');
const formBody = z.object({
  title: nameText(200).describe('what the owner calls the form (visitors do not see it)'),
  definition: definitionInput,
});
const formChanges = formBody.partial().extend({
  draft: z
    .boolean()
    .optional()
    .describe(
      'true: keep the changes as the form’s draft, visitors still get the live form; otherwise they are published (and any draft goes)',
    ),
});

export async function ownerFormRoutes(app: FastifyInstance, options: { forms: FormsService }) {
  const { forms } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 forms'];
  const notFound = (reply: FastifyReply) =>
    restError(reply, 404, 'pinwheel_rest_form_invalid_id', 'Invalid ID.');

  const summaryJson = (form: WebForm, entries: number) => ({
    id: form.id,
    title: form.name,
    entries,
    fields: form.definition.pages.reduce((sum, page) => sum + page.fields.length, 0),
    pages: form.definition.pages.length,
    date_created_gmt: gmt(form.createdAt),
    date_modified_gmt: gmt(form.updatedAt),
    unpublished_changes: form.draft !== null,
  });
  const formJson = (form: WebForm, entries: number) => ({
    ...summaryJson(form, entries),
    definition: form.definition,
    draft: form.draft
      ? {
          title: form.draft.name,
          definition: form.draft.definition,
          date_saved_gmt: gmt(form.draft.savedAt),
        }
      : null,
    version: form.version,
  });
  const entriesOf = async (id: string) =>
    (await forms.entries(id, { limit: 1, offset: 0, order: 'desc' })).total;

  /** The definition checked, or the 400 naming every problem (then null). */
  const checked = (reply: FastifyReply, input: unknown) => {
    const check = checkWebFormDefinition(input);
    if (check.ok) return check.definition;
    void invalidParams(
      reply,
      { definition: check.problems[0] ?? 'Invalid form definition.' },
      { definition: check.problems },
    );
    return null;
  };

  routes.get(
    base,
    {
      schema: {
        tags,
        summary: 'List web forms with their entry counts (search matches their titles)',
        querystring: z.object({
          ...pageQuery,
          orderby: z.enum(['date', 'id', 'name']).default('date'),
        }),
        response: { 200: z.array(formSummary) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const page = await forms.page({ ...query, ...pageWindow(query) });
      return sendPage(
        request,
        reply,
        page.forms.map((form: WebFormSummary) => summaryJson(form, form.entryCount)),
        page.total,
      );
    },
  );

  routes.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a web form (its definition is checked; problems name the field at fault)',
        body: formBody,
        response: { 201: formAnswer },
      },
    },
    async (request, reply) => {
      const definition = checked(reply, request.body.definition);
      if (!definition) return reply;
      const form = await forms.create({ name: request.body.title, definition });
      answerVersion(reply, form.updatedAt);
      return reply.status(201).send(formJson(form, 0));
    },
  );

  routes.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Retrieve a web form with its definition (its version in the ETag)',
        params: idParams,
        response: { 200: formAnswer },
      },
    },
    async (request, reply) => {
      const form = await forms.get(request.params.id);
      if (!form) return notFound(reply);
      answerVersion(reply, form.updatedAt);
      return formJson(form, await entriesOf(form.id));
    },
  );

  routes.route({
    method: ['POST', 'PUT', 'PATCH'],
    url: `${base}/:id`,
    schema: {
      tags,
      summary:
        'Update a web form (the fields sent), live or as its draft; with If-Match, refused with 412 when it changed since',
      params: idParams,
      body: formChanges,
      response: { 200: formAnswer },
    },
    handler: async (request, reply) => {
      const before = await forms.get(request.params.id);
      if (!before) return notFound(reply);
      requireVersion(request, before.updatedAt);
      const { title, definition: input, draft } = request.body;
      const definition = input === undefined ? undefined : checked(reply, input);
      if (definition === null) return reply;
      const form = await (draft ? forms.saveDraft : forms.update).call(
        forms,
        before.id,
        {
          ...(title !== undefined ? { name: title } : {}),
          ...(definition !== undefined ? { definition } : {}),
        },
        nextVersion(before.updatedAt),
      );
      if (!form) return notFound(reply);
      answerVersion(reply, form.updatedAt);
      return formJson(form, await entriesOf(form.id));
    },
  });

  routes.delete(
    `${base}/:id/draft`,
    {
      schema: {
        tags,
        summary:
          'Discard a web form’s unpublished changes (the live form stays); with If-Match, refused with 412 when it changed since',
        params: idParams,
        response: { 200: formAnswer },
      },
    },
    async (request, reply) => {
      const before = await forms.get(request.params.id);
      if (!before) return notFound(reply);
      requireVersion(request, before.updatedAt);
      const form = await forms.discardDraft(before.id, nextVersion(before.updatedAt));
      if (!form) return notFound(reply);
      answerVersion(reply, form.updatedAt);
      return formJson(form, await entriesOf(form.id));
    },
  );

  routes.post(
    `${base}/:id/duplicate`,
    {
      schema: {
        tags,
        summary: 'Copy a web form (pages, fields and settings; no entries) as “<title> (copy)”',
        params: idParams,
        response: { 201: formAnswer },
      },
    },
    async (request, reply) => {
      const original = await forms.get(request.params.id);
      if (!original) return notFound(reply);
      const copy = await forms.duplicate(original.id, copyTitle(original.name));
      if (!copy) return notFound(reply);
      answerVersion(reply, copy.updatedAt);
      return reply.status(201).send(formJson(copy, 0));
    },
  );

  routes.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a web form for good (force=true) with its entries and their files',
        params: idParams,
        querystring: forceQuery,
        response: { 200: formSummary },
      },
    },
    async (request, reply) => {
      if (!request.query.force) return refuseTrash(reply);
      const form = await forms.get(request.params.id);
      if (!form) return notFound(reply);
      const deleted = await forms.delete(form.id);
      if (!deleted) return notFound(reply);
      return summaryJson(form, deleted.entries);
    },
  );
}

/** "Sign-up (copy)", kept within the title's length. */
export function copyTitle(title: string): string {
  const suffix = ' (copy)';
  return `${title.slice(0, 200 - suffix.length)}${suffix}`;
}
