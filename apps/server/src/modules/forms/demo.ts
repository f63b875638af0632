// The demo shop's "Workshop sign-up" web form, with a fixed id so the storefront page
// (/form/workshop-sign-up), the docs and the tests can name it: three pages (about you; the
// company page, skipped unless the visitor signs up for a company; the workshop with its
// tickets, an extra and the order summary), conditions, a file, and a payment.
import {
  DEFAULT_CURRENCY,
  WEB_FORM_DEFINITION_VERSION,
  type WebFormDefinition,
} from '@pinwheel/core';
import { demoWithFiles, type DemoContribution } from '../../db/demo-data.ts';
import type { UploadStore } from '../contact-forms/index.ts';
import { deleteForm, insertForm } from './repo.ts';

export const DEMO_WEB_FORM_ID = 'workshop-sign-up';

export const demoWebForm: WebFormDefinition = {
  version: WEB_FORM_DEFINITION_VERSION,
  pageIndicator: 'progress',
  ajax: true,
  pages: [
    {
      id: 'about-you',
      title: { en: 'About you', he: 'עליך' },
      fields: [
        {
          id: 'name',
          type: 'text',
          label: { en: 'Full name', he: 'שם מלא' },
          required: true,
          maxLength: 80,
        },
        {
          id: 'email',
          type: 'email',
          label: { en: 'Email', he: 'דוא״ל' },
          required: true,
          confirm: true,
          denylist: ['@mailinator.com'],
        },
        { id: 'phone', type: 'phone', label: { en: 'Phone', he: 'טלפון' } },
        {
          id: 'for',
          type: 'radio',
          label: { en: 'Signing up for', he: 'ההרשמה עבור' },
          required: true,
          choices: [
            { id: 'me', label: { en: 'Myself', he: 'עצמי' } },
            { id: 'company', label: { en: 'My company', he: 'החברה שלי' } },
          ],
        },
      ],
    },
    {
      id: 'company',
      title: { en: 'Your company', he: 'החברה שלך' },
      fields: [
        {
          id: 'company-name',
          type: 'text',
          label: { en: 'Company name', he: 'שם החברה' },
          required: true,
          conditions: {
            action: 'show',
            groups: [[{ field: 'for', operator: 'is', value: 'company' }]],
          },
        },
        {
          id: 'company-site',
          type: 'url',
          label: { en: 'Company website', he: 'אתר החברה' },
          conditions: {
            action: 'show',
            groups: [[{ field: 'for', operator: 'is', value: 'company' }]],
          },
        },
        {
          id: 'billing',
          type: 'address',
          label: { en: 'Billing address', he: 'כתובת לחיוב' },
          required: true,
          defaultCountry: 'US',
          conditions: {
            action: 'show',
            groups: [[{ field: 'for', operator: 'is', value: 'company' }]],
          },
        },
      ],
    },
    {
      id: 'workshop',
      title: { en: 'The workshop', he: 'הסדנה' },
      fields: [
        {
          id: 'date',
          type: 'date',
          label: { en: 'Preferred date', he: 'תאריך מועדף' },
          required: true,
          disablePast: true,
          weekdays: [1, 2, 3, 4, 5],
        },
        {
          id: 'topics',
          type: 'checkboxes',
          label: { en: 'Topics you want covered', he: 'נושאים שתרצה שנכסה' },
          choiceLimit: 2,
          choices: [
            { id: 'glaze', label: { en: 'Glazing', he: 'זיגוג' } },
            { id: 'wheel', label: { en: 'The wheel', he: 'האובניים' } },
            { id: 'kiln', label: { en: 'Firing', he: 'שריפה' } },
          ],
        },
        {
          id: 'ticket',
          type: 'payment-multiple',
          label: { en: 'Ticket', he: 'כרטיס' },
          required: true,
          choices: [
            { id: 'standard', label: { en: 'Standard', he: 'רגיל' }, price: 45 },
            { id: 'premium', label: { en: 'With materials', he: 'כולל חומרים' }, price: 70 },
          ],
        },
        {
          id: 'apron',
          type: 'payment-single',
          label: { en: 'Apron', he: 'סינר' },
          priceType: 'fixed',
          price: 12.5,
          quantity: { min: 0, max: 5 },
        },
        {
          id: 'sketch',
          type: 'file',
          label: { en: 'A sketch of what you want to make', he: 'סקיצה של מה שתרצה ליצור' },
          maxFileSize: 2 * 1024 * 1024,
        },
        {
          id: 'total',
          type: 'payment-total',
          label: { en: 'Order summary', he: 'סיכום הזמנה' },
          summary: true,
          required: true,
        },
      ],
    },
  ],
  confirmation: {
    type: 'message',
    message: {
      en: 'Thank you! Your place is held; we will mail you the details.',
      he: 'תודה! המקום שלך שמור; נשלח לך את הפרטים בדוא״ל.',
    },
  },
  notifications: [
    {
      enabled: true,
      to: ['{admin_email}'],
      subject: { en: 'New workshop sign-up', he: 'הרשמה חדשה לסדנה' },
      replyToField: 'email',
    },
  ],
  currency: { ...DEFAULT_CURRENCY },
  antiSpam: { captcha: 'altcha', timeTrap: true, storeVisitorUuid: false },
};

/** The demo form's part of the demo: a reset deletes its entries, and then their files. */
export function formsDemo(uploads: UploadStore): DemoContribution {
  return demoWithFiles({
    module: 'forms',
    seed: async (db, now) => {
      await insertForm(db, {
        id: DEMO_WEB_FORM_ID,
        name: 'Workshop sign-up',
        definition: JSON.stringify(demoWebForm),
        version: 1,
        created_at: now,
        updated_at: now,
      });
    },
    clearRows: async (db) => (await deleteForm(db, DEMO_WEB_FORM_ID)) ?? [],
    removeFiles: (entryId) => uploads.removeKept(entryId),
  });
}
