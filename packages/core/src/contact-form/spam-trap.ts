// The contact form's two spam traps, shared by the form and the server: a honeypot field people
// never see (bots fill every input) and a time trap (a signed start time; a form sent sooner than a
// person could fill it is a bot's); and the names a captcha's or quiz's hidden half is posted by.

/** The hidden field that must stay empty. */
export const CONTACT_FORM_HONEYPOT = '_pinwheel_website';
/** The signed start time the schema call hands out and the submission returns. */
export const CONTACT_FORM_STARTED = '_pinwheel_started';
/** Milliseconds: no person fills a contact form faster. */
export const CONTACT_FORM_MIN_FILL_MS = 2000;
/**
 * A captcha or quiz an answer hands out (spec §3: `captcha`, `quiz`) travels back beside the
 * visitor's answer in a hidden field named by one of these prefixes and the field's name: the
 * captcha's challenge (its picture's file name) and the quiz's answer hash.
 */
export const CONTACT_FORM_CAPTCHA_CHALLENGE_PREFIX = '_pinwheel_captcha_challenge_';
export const CONTACT_FORM_QUIZ_ANSWER_PREFIX = '_pinwheel_quiz_answer_';
