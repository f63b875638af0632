// pinwheel/v1/forms/{id}/entries and forms/entries/{id}: what visitors sent through the owner's
// web forms, for the dashboard's entries page. Listed newest first (every value searched, paged),
// one read, each answer in words in the language asked for (entry-answers.ts); an entry's file
// downloaded by the owner only, always as an attachment (a visitor's file never renders in our
// origin); and the form's entries as CSV (entries-csv.ts), streamed as they are read.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { translate, type WebFormDefinition } from '@pinwheel/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, pageWindow, restError, sendPage } from '../../../platform-api/index.ts';
import { oneLineText } from '../../../schemas/plain-text.ts';
import { entriesCsv, totalText } from '../entries-csv.ts';
import { entryAnswers, wordsOf } from '../entry-answers.ts';
import type { FormsService } from '../service.ts';
import type { WebFormEntry } from '../web-form-record.ts';

const idParams = z.object({ id: oneLineText(64).min(1) });
const langQuery = z
  .enum(['en', 'he'])
  .default('en')
  .describe('the language labels and choices are given in');

const entryAnswer = z.object({
  id: z.string(),
  form_id: z.string(),
  date_created_gmt: z.string(),
  answers: z.array(
    z.object({
      field_id: z.string(),
      label: z.string(),
      value: z.string().describe('in words: choices by their labels, an address in one line'),
    }),
  ),
  files: z.array(
    z.object({
      index: z.number().int().describe('its place in the entry’s files (the download address)'),
      name: z.string(),
      size: z.number().int().describe('bytes'),
      type: z.string(),
      field_id: z.string(),
      field_label: z.string(),
    }),
  ),
  payment_total: z
    .string()
    .nullable()
    .describe('computed by the server, in the form’s currency; null for a form without prices'),
  currency: z.string(),
  payment_state: z.enum(['none', 'pending', 'paid']),
  lang: z.string().describe('the language the visitor filled the form in'),
  page_url: z.string().nullable().describe('the page the form was sent from'),
});

export async function ownerEntryRoutes(app: FastifyInstance, options: { forms: FormsService }) {
  const { forms } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pinwheel/v1 form entries'];
  const formNotFound = (reply: FastifyReply) =>
    restError(reply, 404, 'pinwheel_rest_form_invalid_id', 'Invalid ID.');
  const entryNotFound = (reply: FastifyReply) =>
    restError(reply, 404, 'pinwheel_rest_form_entry_invalid_id', 'Invalid ID.');

  const entryJson = (entry: WebFormEntry, definition: WebFormDefinition, lang: 'en' | 'he') => {
    const fieldsById = new Map(
      definition.pages.flatMap((page) => page.fields).map((field) => [field.id, field]),
    );
    const priced = entry.orderLines.length > 0 || entry.total > 0;
    return {
      id: entry.id,
      form_id: entry.formId,
      date_created_gmt: new Date(entry.createdAt).toISOString().slice(0, 19),
      answers: entryAnswers(definition, entry, lang)
        .filter((answer) => fieldsById.get(answer.fieldId)?.type !== 'file')
        .map((answer) => ({ field_id: answer.fieldId, label: answer.label, value: answer.value })),
      files: entry.files.map((file, index) => ({
        index,
        name: file.name,
        size: file.size,
        type: file.type,
        field_id: file.field,
        field_label: wordsOf(fieldsById.get(file.field)?.label, lang, file.field),
      })),
      payment_total: priced ? totalText(entry.total, definition.currency.decimals) : null,
      currency: entry.currency,
      payment_state: entry.paymentState,
      lang: entry.lang,
      page_url: entry.pageUrl,
    };
  };

  routes.get(
    '/wp-json/pinwheel/v1/forms/:id/entries',
    {
      schema: {
        tags,
        summary: 'List the entries sent through a web form, newest first (search matches answers)',
        params: idParams,
        querystring: z.object({ ...pageQuery, lang: langQuery }),
        response: { 200: z.array(entryAnswer) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const form = await forms.get(request.params.id);
      if (!form) return formNotFound(reply);
      const { entries, total } = await forms.entries(form.id, { ...query, ...pageWindow(query) });
      return sendPage(
        request,
        reply,
        entries.map((entry) => entryJson(entry, form.definition, query.lang)),
        total,
      );
    },
  );

  routes.get(
    '/wp-json/pinwheel/v1/forms/entries/:id',
    {
      schema: {
        tags,
        summary: 'Retrieve one entry with its answers and files',
        params: idParams,
        querystring: z.object({ lang: langQuery }),
        response: { 200: entryAnswer },
      },
    },
    async (request, reply) => {
      const entry = await forms.entry(request.params.id);
      const form = entry ? await forms.get(entry.formId) : null;
      if (!entry || !form) return entryNotFound(reply);
      return entryJson(entry, form.definition, request.query.lang);
    },
  );

  routes.get(
    '/wp-json/pinwheel/v1/forms/entries/:id/files/:index',
    {
      schema: {
        tags,
        summary: "Download one of an entry's files (always as an attachment)",
        params: z.object({
          id: oneLineText(64).min(1),
          index: z.coerce.number().int().min(0).max(1000),
        }),
      },
    },
    async (request, reply) => {
      const entry = await forms.entry(request.params.id);
      const file = entry?.files[request.params.index];
      const stored = file ? forms.entryFilePath(file) : null;
      if (!file || !stored || !fs.existsSync(stored)) {
        return restError(reply, 404, 'pinwheel_rest_form_entry_file_invalid', 'Invalid file.');
      }
      return reply
        .header('content-type', 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(stored));
    },
  );

  routes.get(
    '/wp-json/pinwheel/v1/forms/:id/entries.csv',
    {
      schema: {
        tags,
        summary: "A web form's entries as CSV, oldest first (search limits them as in the list)",
        params: idParams,
        querystring: z.object({ search: pageQuery.search, lang: langQuery }),
      },
    },
    async (request, reply) => {
      const { search, lang } = request.query;
      const form = await forms.get(request.params.id);
      if (!form) return formNotFound(reply);
      const rows = entriesCsv(form.definition, everyEntry(forms, form.id, search), lang, {
        date: translate(lang, 'adminForms.csv.date'),
        id: translate(lang, 'adminForms.csv.id'),
        other: translate(lang, 'adminForms.csv.other'),
        total: translate(lang, 'adminForms.csv.total'),
      });
      const name = `${form.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'form'}-entries.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store')
        .send(Readable.from(rows));
    },
  );
}

/** Every entry of the form (those the search matches), oldest first, read 500 at a time. */
async function* everyEntry(
  forms: FormsService,
  formId: string,
  search: string | undefined,
): AsyncGenerator<WebFormEntry> {
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const { entries } = await forms.entries(formId, {
      limit: batch,
      offset,
      order: 'asc',
      ...(search ? { search } : {}),
    });
    yield* entries;
    if (entries.length < batch) return;
  }
}
