// The contact form's one state object and its moves (spec storefront-and-forms §4). Every change
// the form goes through is one named action here, so the statuses' order can be read in one place:
// validating → refused (invalid, unaccepted, failed, spam …) | submitting → reset → refilled (sent).
import type { ContactFormStatus, RefillAnswer } from '@pinwheel/core/contact-forms';

/** Field name → the message shown beside it; a name that is no field is a group's error. */
export type Invalid = Record<string, string>;

/** The captcha and quiz an answer handed out (spec §3), drawn before the send button. */
export type Challenges = Pick<RefillAnswer, 'captcha' | 'quiz'>;

export interface ContactFormState {
  status: ContactFormStatus;
  invalid: Invalid;
  /** The answer's words: the response area shows them, the status line reads them out. */
  message: string;
  /** Acceptance boxes by name: send waits for the required ones. */
  ticked: Record<string, boolean>;
  /** What each field with a length limit holds, for its counter. */
  counts: Record<string, string>;
  /** The time-trap token the next message posts back. */
  started: string;
  challenges: Challenges;
  /**
   * How many times a sent form was emptied: its inputs are drawn anew each time. A form.reset()
   * would empty them behind React's back, and React, still taking a ticked box for ticked, would
   * miss the visitor's next tick: the next message's send button would stay disabled.
   */
  resets: number;
}

export type ContactFormAction =
  | { type: 'validating' }
  /** The form's own rules or the server refused it, or it never reached the server. */
  | { type: 'refused'; status: ContactFormStatus; invalid: Invalid; message: string }
  | { type: 'submitting' }
  /** Sent: the form empties itself (§4 resetting) and keeps the server's thanks. */
  | { type: 'reset'; message: string }
  /** The refill call answered (or could not: then the spent token stays), restoring sent. */
  | { type: 'refilled'; answer: RefillAnswer | null }
  /** An answer's captcha and quiz, which replace those of the same names. */
  | { type: 'challenged'; challenges: Challenges }
  /** One field checked as it was left: its tip, and any group tip it decides, replaced. */
  | { type: 'checked'; field: string; invalid: Invalid }
  | { type: 'ticked'; field: string; checked: boolean }
  | { type: 'counted'; field: string; value: string };

export function initialContactFormState(started: string): ContactFormState {
  return {
    status: 'init',
    invalid: {},
    message: '',
    ticked: {},
    counts: {},
    started,
    challenges: { captcha: {}, quiz: {} },
    resets: 0,
  };
}

function withChallenges(before: Challenges, given: Challenges): Challenges {
  return {
    captcha: { ...before.captcha, ...given.captcha },
    quiz: { ...before.quiz, ...given.quiz },
  };
}

export function contactFormReducer(
  state: ContactFormState,
  action: ContactFormAction,
): ContactFormState {
  switch (action.type) {
    case 'validating':
      return { ...state, status: 'validating' };
    case 'refused':
      return { ...state, status: action.status, invalid: action.invalid, message: action.message };
    case 'submitting':
      return { ...state, status: 'submitting', message: '' };
    case 'reset':
      return {
        ...state,
        status: 'resetting',
        invalid: {},
        message: action.message,
        ticked: {},
        counts: {},
        resets: state.resets + 1,
      };
    case 'refilled':
      return action.answer
        ? {
            ...state,
            status: 'sent',
            started: action.answer.started,
            challenges: withChallenges(state.challenges, action.answer),
          }
        : { ...state, status: 'sent' };
    case 'challenged':
      return { ...state, challenges: withChallenges(state.challenges, action.challenges) };
    case 'checked': {
      const invalid = { ...state.invalid };
      delete invalid[action.field];
      return { ...state, invalid: { ...invalid, ...action.invalid } };
    }
    case 'ticked':
      return { ...state, ticked: { ...state.ticked, [action.field]: action.checked } };
    case 'counted':
      return { ...state, counts: { ...state.counts, [action.field]: action.value } };
  }
}

/** While these last, the form is working and sending again is refused. */
export function isBusy(status: ContactFormStatus): boolean {
  return status === 'validating' || status === 'submitting' || status === 'resetting';
}
