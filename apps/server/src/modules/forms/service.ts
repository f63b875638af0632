// The forms service: the owner's multi-page web forms (definitions checked by core's schema,
// versioned), and the entries visitors send through them. The owner side (routes/owner-*.ts,
// the builder and entries pages) and the visitor side (routes/visitor-*.ts) both go through it.
import {
  randomId,
  type ErasurePart,
  type PersonalDataPart,
  type WebFormDefinition,
} from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ListWindow } from '../../db/list-window.ts';
import type { Database } from '../../db/schema.ts';
import type { UploadStore } from '../contact-forms/index.ts';
import { WEB_FORM_VISITOR_CACHE_MAX, WEB_FORM_VISITOR_TTL_MS } from '../../server-constants.ts';
import { entriesPersonalData, eraseEntriesPersonalData } from './entry-personal-data.ts';
import * as repo from './repo.ts';
import {
  entryOf,
  webFormOf,
  type EntryFile,
  type WebForm,
  type WebFormEntry,
} from './web-form-record.ts';

export interface WebFormInput {
  name: string;
  /** Checked with core's checkWebFormDefinition before it gets here. */
  definition: WebFormDefinition;
}

/** A form in the owner's list, with how many entries it holds. */
export interface WebFormSummary extends WebForm {
  entryCount: number;
}

export interface FormsDependencies {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Where entries' files are kept (DATA_DIR/web-form-uploads). */
  uploads?: UploadStore;
}

export type NewEntry = Omit<WebFormEntry, 'id' | 'createdAt'> & { id?: string };

export class FormsService {
  /** Published forms as visitors read them (visitorForm), each until its time is up. */
  private readonly visitorCopies = new Map<
    string,
    { form: Promise<WebForm | null>; until: number }
  >();

  constructor(protected readonly deps: FormsDependencies) {}

  /**
   * The form as a visitor's page and entries read it, kept WEB_FORM_VISITOR_TTL_MS: every entry
   * is judged by its definition, and reading and parsing it for each was a tenth of a submit's
   * work. The answer is shared: callers read it and never change it. Drafts do not matter here
   * (visitors get the published form); publishing, a rename and a delete drop the kept copy.
   */
  visitorForm(id: string, now = Date.now()): Promise<WebForm | null> {
    const kept = this.visitorCopies.get(id);
    if (kept && kept.until > now) return kept.form;
    const form = this.get(id);
    this.visitorCopies.delete(id);
    this.visitorCopies.set(id, { form, until: now + WEB_FORM_VISITOR_TTL_MS });
    if (this.visitorCopies.size > WEB_FORM_VISITOR_CACHE_MAX) {
      this.visitorCopies.delete(this.visitorCopies.keys().next().value!);
    }
    // A failed read is not kept: the next entry tries again.
    form.catch(() => this.visitorCopies.delete(id));
    return form;
  }

  async create(input: WebFormInput, id = randomId(), now = Date.now()): Promise<WebForm> {
    await repo.insertForm(this.deps.db, {
      id,
      name: input.name,
      definition: JSON.stringify(input.definition),
      version: 1,
      created_at: now,
      updated_at: now,
    });
    // An unknown id a visitor asked for just before is known now.
    this.visitorCopies.delete(id);
    return (await this.get(id))!;
  }

  async get(id: string): Promise<WebForm | null> {
    const row = await repo.findForm(this.deps.db, id);
    return row ? webFormOf(row) : null;
  }

  /** Every form, oldest first, with its number of entries. */
  async list(): Promise<WebFormSummary[]> {
    const [rows, counts] = await Promise.all([
      repo.listForms(this.deps.db),
      repo.entryCounts(this.deps.db),
    ]);
    return rows.map((row) => ({ ...webFormOf(row), entryCount: counts.get(row.id) ?? 0 }));
  }

  /** One page of forms (names searched) with their entry counts, and how many match. */
  async page(
    window: ListWindow & { orderby: 'date' | 'id' | 'name' },
  ): Promise<{ forms: WebFormSummary[]; total: number }> {
    const [{ rows, total }, counts] = await Promise.all([
      repo.pageForms(this.deps.db, window),
      repo.entryCounts(this.deps.db),
    ]);
    return {
      forms: rows.map((row) => ({ ...webFormOf(row), entryCount: counts.get(row.id) ?? 0 })),
      total,
    };
  }

  /**
   * Changes the live form (what visitors get); a new definition raises its version. The owner's
   * unpublished changes go: what was sent is the form now. Null when there is none.
   */
  async update(
    id: string,
    changes: Partial<WebFormInput>,
    now = Date.now(),
  ): Promise<WebForm | null> {
    const before = await this.get(id);
    if (!before) return null;
    await repo.updateForm(this.deps.db, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.definition !== undefined
        ? { definition: JSON.stringify(changes.definition), version: before.version + 1 }
        : {}),
      draft_name: null,
      draft_definition: null,
      draft_saved_at: null,
      updated_at: now,
    });
    // Dropped once written: a visitor's read in between must not keep the old form.
    this.visitorCopies.delete(id);
    return this.get(id);
  }

  /**
   * Keeps changes as the form's draft (over the draft there is, or the live form): visitors keep
   * getting the live form until it is published. Null when there is no such form.
   */
  async saveDraft(
    id: string,
    changes: Partial<WebFormInput>,
    now = Date.now(),
  ): Promise<WebForm | null> {
    const before = await this.get(id);
    if (!before) return null;
    const working = before.draft ?? before;
    await repo.updateForm(this.deps.db, id, {
      draft_name: changes.name ?? working.name,
      draft_definition: JSON.stringify(changes.definition ?? working.definition),
      draft_saved_at: now,
      updated_at: now,
    });
    return this.get(id);
  }

  /** Drops a form's unpublished changes (the live form stays as it is). Null when there is none. */
  async discardDraft(id: string, now = Date.now()): Promise<WebForm | null> {
    const before = await this.get(id);
    if (!before) return null;
    await repo.updateForm(this.deps.db, id, {
      draft_name: null,
      draft_definition: null,
      draft_saved_at: null,
      updated_at: now,
    });
    return this.get(id);
  }

  /**
   * A copy of a form under a new id and the given name (no entries), its unpublished changes
   * kept as the copy's; null when there is none.
   */
  async duplicate(id: string, name: string, now = Date.now()): Promise<WebForm | null> {
    const form = await this.get(id);
    if (!form) return null;
    const copy = await this.create({ name, definition: form.definition }, randomId(), now);
    if (!form.draft) return copy;
    return this.saveDraft(copy.id, { name, definition: form.draft.definition }, now);
  }

  /** Deletes a form, its entries and their files; answers how many entries went, null for none. */
  async delete(id: string): Promise<{ entries: number } | null> {
    const entryIds = await repo.deleteForm(this.deps.db, id);
    this.visitorCopies.delete(id);
    if (!entryIds) return null;
    // The rows are gone first: a file left by a failure here is never shown again.
    for (const entryId of entryIds) await this.deps.uploads?.removeKept(entryId);
    return { entries: entryIds.length };
  }

  /** Stores one entry as given (the visitor route judges it first); answers it. */
  async insertEntry(entry: NewEntry, now = Date.now()): Promise<WebFormEntry> {
    const id = entry.id ?? randomId();
    await repo.insertEntry(this.deps.db, {
      id,
      form_id: entry.formId,
      form_version: entry.formVersion,
      fields: JSON.stringify(entry.fields),
      files: JSON.stringify(entry.files),
      order_lines: JSON.stringify(entry.orderLines),
      total: entry.total,
      currency: entry.currency,
      payment_state: entry.paymentState,
      lang: entry.lang,
      page_url: entry.pageUrl,
      visitor_uuid: entry.visitorUuid,
      mail_state: entry.mailState,
      created_at: now,
    });
    return { ...entry, id, createdAt: now };
  }

  async entry(id: string): Promise<WebFormEntry | null> {
    const row = await repo.findEntry(this.deps.db, id);
    return row ? entryOf(row) : null;
  }

  /** One page of entries, newest first (one form's or all), field values searched. */
  async entries(
    formId: string | undefined,
    window: ListWindow,
  ): Promise<{ entries: WebFormEntry[]; total: number }> {
    const { rows, total } = await repo.pageEntries(this.deps.db, formId, window);
    return { entries: rows.map(entryOf), total };
  }

  /** Every entry of a form, oldest first, read in batches (for the CSV export). */
  async *allEntries(formId: string, batch = 500): AsyncGenerator<WebFormEntry> {
    let after: { createdAt: number; id: string } | null = null;
    for (;;) {
      const rows = await repo.entriesAfter(this.deps.db, formId, after, batch);
      for (const row of rows) yield entryOf(row);
      if (rows.length < batch) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: Number(last.created_at), id: last.id };
    }
  }

  async setEntryMailState(id: string, state: WebFormEntry['mailState']): Promise<void> {
    await repo.setEntryMailState(this.deps.db, id, state);
  }

  async setEntryPaymentState(id: string, state: WebFormEntry['paymentState']): Promise<void> {
    await repo.setEntryPaymentState(this.deps.db, id, state);
  }

  /** The entries that name a (lower-case) address in any answer, with their files' bytes. */
  personalData(email: string): Promise<PersonalDataPart> {
    return entriesPersonalData(this.deps.db, this.deps.uploads, email);
  }

  /** Deletes those entries and their files; a paid one stays for the books, without the person. */
  erasePersonalData(email: string): Promise<ErasurePart> {
    return eraseEntriesPersonalData(this.deps.db, this.deps.uploads, email);
  }

  /** The absolute path of an entry's kept file, for a download; null when it has none. */
  entryFilePath(file: EntryFile): string | null {
    return this.deps.uploads?.pathOf({ ...file, path: file.storedName }) ?? null;
  }
}
