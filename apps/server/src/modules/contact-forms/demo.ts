// The demo shop's "Contact us" form, with a fixed id so the storefront's contact page, the docs and
// the tests can name it: name, email, website, phone, topic, order date, message with a counter,
// an attachment, and terms to accept.
import type { ContactFormDefinition } from '@pinwheel/core';
import { demoWithFiles, type DemoContribution } from '../../db/demo-data.ts';
import { deleteForm, insertForm } from './repo.ts';
import type { UploadStore } from './upload-store.ts';

export const DEMO_CONTACT_FORM_ID = 'contact-us';

export const demoContactForm: ContactFormDefinition = {
  fields: [
    {
      name: 'your-name',
      type: 'text',
      label: { en: 'Your name', he: 'השם שלך' },
      required: true,
      maxLength: 80,
    },
    { name: 'your-email', type: 'email', label: { en: 'Email', he: 'אימייל' }, required: true },
    {
      name: 'your-website',
      type: 'url',
      label: { en: 'Website', he: 'אתר אינטרנט' },
      help: { en: 'Optional: shop.example works too.', he: 'לא חובה: אפשר גם shop.example.' },
    },
    { name: 'your-phone', type: 'tel', label: { en: 'Phone', he: 'טלפון' } },
    {
      name: 'topic',
      type: 'select',
      label: { en: 'Topic', he: 'נושא' },
      required: true,
      options: ['Order', 'Returns', 'Wholesale', 'Other'],
    },
    { name: 'order-date', type: 'date', label: { en: 'Order date', he: 'תאריך ההזמנה' } },
    {
      name: 'your-message',
      type: 'textarea',
      label: { en: 'Message', he: 'הודעה' },
      required: true,
      minLength: 10,
      maxLength: 1000,
    },
    {
      name: 'attachment',
      type: 'file',
      label: { en: 'Photo or receipt', he: 'תמונה או קבלה' },
      accept: ['.pdf', '.png', '.jpg', '.jpeg'],
      maxFileSize: 2 * 1024 * 1024,
      help: { en: 'PDF, PNG or JPEG, up to 2 MB.', he: 'PDF,‏ PNG או JPEG, עד 2 MB.' },
    },
    {
      name: 'terms',
      type: 'acceptance',
      label: {
        en: 'I agree that the shop keeps my message to answer it.',
        he: 'אני מסכים/ה שהחנות תשמור את ההודעה כדי לענות עליה.',
      },
      required: true,
    },
  ],
  rules: [{ rule: 'maxdate', field: 'order-date', threshold: '2099-12-31' }],
};

/** The demo contact form's part of the demo: a reset deletes its messages, and then their files. */
export function contactFormsDemo(uploads: UploadStore): DemoContribution {
  return demoWithFiles({
    module: 'contact-forms',
    seed: async (db, now) => {
      await insertForm(db, {
        id: DEMO_CONTACT_FORM_ID,
        name: 'Contact us',
        definition: JSON.stringify(demoContactForm),
        mail_to: null,
        version: 1,
        created_at: now,
        updated_at: now,
      });
    },
    clearRows: async (db) => (await deleteForm(db, DEMO_CONTACT_FORM_ID)) ?? [],
    removeFiles: (messageId) => uploads.removeKept(messageId),
  });
}
