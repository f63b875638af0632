// The contact form's two spam traps, shared by the form and the server: a honeypot field people
// never see (bots fill every input) and a time trap (a signed start time; a form sent sooner than a
// person could fill it is a bot's).

/** The hidden field that must stay empty. */
export const CONTACT_FORM_HONEYPOT = '_pinwheel_website';
/** The signed start time the schema call hands out and the submission returns. */
export const CONTACT_FORM_STARTED = '_pinwheel_started';
/** Milliseconds: no person fills a contact form faster. */
export const CONTACT_FORM_MIN_FILL_MS = 2000;
