// A web form and an entry as the service hands them out: rows with their JSON read.
import type { OrderLine, WebFormDefinition, WebFormValues } from '@pinwheel/core';
import type { EntryRow, WebFormRow } from './repo.ts';

export interface WebForm {
  id: string;
  name: string;
  definition: WebFormDefinition;
  version: number;
  createdAt: number;
  updatedAt: number;
  /** The owner's unpublished changes (visitors never get them); null when there are none. */
  draft: WebFormDraft | null;
}

export interface WebFormDraft {
  name: string;
  definition: WebFormDefinition;
  savedAt: number;
}

/** A file kept with an entry, under DATA_DIR/web-form-uploads/<entry id>/. */
export interface EntryFile {
  field: string;
  /** The visitor's file name. */
  name: string;
  /** The name on disk, inside the entry's folder. */
  storedName: string;
  size: number;
  type: string;
}

export interface WebFormEntry {
  id: string;
  formId: string;
  formVersion: number;
  fields: WebFormValues;
  files: EntryFile[];
  orderLines: OrderLine[];
  /** Minor units, computed by the server. */
  total: number;
  currency: string;
  paymentState: 'none' | 'pending' | 'paid';
  lang: string;
  pageUrl: string | null;
  visitorUuid: string | null;
  mailState: 'sent' | 'kept' | 'failed';
  createdAt: number;
}

export function webFormOf(row: WebFormRow): WebForm {
  return {
    id: row.id,
    name: row.name,
    definition: JSON.parse(row.definition) as WebFormDefinition,
    version: Number(row.version),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    draft:
      row.draft_definition === null
        ? null
        : {
            name: row.draft_name ?? row.name,
            definition: JSON.parse(row.draft_definition) as WebFormDefinition,
            savedAt: Number(row.draft_saved_at ?? row.updated_at),
          },
  };
}

export function entryOf(row: EntryRow): WebFormEntry {
  return {
    id: row.id,
    formId: row.form_id,
    formVersion: Number(row.form_version),
    fields: JSON.parse(row.fields) as WebFormValues,
    files: JSON.parse(row.files) as EntryFile[],
    orderLines: JSON.parse(row.order_lines) as OrderLine[],
    total: Number(row.total),
    currency: row.currency,
    paymentState: row.payment_state as WebFormEntry['paymentState'],
    lang: row.lang,
    pageUrl: row.page_url,
    visitorUuid: row.visitor_uuid,
    mailState: row.mail_state as WebFormEntry['mailState'],
    createdAt: Number(row.created_at),
  };
}
