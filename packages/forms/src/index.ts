// Public surface of @pinwheel/forms: the form components and their REST helpers.
export { ContactForm, type ContactFormProps } from './contact-form.tsx';
export type { ContactFormEndpoint, PublishedContactForm } from './contact-form-client.ts';
export {
  restRequest,
  restRequestInit,
  METHOD_OVERRIDE_HEADER,
  type RestOptions,
} from './rest-request.ts';
export { MailingListSignUp, type MailingListSignUpProps } from './mailing-list-sign-up.tsx';
