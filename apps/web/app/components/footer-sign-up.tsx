// The footer's mailing-list sign-up as a module of its own, so the page's start does not carry
// the form and its validation rules: root.tsx hydrates it when it comes near the screen.
export { MailingListSignUp as default } from '@pinwheel/forms';
