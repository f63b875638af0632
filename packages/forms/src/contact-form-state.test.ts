// The contact form's moves after a message is sent, as the visitor would see them: the form
// empties, the refill's answer restores sent, and what the next message carries.
import { describe, expect, it } from 'vitest';
import {
  contactFormReducer,
  initialContactFormState,
  type ContactFormState,
} from './contact-form-state.ts';

const sentAndReset = (): ContactFormState => {
  let state = initialContactFormState('first.token');
  state = contactFormReducer(state, { type: 'ticked', field: 'terms', checked: true });
  state = contactFormReducer(state, { type: 'counted', field: 'message', value: 'Hello there' });
  state = contactFormReducer(state, { type: 'submitting' });
  return contactFormReducer(state, { type: 'reset', message: 'Thank you.' });
};

describe('the contact form after a message is sent', () => {
  it('empties the form, keeps the thanks, and is sent again with the refill’s token', () => {
    const reset = sentAndReset();
    expect(reset).toMatchObject({
      status: 'resetting',
      message: 'Thank you.',
      ticked: {},
      counts: {},
      resets: 1,
    });
    const refilled = contactFormReducer(reset, {
      type: 'refilled',
      answer: { started: 'second.token', captcha: {}, quiz: { q: ['2 + 3?', 'h1'] } },
    });
    expect(refilled).toMatchObject({ status: 'sent', started: 'second.token' });
    expect(refilled.challenges.quiz).toEqual({ q: ['2 + 3?', 'h1'] });
  });

  it('still says sent when the refill cannot be reached: the message went', () => {
    const refilled = contactFormReducer(sentAndReset(), { type: 'refilled', answer: null });
    expect(refilled).toMatchObject({
      status: 'sent',
      message: 'Thank you.',
      started: 'first.token',
    });
  });

  it('asks the latest captcha of a name, and keeps the others', () => {
    let state = initialContactFormState('t');
    state = contactFormReducer(state, {
      type: 'challenged',
      challenges: { captcha: { a: '/1.png', b: '/2.png' }, quiz: {} },
    });
    state = contactFormReducer(state, {
      type: 'challenged',
      challenges: { captcha: { a: '/3.png' }, quiz: {} },
    });
    expect(state.challenges.captcha).toEqual({ a: '/3.png', b: '/2.png' });
  });
});
