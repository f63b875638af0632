// Public surface of @pinwheel/forms: the form components. Their calls go through
// @pinwheel/client's transport (forms-api.ts).
export { ContactForm, type ContactFormProps } from './contact-form.tsx';
export type { ContactFormEndpoint, PublishedContactForm } from './contact-form-client.ts';
export { MailingListSignUp, type MailingListSignUpProps } from './mailing-list-sign-up.tsx';
export { WebForm, type WebFormProps } from './web-form/web-form.tsx';
export type { PublishedWebForm, WebFormEndpoint } from './web-form/web-form-client.ts';
export { previewWebForm, type PreviewOptions } from './web-form/preview.ts';
