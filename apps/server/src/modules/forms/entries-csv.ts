// A form's entries as CSV, written a row at a time as they are read: the date sent (UTC), the
// entry's id, one column per field of the form (in its order, labelled in the owner's language),
// the values kept for fields it no longer has and the payment total (a file field's column
// names its files). Cells
// that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) are quoted
// with a leading apostrophe, as OWASP advises, so an entry cannot run code on the owner's machine.
import type { Language, WebFormDefinition } from '@pinwheel/core';
import { answerColumns, entryAnswers } from './entry-answers.ts';
import type { WebFormEntry } from './web-form-record.ts';

export interface CsvHeadings {
  date: string;
  id: string;
  other: string;
  total: string;
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The decimal text of a total in minor units, with the form currency's decimals. */
export function totalText(minor: number, decimals: number): string {
  if (decimals === 0) return String(minor);
  const per = 10 ** decimals;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / per)}.${String(abs % per).padStart(decimals, '0')}`;
}

export async function* entriesCsv(
  definition: WebFormDefinition,
  entries: AsyncIterable<WebFormEntry>,
  lang: Language,
  headings: CsvHeadings,
): AsyncGenerator<string> {
  const columns = answerColumns(definition, lang);
  const priced = definition.pages.some((page) =>
    page.fields.some((field) => field.type.startsWith('payment-')),
  );
  // A byte-order mark: spreadsheet programs then read the file as UTF-8 (Hebrew stays Hebrew).
  yield '\ufeff';
  yield row([
    headings.date,
    headings.id,
    ...columns.map((column) => column.label),
    headings.other,
    ...(priced ? [headings.total] : []),
  ]);
  const columnIds = new Set(columns.map((column) => column.fieldId));
  for await (const entry of entries) {
    const answers = entryAnswers(definition, entry, lang);
    const byField = new Map(answers.map((answer) => [answer.fieldId, answer.value]));
    const other = answers
      .filter((answer) => !columnIds.has(answer.fieldId))
      .map((answer) => `${answer.label}: ${answer.value}`)
      .join('; ');
    yield row([
      new Date(entry.createdAt).toISOString().slice(0, 19).replace('T', ' '),
      entry.id,
      ...columns.map((column) => byField.get(column.fieldId) ?? ''),
      other,
      ...(priced ? [totalText(entry.total, definition.currency.decimals)] : []),
    ]);
  }
}
