// An entry's answers as the owner reads them (the entries page, the CSV): one line per field of
// the form, in the form's order, with the field's label and the value in words in the owner's
// language: a choice's label rather than its id, an address in one line, a quantity after its
// item, only the last four digits of a card number; a password is never shown. Values kept for
// fields the form no longer has come last, under their ids, so nothing a visitor sent is hidden.
import {
  addressParts,
  allFields,
  filledValues,
  partKey,
  type Language,
  type LocalText,
  type WebFormDefinition,
  type WebFormField,
  type WebFormValues,
} from '@pinwheel/core';
import type { WebFormEntry } from './web-form-record.ts';

export interface EntryAnswer {
  fieldId: string;
  label: string;
  value: string;
}

/** The words in a language, else in the other one, else the fallback. */
export function wordsOf(text: LocalText | undefined, lang: Language, fallback: string): string {
  return text?.[lang] || text?.en || text?.he || fallback;
}

function choiceWords(field: WebFormField, ids: readonly string[], lang: Language): string[] {
  if (!('choices' in field)) return [...ids];
  return ids.map((id) => {
    const choice = field.choices.find((one) => one.id === id);
    return choice ? wordsOf(choice.label, lang, id) : id;
  });
}

/** The keys a field's value is kept under (its own id and the ids of its parts). */
function keysOf(field: WebFormField): string[] {
  switch (field.type) {
    case 'address':
      return addressParts.map((part) => partKey(field.id, part));
    case 'email':
    case 'password':
      return [field.id, partKey(field.id, 'confirm')];
    case 'payment-single':
    case 'payment-select':
      return [field.id, partKey(field.id, 'quantity')];
    default:
      return [field.id];
  }
}

function valueWords(
  field: WebFormField,
  values: WebFormValues,
  entry: WebFormEntry,
  lang: Language,
): string | null {
  const own = filledValues(values, field.id);
  switch (field.type) {
    case 'password':
      return null;
    case 'payment-total':
      return null;
    case 'card-number':
      return own.length > 0 ? `•••• ${own[0]!.replace(/\D/g, '').slice(-4)}` : '';
    case 'address':
      return addressParts
        .map((part) => filledValues(values, partKey(field.id, part))[0])
        .filter((part): part is string => Boolean(part))
        .join(', ');
    case 'file':
      return entry.files
        .filter((file) => file.field === field.id)
        .map((file) => file.name)
        .join(', ');
    case 'select':
    case 'radio':
    case 'checkboxes':
    case 'payment-multiple':
      return choiceWords(field, own, lang).join(', ');
    case 'payment-select':
    case 'payment-single': {
      const words = field.type === 'payment-select' ? choiceWords(field, own, lang) : own;
      const quantity = filledValues(values, partKey(field.id, 'quantity'))[0];
      const item = words.join(', ');
      return field.quantity && quantity && item ? `${item} × ${quantity}` : item;
    }
    default:
      return own.join(', ');
  }
}

export function entryAnswers(
  definition: WebFormDefinition,
  entry: WebFormEntry,
  lang: Language,
): EntryAnswer[] {
  const answers: EntryAnswer[] = [];
  const known = new Set<string>();
  for (const field of allFields(definition)) {
    for (const key of keysOf(field)) known.add(key);
    const value = valueWords(field, entry.fields, entry, lang);
    if (value === null || value === '') continue;
    answers.push({ fieldId: field.id, label: wordsOf(field.label, lang, field.id), value });
  }
  for (const [key, list] of Object.entries(entry.fields)) {
    if (known.has(key)) continue;
    const value = list
      .map((one) => one.trim())
      .filter(Boolean)
      .join(', ');
    if (value !== '') answers.push({ fieldId: key, label: key, value });
  }
  return answers;
}

/** The columns of a CSV of this form: its fields (passwords and the total aside), then any
 *  kept value keys its current definition no longer has. */
export function answerColumns(
  definition: WebFormDefinition,
  lang: Language,
): { fieldId: string; label: string }[] {
  return allFields(definition)
    .filter((field) => field.type !== 'password' && field.type !== 'payment-total')
    .map((field) => ({ fieldId: field.id, label: wordsOf(field.label, lang, field.id) }));
}
