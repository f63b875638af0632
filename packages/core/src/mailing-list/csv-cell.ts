// One CSV cell, written so a spreadsheet neither splits it nor runs it: quoted when it holds a
// comma, quote or line break, and a cell a spreadsheet would read as a formula (=, +, -, @, tab,
// carriage return) starts with an apostrophe (OWASP's CSV injection advice).
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: a header row and data rows, CRLF line ends (RFC 4180). */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
