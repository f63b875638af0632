// The contact form's hard limits, whatever a form's own rules say (those may only be tighter).

/** The largest file a visitor may attach, in bytes (10 MB): cut off and refused above it. */
export const CONTACT_FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Files in one submission. */
export const CONTACT_FORM_MAX_FILES = 5;
/** Text parts in one submission. */
export const CONTACT_FORM_MAX_FIELDS = 100;
/** The largest text value of one field, in bytes (64 KB). */
export const CONTACT_FORM_FIELD_MAX_BYTES = 64 * 1024;
