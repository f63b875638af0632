// The web form's hard limits and anti-spam timings, whatever a form's own settings say (those
// may only be tighter).

/** The largest single file, bytes (10 MB): cut off while streaming and refused above it. */
export const WEB_FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The post maximum (spec: combined uploads must stay under it): 20 MB of files per entry. */
export const WEB_FORM_POST_MAX_BYTES = 20 * 1024 * 1024;
/** Files in one entry. */
export const WEB_FORM_MAX_FILES = 20;
/** Text parts in one entry (fields, parts of fields, the anti-spam fields). */
export const WEB_FORM_MAX_FIELDS = 400;
/** The largest text value of one part, bytes (64 KB). */
export const WEB_FORM_FIELD_MAX_BYTES = 64 * 1024;
/** The whole body: the files at the post maximum plus every text part and the framing. */
export const WEB_FORM_BODY_MAX_BYTES =
  WEB_FORM_POST_MAX_BYTES + WEB_FORM_FILE_MAX_BYTES + 2 * 1024 * 1024;

/**
 * The token's cache lifetime handed to the browser (settings): on focus, a token older than
 * this is fetched anew, with the submit button disabled meanwhile.
 */
export const WEB_FORM_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** The server takes a token for twice that: a visitor who focused just before it lapsed. */
export const WEB_FORM_TOKEN_MAX_AGE_MS = 2 * WEB_FORM_TOKEN_LIFETIME_MS;
/** Quicker than this from start to submit is no person filling a form (the time trap). */
export const WEB_FORM_MIN_FILL_MS = 3000;
