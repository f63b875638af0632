import { describe, expect, it } from 'vitest';
import { validateForm } from '../form-rules/validate-form.ts';
import {
  contactFormSchema,
  requiredAcceptances,
  type ContactFormDefinition,
} from './contact-form-definition.ts';
import { contactFormMessage } from './contact-form-messages.ts';
import { formStatusOf, isErrorStatus } from './feedback-status.ts';

const definition: ContactFormDefinition = {
  fields: [
    { name: 'your-name', type: 'text', label: { en: 'Name' }, required: true, maxLength: 40 },
    { name: 'your-email', type: 'email', label: { en: 'Email' }, required: true },
    { name: 'topic', type: 'select', label: { en: 'Topic' }, options: ['Order', 'Other'] },
    { name: 'cv', type: 'file', label: { en: 'CV' }, accept: ['.pdf'], maxFileSize: 1000 },
    { name: 'terms', type: 'acceptance', label: { en: 'I agree' }, required: true },
  ],
  rules: [{ rule: 'mindate', field: 'visit', threshold: '2026-01-01' }],
};

describe('a contact form definition', () => {
  it('implies the rules its fields need, then the extra ones, in order', () => {
    const schema = contactFormSchema(definition, 'en', 3);
    expect(schema.version).toBe(3);
    expect(schema.rules.map((rule) => `${rule.field}:${rule.rule}`)).toEqual([
      'your-name:required',
      'your-name:maxlength',
      'your-email:required',
      'your-email:email',
      'topic:enum',
      'cv:file',
      'cv:maxfilesize',
      'terms:required',
      'visit:mindate',
    ]);
  });

  it('refuses what the fields imply, with the catalogue message', () => {
    const schema = contactFormSchema(definition, 'he', 1);
    const invalid = validateForm(
      schema,
      { 'your-email': ['nope'], topic: ['Spam'] },
      { lang: 'he' },
    );
    expect(invalid.map((field) => field.field)).toEqual([
      'your-name',
      'your-email',
      'topic',
      'terms',
    ]);
    expect(invalid[1]?.message).toBe('נא להזין כתובת אימייל תקינה.');
  });

  it('names the required acceptance boxes that gate the submit button', () => {
    expect(requiredAcceptances(definition)).toEqual(['terms']);
  });
});

describe('contact form statuses', () => {
  it('maps each answer to its status, and anything else to custom-{name}', () => {
    expect(formStatusOf('validation_failed')).toBe('invalid');
    expect(formStatusOf('acceptance_missing')).toBe('unaccepted');
    expect(formStatusOf('mail_sent')).toBe('sent');
    expect(formStatusOf('mail_failed')).toBe('failed');
    expect(formStatusOf('payment_required')).toBe('payment-required');
    expect(formStatusOf('spam')).toBe('spam');
    expect(formStatusOf('aborted')).toBe('aborted');
    expect(formStatusOf('Waiting List!')).toBe('custom-waiting-list');
    expect(formStatusOf('toString')).toBe('custom-tostring');
  });

  it('shows failures as errors and news as news', () => {
    expect(isErrorStatus('invalid')).toBe(true);
    expect(isErrorStatus('failed')).toBe(true);
    expect(isErrorStatus('sent')).toBe(false);
    expect(isErrorStatus('custom-waiting-list')).toBe(false);
  });

  it("has the spec's wrong-place text", () => {
    expect(contactFormMessage('en', 'wrong_place')).toBe(
      'Error: This contact form is placed in the wrong place.',
    );
  });
});
