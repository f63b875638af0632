// Judging one entry a visitor sends through a web form, in the order a bot is cheapest to turn
// away: the honeypot, the token (missing, forged or stale), the time trap, the captcha; then the
// fields by the same rules and conditions the browser ran (core's validateWebForm), a value for a
// hidden field, restricted addresses (and the owner's remote check), files whose bytes are not what their names say, and the
// payment total, which the server computes from the definition's prices and compares with the
// browser's (a tampered total is refused, never stored). Whatever is refused stores nothing and
// leaves no file behind. An entry that passes is stored with the server's total; a total above 0
// answers that a payment is required (the checkout's payment methods), else the confirmation.
import {
  allFields,
  fieldIdOfKey,
  formatFormMoney,
  keyOfPostedName,
  maskedCardNumber,
  orderSummary,
  randomId,
  validateWebForm,
  visibleFieldIds,
  webFormMessage,
  type Language,
  type WebFormValues,
} from '@pinwheel/core';
import type { StagedFile, UploadStore } from '../contact-forms/index.ts';
import { emailFieldRefusal } from './email-field-refusal.ts';
import { checkFormToken } from './form-token.ts';
import {
  WEB_FORM_MIN_FILL_MS,
  WEB_FORM_POST_MAX_BYTES,
  WEB_FORM_TOKEN_MAX_AGE_MS,
} from './limits.ts';
import type { FormsService } from './service.ts';
import { failure, type PaymentDue, type SubmitAnswer } from './web-form-answer.ts';
import type { EntryFile, WebForm } from './web-form-record.ts';
import { notificationMails } from './notification-mail.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { UsedTokens } from '../../plugins/used-tokens.ts';
import type { FastifyBaseLogger } from 'fastify';

/** The posted names of the anti-spam and bookkeeping parts (spec §3, §7). */
export const POSTED = {
  token: 'wpforms[token]',
  honeypot: 'wpforms[hp]',
  total: 'wpforms[payment_total]',
  start: 'start_timestamp',
  end: 'end_timestamp',
  captcha: 'altcha',
  /** What Turnstile's and reCAPTCHA's widgets add to the form they sit in. */
  turnstile: 'cf-turnstile-response',
  recaptcha: 'g-recaptcha-response',
  pageUrl: 'page_url',
} as const;

/** What a visitor sent, as the route received it (files staged in the data dir). */
export interface ReceivedEntry {
  /** Every text part, by posted name. */
  parts: Record<string, string[]>;
  /** Files, `field` being the posted name. */
  files: StagedFile[];
  lang: Language;
  pageUrl: string | null;
  visitorUuid: string | null;
  /** The visitor's address, handed to a hosted captcha's verification. */
  remoteIp?: string;
}

export interface SubmitDependencies {
  forms: FormsService;
  uploads: UploadStore;
  secretKey: string;
  usedTokens: UsedTokens;
  mailer: Mailer;
  log: FastifyBaseLogger;
  ownerEmail: string;
  shopName: () => string;
  /** ISO codes of the countries whose addresses carry no state. */
  countriesWithoutStates: () => ReadonlySet<string>;
  /** The checkout's payment methods that are on, and the bank details for a transfer. */
  paymentMethods: () => Promise<{ methods: PaymentDue['methods']; bankDetails: string | null }>;
  /**
   * Verifies the captcha's answer (false: none or wrong): our own ALTCHA's solution, or, when the
   * owner chose Turnstile or reCAPTCHA, their widget's answer through their siteverify call.
   */
  verifyCaptcha: (payload: string | undefined, remoteIp: string) => Promise<boolean>;
  /** Scores a password 0–4 for the strength rule. */
  passwordScore?: (password: string) => number;
}

/** Seconds or milliseconds since the epoch, as a browser may send them; undefined when none. */
function timestampMs(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,16}$/.test(value)) return undefined;
  const number = Number(value);
  return number < 1e11 ? number * 1000 : number;
}

/** The UTC date a day back: no visitor's "today" anywhere on earth is before it. */
function lenientToday(now: number): string {
  return new Date(now - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export async function submitEntry(
  deps: SubmitDependencies,
  form: WebForm,
  received: ReceivedEntry,
  now = Date.now(),
): Promise<SubmitAnswer> {
  const { lang } = received;
  const { definition } = form;
  const say = (key: Parameters<typeof webFormMessage>[1], params = {}) =>
    webFormMessage(lang, key, params);
  const first = (name: string) => received.parts[name]?.[0];
  const refuse = async (answer: SubmitAnswer, why: string) => {
    deps.log.info({ formId: form.id, why }, 'web form entry refused');
    await deps.uploads.discard(received.files);
    return answer;
  };

  if ((first(POSTED.honeypot) ?? '') !== '') {
    return refuse(failure({ header: say('spam') }), 'honeypot');
  }
  const token = first(POSTED.token);
  const tokenCheck = checkFormToken(deps.secretKey, form.id, token, now);
  if (tokenCheck.state !== 'good') {
    return refuse(
      failure({ header: say(tokenCheck.state === 'stale' ? 'tokenStale' : 'tokenMissing') }),
      `token ${tokenCheck.state}`,
    );
  }
  if (definition.antiSpam.timeTrap) {
    // The browser's start and end times when it sent them (the form may have been open long
    // before its token was refreshed); a post without them is timed from the token.
    const start = timestampMs(first(POSTED.start));
    const end = timestampMs(first(POSTED.end)) ?? now;
    const filledIn = start !== undefined ? end - start : tokenCheck.age;
    if (filledIn < WEB_FORM_MIN_FILL_MS) {
      return refuse(failure({ header: say('tooFast') }), 'too fast');
    }
  }
  if (
    definition.antiSpam.captcha === 'altcha' &&
    !(await deps.verifyCaptcha(
      first(POSTED.captcha) ?? first(POSTED.turnstile) ?? first(POSTED.recaptcha),
      received.remoteIp ?? '',
    ))
  ) {
    return refuse(failure({ recaptcha: say('captcha') }), 'captcha');
  }

  // The form's own values, by value key; anything else a client adds is dropped.
  const known = new Set(allFields(definition).map((field) => field.id));
  const values: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(received.parts)) {
    const key = keyOfPostedName(name);
    if (key && known.has(fieldIdOfKey(key))) values[key] = list;
  }
  const files = received.files
    .map((file) => ({ ...file, field: keyOfPostedName(file.field) ?? '' }))
    .filter((file) => known.has(file.field));
  await deps.uploads.discard(
    received.files.filter((file) => !known.has(keyOfPostedName(file.field) ?? '')),
  );
  const discardFiles = () => deps.uploads.discard(files);

  const visible = visibleFieldIds(definition, values);
  const fieldErrors: Record<string, string> = {};
  for (const key of Object.keys(values)) {
    const filled = values[key]!.some((value) => value.trim() !== '');
    if (filled && !visible.has(fieldIdOfKey(key))) fieldErrors[key] = say('hiddenFilled');
  }
  for (const file of files) {
    if (!visible.has(file.field)) fieldErrors[file.field] = say('hiddenFilled');
  }
  Object.assign(
    fieldErrors,
    validateWebForm(definition, values, files, {
      lang,
      today: lenientToday(now),
      countriesWithoutStates: deps.countriesWithoutStates(),
      postMaxBytes: WEB_FORM_POST_MAX_BYTES,
      ...(deps.passwordScore ? { passwordScore: deps.passwordScore } : {}),
    }),
  );
  for (const field of allFields(definition)) {
    if (field.type !== 'email' || !visible.has(field.id) || fieldErrors[field.id]) continue;
    const email = (values[field.id]?.[0] ?? '').trim();
    if (email === '') continue;
    const refusal = await emailFieldRefusal(field, email, lang, deps.log);
    if (refusal !== null) fieldErrors[field.id] = refusal;
  }
  for (const file of files) {
    if (file.contentMismatch && !fieldErrors[file.field]) {
      fieldErrors[file.field] = say('fileExtension');
    }
  }
  if (Object.keys(fieldErrors).length > 0) {
    await discardFiles();
    return failure({ header: say('failedHeader') }, fieldErrors);
  }

  const summary = orderSummary(definition, values, visible);
  const postedTotal = first(POSTED.total);
  if (
    postedTotal !== undefined &&
    postedTotal.trim() !== '' &&
    Number(postedTotal) !== summary.total
  ) {
    deps.log.info(
      { formId: form.id, posted: postedTotal, computed: summary.total },
      'web form total differs from the server’s',
    );
    await discardFiles();
    return failure({ footer: say('totalChanged') });
  }

  // A token brings one entry: claimed only now, so a visitor who fixes a refused field sends
  // again with the same one.
  if (!(await deps.usedTokens.claim('web-form-token', token!, WEB_FORM_TOKEN_MAX_AGE_MS))) {
    await discardFiles();
    return failure({ header: say('tokenStale') });
  }

  // What is kept: the visible fields' values, a card number by its last four digits only and a
  // password not at all (an entry is read by people; neither belongs in it).
  const kept: Record<string, string[]> = {};
  const byId = new Map(allFields(definition).map((field) => [field.id, field]));
  for (const [key, list] of Object.entries(values)) {
    const field = byId.get(fieldIdOfKey(key))!;
    if (!visible.has(field.id) || field.type === 'file') continue;
    if (field.type === 'password') continue;
    kept[key] = field.type === 'card-number' ? list.map(maskedCardNumber) : list;
  }
  const entryId = randomId();
  const stored = await deps.uploads.keep(entryId, files);
  const entryFiles: EntryFile[] = stored.map((file) => ({
    field: file.field,
    name: file.name,
    storedName: file.path,
    size: file.size,
    type: file.type,
  }));
  const notifications = definition.notifications.filter((one) => one.enabled);
  const mailing = deps.mailer.configured && notifications.length > 0;
  const entry = await deps.forms.insertEntry(
    {
      id: entryId,
      formId: form.id,
      formVersion: form.version,
      fields: kept as WebFormValues,
      files: entryFiles,
      orderLines: summary.lines,
      total: summary.total,
      currency: definition.currency.code,
      paymentState: summary.total > 0 ? 'pending' : 'none',
      lang,
      pageUrl: received.pageUrl,
      visitorUuid: received.visitorUuid,
      mailState: mailing ? 'failed' : 'kept',
    },
    now,
  );

  if (mailing) {
    try {
      for (const mail of notificationMails({
        form,
        entry,
        lang,
        shopName: deps.shopName(),
        ownerEmail: deps.ownerEmail,
        filePath: (file) => deps.uploads.pathOf({ ...file, path: file.storedName }),
      })) {
        await deps.mailer.send(mail);
      }
      await deps.forms.setEntryMailState(entry.id, 'sent');
    } catch (error) {
      // Kept as 'failed': the owner still reads the entry in the dashboard.
      deps.log.error({ err: error, entryId: entry.id }, 'web form notification not sent');
    }
  }

  if (summary.total > 0) {
    const { methods, bankDetails } = await deps.paymentMethods();
    return {
      success: true,
      data: {
        entry_id: entry.id,
        action_required: true,
        payment: {
          entry_id: entry.id,
          amount: summary.total,
          currency: definition.currency.code,
          amount_text: formatFormMoney(summary.total, definition.currency),
          methods,
          bank_details: methods.includes('bank_transfer') ? bankDetails : null,
        },
        ...confirmationOf(form, lang),
      },
    };
  }
  return { success: true, data: { entry_id: entry.id, ...confirmationOf(form, lang) } };
}

function confirmationOf(form: WebForm, lang: Language) {
  const confirmation = form.definition.confirmation;
  if (confirmation.type === 'redirect') {
    return { redirect_url: confirmation.url, new_tab: confirmation.newTab };
  }
  const text =
    confirmation.message[lang]?.trim() ||
    confirmation.message.en?.trim() ||
    webFormMessage(lang, 'sent');
  return { confirmation: text };
}
