// The contact form's hard limits, whatever a form's own rules say (those may only be tighter).

/** The largest file a visitor may attach, in bytes (10 MB): cut off and refused above it. */
export const CONTACT_FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Files in one submission. */
export const CONTACT_FORM_MAX_FILES = 5;
/** Text parts in one submission. */
export const CONTACT_FORM_MAX_FIELDS = 100;
/** The largest text value of one field, in bytes (64 KB). */
export const CONTACT_FORM_FIELD_MAX_BYTES = 64 * 1024;

/** Room for the boundaries and part headers of a submission (a part's are about 150 bytes). */
const CONTACT_FORM_PART_OVERHEAD_BYTES = 64 * 1024;
/** The spam traps' fields (the honeypot and the time-trap token) ride along with a form's own. */
const SPAM_TRAP_FIELDS = 2;

/**
 * The most a submission to this form can weigh: each file field's file at the hard limit (a
 * file up to it is read, so that a form's tighter size rule is answered in words), each other
 * field's text at the hard limit, the spam traps and the multipart framing. A longer body is no
 * submission a browser makes, and is refused with 413 rather than read to its end.
 */
export function contactFormBodyCap(definition: {
  fields: ReadonlyArray<{ type: string }>;
}): number {
  const files = definition.fields.filter((field) => field.type === 'file').length;
  const texts = definition.fields.length - files + SPAM_TRAP_FIELDS;
  return (
    Math.min(files, CONTACT_FORM_MAX_FILES) * CONTACT_FORM_FILE_MAX_BYTES +
    Math.min(texts, CONTACT_FORM_MAX_FIELDS) * CONTACT_FORM_FIELD_MAX_BYTES +
    CONTACT_FORM_PART_OVERHEAD_BYTES
  );
}
