// Leads as a CSV file that opens correctly in a spreadsheet: UTF-8 with a byte-order mark (Excel
// reads Hebrew right only with it), CRLF rows, every cell quoted, and formula injection
// neutralised: a cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or
// carriage return) starts with an apostrophe, the OWASP advice. Visitor text stays text.
import type { LeadView } from './lead-views.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised, then quoted with inner quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const text = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : Array.isArray(value)
      ? value.join(', ')
      : String(value);

const FIXED = [
  'created_at',
  'kind',
  'email',
  'consent',
  'country',
  'page_url',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'popup_id',
  'lead_id',
] as const;

export function leadsCsv(leads: readonly LeadView[]): string {
  const fieldNames = [...new Set(leads.flatMap((lead) => Object.keys(lead.fields)))].sort();
  const header = [...FIXED, ...fieldNames.map((name) => `field:${name}`)];
  const rows = leads.map((lead) => [
    new Date(lead.createdAt).toISOString(),
    lead.kind,
    lead.email ?? '',
    lead.consent === null ? '' : lead.consent ? 'yes' : 'no',
    lead.country,
    lead.pageUrl,
    lead.referrer,
    lead.utm.utm_source ?? '',
    lead.utm.utm_medium ?? '',
    lead.utm.utm_campaign ?? '',
    lead.popupId,
    lead.id,
    ...fieldNames.map((name) => text(lead.fields[name])),
  ]);
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
