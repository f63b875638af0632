// The builder's working copy of a form and the small pure steps it is edited by: a new field of a
// type (with an id no other field has), pages added and removed, a field moved between pages, the
// owner's words in one language, and the API's refusal turned into messages beside the fields
// they name. Also the owner API's shapes the dashboard reads (a form, an entry) and the addresses
// of an entry's file and the CSV, which the browser downloads itself (so they carry the nonce).
import type { AnswerOf, Operation, PinwheelClient } from '@pinwheel/client';
import {
  allFields,
  type Language,
  type LocalText,
  type WebFormDefinition,
  type WebFormField,
  type WebFormFieldType,
  type WebFormPage,
} from '@pinwheel/core';

export type OwnerForm = AnswerOf<Operation<'/wp-json/pinwheel/v1/forms/{id}', 'get'>>;
export type OwnerEntry = AnswerOf<
  Operation<'/wp-json/pinwheel/v1/forms/{id}/entries', 'get'>
>[number];

/** What the builder saves: `POST /forms` and `PUT /forms/{id}` take it as it is. */
export interface FormDraft {
  title: string;
  definition: WebFormDefinition;
}

/**
 * The body of a save. The API documents the definition as an object and checks it with core's
 * schema itself (its problems name the fields), so the typed client takes it as one.
 */
export function bodyOf(draft: FormDraft): { title: string; definition: Record<string, unknown> } {
  return {
    title: draft.title,
    definition: draft.definition as unknown as Record<string, unknown>,
  };
}

/** The field types in the order the "Add a field" list offers them, grouped. */
export const FIELD_TYPE_GROUPS: ReadonlyArray<{
  group: 'basic' | 'choices' | 'more' | 'payment';
  types: WebFormFieldType[];
}> = [
  { group: 'basic', types: ['text', 'textarea', 'email', 'url', 'number', 'phone'] },
  { group: 'choices', types: ['select', 'radio', 'checkboxes'] },
  { group: 'more', types: ['address', 'date', 'time', 'file', 'password', 'card-number'] },
  {
    group: 'payment',
    types: ['payment-single', 'payment-multiple', 'payment-select', 'payment-total'],
  },
];

/** The words in one language ('' when the owner has written none there yet). */
export function wordsIn(text: LocalText | undefined, lang: Language): string {
  return text?.[lang] ?? '';
}

/** The text with one language's words replaced (an emptied language is dropped). */
export function withWords(text: LocalText | undefined, lang: Language, words: string): LocalText {
  const next: LocalText = { ...text };
  if (words === '') delete next[lang];
  else next[lang] = words;
  return next;
}

/** What a field is called in the builder: its label, else its id. */
export function fieldName(field: WebFormField, lang: Language): string {
  return field.label[lang] || field.label.en || field.label.he || field.id;
}

/** An id like `email`, `email-2`, … that none of `taken` is. */
export function freshId(base: string, taken: ReadonlySet<string>): string {
  const stem = base.replace(/[^a-z0-9_-]/gi, '-').replace(/^[^a-z]+/i, '') || 'field';
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** Every id used in the form (fields and pages), for freshId. */
export function takenIds(definition: WebFormDefinition): Set<string> {
  return new Set([
    ...allFields(definition).map((field) => field.id),
    ...definition.pages.map((page) => page.id),
  ]);
}

/** A new field of the type with the label given, ready to save as it is. */
export function newField(
  type: WebFormFieldType,
  id: string,
  label: LocalText,
  choiceLabels: (n: number) => LocalText,
): WebFormField {
  const base = { id, label, required: false };
  const choices = [1, 2].map((n) => ({ id: `choice-${n}`, label: choiceLabels(n) }));
  switch (type) {
    case 'select':
    case 'radio':
    case 'checkboxes':
      return { ...base, type, choices };
    case 'time':
      return { ...base, type, format: '24h' };
    case 'payment-single':
      return { ...base, type, priceType: 'fixed', price: 10 };
    case 'payment-multiple':
    case 'payment-select':
      return {
        ...base,
        type,
        choices: choices.map((choice, index) => ({ ...choice, price: (index + 1) * 10 })),
      };
    case 'payment-total':
      return { ...base, type, summary: true };
    default:
      return { ...base, type } as WebFormField;
  }
}

/** The definition with one page's fields replaced. */
export function withPage(
  definition: WebFormDefinition,
  pageId: string,
  change: (page: WebFormPage) => WebFormPage,
): WebFormDefinition {
  return {
    ...definition,
    pages: definition.pages.map((page) => (page.id === pageId ? change(page) : page)),
  };
}

/** The definition with one field replaced, wherever it is. */
export function withField(definition: WebFormDefinition, field: WebFormField): WebFormDefinition {
  return {
    ...definition,
    pages: definition.pages.map((page) => ({
      ...page,
      fields: page.fields.map((one) => (one.id === field.id ? field : one)),
    })),
  };
}

/**
 * The definition without the field; conditions that tested it are dropped with it (a condition on
 * a field that is gone would make the form unsaveable), and so is a notification's reply-to.
 */
export function withoutField(definition: WebFormDefinition, fieldId: string): WebFormDefinition {
  const pages = definition.pages.map((page) => ({
    ...page,
    fields: page.fields
      .filter((field) => field.id !== fieldId)
      .map((field) => {
        if (!field.conditions) return field;
        const groups = field.conditions.groups
          .map((group) => group.filter((condition) => condition.field !== fieldId))
          .filter((group) => group.length > 0);
        const { conditions, ...rest } = field;
        return (
          groups.length > 0 ? { ...rest, conditions: { ...conditions, groups } } : rest
        ) as WebFormField;
      }),
  }));
  const notifications = definition.notifications.map((notification) => {
    if (notification.replyToField !== fieldId) return notification;
    const { replyToField: _dropped, ...rest } = notification;
    return rest;
  });
  return { ...definition, pages, notifications };
}

/** The definition with the field moved to the end of another page. */
export function movedToPage(
  definition: WebFormDefinition,
  fieldId: string,
  pageId: string,
): WebFormDefinition {
  const field = allFields(definition).find((one) => one.id === fieldId);
  if (!field) return definition;
  return {
    ...definition,
    pages: definition.pages.map((page) => {
      const fields = page.fields.filter((one) => one.id !== fieldId);
      return { ...page, fields: page.id === pageId ? [...fields, field] : fields };
    }),
  };
}

/**
 * The API's refusal of a definition, by where it belongs: a message that names a field
 * (`Field "email" …`) goes beside that field, one that names a page beside the page, the rest
 * above the form.
 */
export interface DraftProblems {
  fields: Record<string, string[]>;
  pages: Record<string, string[]>;
  general: string[];
}

export function problemsByPlace(messages: readonly string[]): DraftProblems {
  const problems: DraftProblems = { fields: {}, pages: {}, general: [] };
  for (const message of messages) {
    const field = /^Field "([^"]+)"/.exec(message);
    const page = /^Page "([^"]+)"/.exec(message);
    if (field) (problems.fields[field[1]!] ??= []).push(message);
    else if (page) (problems.pages[page[1]!] ??= []).push(message);
    else problems.general.push(message);
  }
  return problems;
}

/** A download address the browser opens itself: the owner's nonce goes in the query. */
function withNonce(client: PinwheelClient, path: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams(query);
  const nonce = client.getNonce();
  if (nonce) params.set('_wpnonce', nonce);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export function entryFileHref(client: PinwheelClient, entryId: string, index: number): string {
  return withNonce(
    client,
    `/wp-json/pinwheel/v1/forms/entries/${encodeURIComponent(entryId)}/files/${index}`,
  );
}

export function entriesCsvHref(client: PinwheelClient, formId: string, search: string): string {
  return withNonce(
    client,
    `/wp-json/pinwheel/v1/forms/${encodeURIComponent(formId)}/entries.csv`,
    search ? { search } : {},
  );
}
