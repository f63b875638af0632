// The contact-forms service: the owner's forms, and judging what a visitor sends through one. The
// server holds every submission to the same rules the browser ran (core's validateForm over the
// form's published schema), since a browser can be bypassed; then it stores the message and its
// files, and mails the owner (or keeps the mail when no SMTP server is set).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  CONTACT_FORM_MIN_FILL_MS,
  contactFormMessage,
  formRuleMessage,
  randomId,
  requiredAcceptances,
  validateForm,
  type ContactFormDefinition,
  type ErasurePart,
  type PersonalDataPart,
  type FeedbackAnswer,
  type FeedbackStatus,
  type FormValues,
  type InvalidField,
  type Language,
} from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { UsedTokens } from '../../plugins/used-tokens.ts';
import { contactFormOf, schemaOf, type ContactForm } from './contact-form-record.ts';
import type { ListWindow } from '../../db/list-window.ts';
import * as repo from './repo.ts';
import { elapsedSinceStart, issueStartedToken, STARTED_TOKEN_TTL_MS } from './started-token.ts';
import { submissionMail } from './submission-mail.ts';
import type { StagedFile, StoredFile, UploadStore } from './upload-store.ts';

export interface ContactFormInput {
  name: string;
  definition: ContactFormDefinition;
  mailTo: string | null;
}

/** What a visitor sent, as the route received it (files already staged in the data dir). */
export interface ReceivedSubmission {
  fields: Record<string, string[]>;
  files: StagedFile[];
  /** Declared MIME types of the files, by temp path (used only where the bytes show none). */
  declaredTypes: Map<string, string>;
  honeypot: string | undefined;
  startedToken: string | undefined;
  lang: Language;
  pageUrl: string | null;
}

export interface Submission {
  id: string;
  formId: string;
  formName: string;
  fields: Record<string, string[]>;
  files: StoredFile[];
  lang: string;
  pageUrl: string | null;
  mailState: 'sent' | 'kept' | 'failed';
  createdAt: number;
}

export interface ContactFormsDependencies {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  mailer: Mailer;
  uploads: UploadStore;
  secretKey: string;
  /** Remembers the time-trap tokens that brought a message (app.usedTokens). */
  usedTokens: UsedTokens;
  /** Where a form's mail goes when it names no address of its own. */
  ownerEmail: string;
  shopName: () => string;
}

/** The spec's posted_data_hash: the same fields in any order hash the same. */
function postedDataHash(fields: Record<string, string[]>): string {
  const sorted = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 32);
}

function submissionOf(row: repo.SubmissionRow & { form_name: string }): Submission {
  return {
    id: row.id,
    formId: row.form_id,
    formName: row.form_name,
    fields: JSON.parse(row.fields) as Record<string, string[]>,
    files: JSON.parse(row.files) as StoredFile[],
    lang: row.lang,
    pageUrl: row.page_url,
    mailState: row.mail_state as Submission['mailState'],
    createdAt: Number(row.created_at),
  };
}

export class ContactFormsService {
  constructor(private readonly deps: ContactFormsDependencies) {}

  async create(input: ContactFormInput, id = randomId(), now = Date.now()): Promise<ContactForm> {
    await repo.insertForm(this.deps.db, {
      id,
      name: input.name,
      definition: JSON.stringify(input.definition),
      mail_to: input.mailTo,
      version: 1,
      created_at: now,
      updated_at: now,
    });
    return (await this.get(id))!;
  }

  async get(id: string): Promise<ContactForm | null> {
    const row = await repo.findForm(this.deps.db, id);
    return row ? contactFormOf(row) : null;
  }

  async list(): Promise<ContactForm[]> {
    return (await repo.listForms(this.deps.db)).map(contactFormOf);
  }

  /** One page of forms for the platform API, and how many match. */
  async page(
    window: ListWindow & { orderby: 'date' | 'id' | 'name' },
  ): Promise<{ forms: ContactForm[]; total: number }> {
    const { rows, total } = await repo.pageForms(this.deps.db, window);
    return { forms: rows.map(contactFormOf), total };
  }

  /**
   * Changes a form; null when there is none. A new definition raises its version, so a page
   * holding the old schema is told its rules changed (the spec's schema version).
   */
  async update(
    id: string,
    changes: Partial<ContactFormInput>,
    now = Date.now(),
  ): Promise<ContactForm | null> {
    const before = await this.get(id);
    if (!before) return null;
    await repo.updateForm(this.deps.db, id, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.mailTo !== undefined ? { mail_to: changes.mailTo } : {}),
      ...(changes.definition !== undefined
        ? { definition: JSON.stringify(changes.definition), version: before.version + 1 }
        : {}),
      updated_at: now,
    });
    return this.get(id);
  }

  /** Deletes a form, the messages sent through it and their files; false for an unknown id. */
  async delete(id: string): Promise<boolean> {
    const messageIds = await repo.deleteForm(this.deps.db, id);
    if (!messageIds) return false;
    // The rows are gone first: a file left by a failure here is never shown again.
    for (const messageId of messageIds) await this.deps.uploads.removeKept(messageId);
    return true;
  }

  /** The time-trap token a visitor's copy of the form carries back. */
  startedToken(formId: string, now = Date.now()): string {
    return issueStartedToken(this.deps.secretKey, formId, now);
  }

  /** Judges, stores and mails one submission; answers the spec's response. */
  async submit(
    form: ContactForm,
    received: ReceivedSubmission,
    now = Date.now(),
  ): Promise<FeedbackAnswer> {
    const { lang } = received;
    const known = new Set(form.definition.fields.map((field) => field.name));
    // Only the form's own fields are kept: anything else a client adds is dropped, not stored.
    const fields = Object.fromEntries(
      Object.entries(received.fields).filter(([name]) => known.has(name)),
    );
    const files = received.files.filter((file) => known.has(file.field));
    const stray = received.files.filter((file) => !known.has(file.field));
    await this.deps.uploads.discard(stray);
    const hash = postedDataHash(fields);
    const answer = (status: FeedbackStatus, invalid: InvalidField[] = []): FeedbackAnswer => ({
      status,
      message: contactFormMessage(lang, status),
      invalid_fields: invalid.map(({ field, message }) => ({ field, message })),
      posted_data_hash: hash,
      captcha: {},
      quiz: {},
    });

    const elapsed = elapsedSinceStart(this.deps.secretKey, form.id, received.startedToken, now);
    if (
      (received.honeypot ?? '') !== '' ||
      elapsed === null ||
      elapsed < CONTACT_FORM_MIN_FILL_MS
    ) {
      this.deps.log.info(
        { formId: form.id, honeypot: (received.honeypot ?? '') !== '', elapsed },
        'contact form submission taken for spam',
      );
      await this.deps.uploads.discard(files);
      return answer('spam');
    }

    const invalid = this.invalidFields(form, fields, files, received.declaredTypes, lang);
    const acceptances = new Set(requiredAcceptances(form.definition));
    if (invalid.some((field) => !acceptances.has(field.field))) {
      await this.deps.uploads.discard(files);
      return answer('validation_failed', invalid);
    }
    if (invalid.length > 0) {
      await this.deps.uploads.discard(files);
      return answer('acceptance_missing');
    }
    // A token brings one message: claimed only now, so a visitor who fixes a refused field sends
    // again with the same one. Remembered until it would have expired anyway.
    const claimed = await this.deps.usedTokens.claim(
      'contact-form-started',
      received.startedToken!,
      STARTED_TOKEN_TTL_MS - elapsed,
    );
    if (!claimed) {
      this.deps.log.info({ formId: form.id }, 'contact form token used again: taken for spam');
      await this.deps.uploads.discard(files);
      return answer('spam');
    }

    const id = randomId();
    const stored = await this.deps.uploads.keep(id, files);
    const mailState = this.deps.mailer.configured ? 'failed' : 'kept';
    await repo.insertSubmission(this.deps.db, {
      id,
      form_id: form.id,
      fields: JSON.stringify(fields),
      files: JSON.stringify(stored),
      posted_data_hash: hash,
      lang,
      page_url: received.pageUrl,
      mail_state: mailState,
      created_at: now,
    });
    if (!this.deps.mailer.configured) return answer('mail_sent');
    try {
      await this.deps.mailer.send(
        submissionMail({
          form,
          shopName: this.deps.shopName(),
          to: form.mailTo ?? this.deps.ownerEmail,
          lang,
          fields,
          files: stored.map((file) => ({
            ...file,
            absolutePath: this.deps.uploads.pathOf(file)!,
          })),
        }),
      );
      await repo.setMailState(this.deps.db, id, 'sent');
      return answer('mail_sent');
    } catch (error) {
      // Kept as 'failed': the owner still reads it in /admin/messages.
      this.deps.log.error({ err: error, submissionId: id }, 'contact form mail not sent');
      return answer('mail_failed');
    }
  }

  private invalidFields(
    form: ContactForm,
    fields: Record<string, string[]>,
    files: StagedFile[],
    declaredTypes: Map<string, string>,
    lang: Language,
  ): InvalidField[] {
    const values: Record<string, FormValues[string]> = { ...fields };
    for (const file of files) {
      // A browser's word for the type counts only where the bytes show none and do not contradict it.
      const declared = file.contentMismatch ? '' : (declaredTypes.get(file.tempPath) ?? '');
      const type = file.sniffedType || declared;
      values[file.field] = [
        ...(values[file.field] ?? []),
        { name: file.name, size: file.size, type },
      ];
    }
    const invalid = validateForm(schemaOf(form, lang), values, { lang });
    // A file whose bytes are not what its name says is refused whatever the accept list says.
    for (const file of files.filter((one) => one.contentMismatch)) {
      if (invalid.some((field) => field.field === file.field)) continue;
      const accept = form.definition.fields.find((field) => field.name === file.field)?.accept;
      invalid.push({
        field: file.field,
        rule: 'file',
        message: formRuleMessage(lang, 'file', { accept: (accept ?? []).join(', ') }),
      });
    }
    return invalid;
  }

  async submissions(limit = 200): Promise<Submission[]> {
    return (await repo.listSubmissions(this.deps.db, limit)).map(submissionOf);
  }

  /** One page of submissions for the platform API (one form's, or every form's). */
  async pageSubmissions(
    formId: string | undefined,
    window: ListWindow,
  ): Promise<{ submissions: Submission[]; total: number }> {
    const { rows, total } = await repo.pageSubmissions(this.deps.db, formId, window);
    return { submissions: rows.map(submissionOf), total };
  }

  async submission(id: string): Promise<Submission | null> {
    const row = await repo.findSubmissionWithForm(this.deps.db, id);
    return row ? submissionOf(row) : null;
  }

  /** Deletes one message and its files; false for an unknown id. */
  async deleteSubmission(id: string): Promise<boolean> {
    const deleted = (await repo.deleteSubmissions(this.deps.db, [id])) > 0;
    if (deleted) await this.deps.uploads.removeKept(id);
    return deleted;
  }

  /**
   * The messages that name a (lower-case) address in any field, each with its files' bytes: the
   * sender's own address, or one they wrote into another field.
   */
  async personalData(email: string): Promise<PersonalDataPart> {
    const found = await this.messagesNaming(email);
    const records = await Promise.all(
      found.map(async (message) => ({
        id: message.id,
        form: message.formName,
        fields: message.fields,
        files: await Promise.all(
          message.files.map(async (file) => ({
            name: file.name,
            type: file.type,
            size: file.size,
            content_base64: await this.fileBase64(file),
          })),
        ),
        lang: message.lang,
        page_url: message.pageUrl,
        created_at: new Date(message.createdAt).toISOString(),
      })),
    );
    return { kind: 'messages', records };
  }

  /** Deletes the messages that name the address, with their files. */
  async erasePersonalData(email: string): Promise<ErasurePart> {
    const found = await this.messagesNaming(email);
    const removed = await repo.deleteSubmissions(
      this.deps.db,
      found.map((message) => message.id),
    );
    for (const message of found) await this.deps.uploads.removeKept(message.id);
    return { kind: 'messages', removed, anonymised: 0 };
  }

  private async messagesNaming(email: string): Promise<Submission[]> {
    const rows = await repo.submissionsContaining(this.deps.db, email);
    return rows
      .map(submissionOf)
      .filter((message) =>
        Object.values(message.fields).some((values) =>
          values.some((value) => value.trim().toLowerCase() === email),
        ),
      );
  }

  /** A kept file's bytes as base64; null when the file is gone from the disk. */
  private async fileBase64(file: StoredFile): Promise<string | null> {
    const absolute = this.deps.uploads.pathOf(file);
    if (!absolute) return null;
    try {
      return (await readFile(absolute)).toString('base64');
    } catch {
      return null;
    }
  }

  /** A stored file of a submission, by its position; null when there is none. */
  async submissionFile(
    submissionId: string,
    index: number,
  ): Promise<{ file: StoredFile; absolutePath: string } | null> {
    const row = await repo.findSubmission(this.deps.db, submissionId);
    if (!row) return null;
    const file = (JSON.parse(row.files) as StoredFile[])[index];
    const absolutePath = file ? this.deps.uploads.pathOf(file) : null;
    return file && absolutePath ? { file, absolutePath } : null;
  }
}
