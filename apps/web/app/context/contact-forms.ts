// Contact forms as the contact page draws them, and their messages for the owner
// (modules/contact-forms/pages.ts).
import type { ContactField, FormSchema } from '@pinwheel/core';

/** A contact form as a page draws it: what GET /api/contact-forms/{id}/feedback/schema answers. */
export interface PublishedContactFormData {
  id: string;
  name: string;
  fields: ContactField[];
  schema: FormSchema;
  /** A fresh time-trap token. */
  started: string;
}

/** One message sent through a contact form, for the owner. */
export interface ContactMessage {
  id: string;
  formName: string;
  /**
   * Each field's label (in the page's language) and values, in the form's order; `kind` says how
   * the owner reads it: an address to write to, a consent box (ticked or not), or text.
   */
  fields: Array<{ label: string; values: string[]; kind: 'text' | 'email' | 'consent' }>;
  files: Array<{ name: string; size: number; href: string }>;
  mailState: 'sent' | 'kept' | 'failed';
  pageUrl: string | null;
  createdAt: number;
}

export interface ContactFormsPages {
  /** The form with its rules in the page's language; null for an unknown id. */
  published(id: string): Promise<PublishedContactFormData | null>;
  /** The newest messages, newest first (the owner's). */
  messages(): Promise<ContactMessage[]>;
}
