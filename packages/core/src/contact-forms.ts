// `@pinwheel/core/contact-forms`: what the contact form and the mailing-list sign-up share with
// the server (the rule engine, the contact form's definition, statuses and words, the sign-up's
// schema and words, the languages), without core's index and so without the app's whole message
// catalogue, which would make the contact form's one-tag embed (contact-form.js) several times
// heavier. The multi-page web form has its own such entry (`@pinwheel/core/web-forms`).
export * from './form-rules/index.ts';
export * from './contact-form/index.ts';
export * from './mailing-list/index.ts';
export { isLanguage, languages, type Language } from './messages/languages.ts';
