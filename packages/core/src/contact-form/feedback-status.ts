// The contact form's answer and states (spec storefront-and-forms §3 "Contact form response", §4
// "Contact form status"). The server answers a feedback status; the browser maps it to the form's
// status, which its markup shows (a class and data-status), and moves between statuses as §4 says.
import type { InvalidField } from '../form-rules/form-schema.ts';

/** What POST /contact-forms/{id}/feedback answers as `status`. */
export type FeedbackStatus =
  | 'validation_failed'
  | 'acceptance_missing'
  | 'spam'
  | 'aborted'
  | 'mail_sent'
  | 'mail_failed'
  | 'payment_required';

/** The spec's response shape. */
export interface FeedbackAnswer {
  /** A FeedbackStatus, or a name of its own that the form shows as custom-{name}. */
  status: string;
  message: string;
  invalid_fields: Array<Pick<InvalidField, 'field' | 'message'>>;
  posted_data_hash: string;
  captcha: Record<string, string>;
  quiz: Record<string, [string, string]>;
}

/**
 * What GET /contact-forms/{id}/refill answers after the form reset: what the next message needs
 * that the last one spent, a fresh time-trap token and fresh captcha and quiz values.
 */
export interface RefillAnswer {
  /** The time-trap token the next message posts back (the schema call's `started`). */
  started: string;
  /** Captcha field name → the URL of its picture. */
  captcha: Record<string, string>;
  /** Quiz field name → [its question, the hash of its answer]. */
  quiz: Record<string, [string, string]>;
}

/** The form's own statuses (spec §4). */
export type ContactFormStatus =
  | 'init'
  | 'validating'
  | 'submitting'
  | 'invalid'
  | 'unaccepted'
  | 'spam'
  | 'aborted'
  | 'sent'
  | 'failed'
  | 'resetting'
  | 'payment-required'
  | `custom-${string}`;

const statusOfFeedback: Record<FeedbackStatus, ContactFormStatus> = {
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  payment_required: 'payment-required',
};

/** The form status an answer puts the form in; an unknown status becomes custom-{name}. */
export function formStatusOf(feedbackStatus: string): ContactFormStatus {
  if (Object.hasOwn(statusOfFeedback, feedbackStatus)) {
    return statusOfFeedback[feedbackStatus as FeedbackStatus];
  }
  // A class name and a data attribute carry it: keep it to letters, digits and hyphens.
  const name = feedbackStatus
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `custom-${name || 'unknown'}`;
}

const calmStatuses = new Set<ContactFormStatus>([
  'init',
  'validating',
  'submitting',
  'resetting',
  'sent',
]);

/** Statuses whose answer the form shows as an error, not as news (custom ones are the owner's). */
export function isErrorStatus(status: ContactFormStatus): boolean {
  return !calmStatuses.has(status) && !status.startsWith('custom-');
}
