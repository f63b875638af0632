// What the visitor routes ask of the forms module: a form as the browser draws it (owner-only
// parts left out: notification addresses, allow and deny lists, the remote check's URL), tokens,
// the restricted-email and remote check, the captcha challenge, and judging an entry (submit-entry.ts).
import {
  allFields,
  DEFAULT_FILE_EXTENSIONS,
  type Language,
  type WebFormDefinition,
} from '@pinwheel/core';
import { emailFieldRefusal } from './email-field-refusal.ts';
import { altchaChallenge, verifyAltcha } from './captcha.ts';
import { issueFormToken } from './form-token.ts';
import {
  WEB_FORM_FILE_MAX_BYTES,
  WEB_FORM_POST_MAX_BYTES,
  WEB_FORM_TOKEN_LIFETIME_MS,
} from './limits.ts';
import { submitEntry, type ReceivedEntry, type SubmitDependencies } from './submit-entry.ts';
import type { SubmitAnswer } from './web-form-answer.ts';
import type { WebForm } from './web-form-record.ts';

/** Domains the mail-typo suggestion knows (spec §3 "mail-check domains"). */
const MAILCHECK_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
  'msn.com',
  'walla.co.il',
  'zahav.net.il',
];

/** The check the shop's owner chose (settings → customers): the same for forms and accounts. */
export type HostedCaptcha = {
  provider: 'recaptcha' | 'turnstile';
  siteKey: string;
  scriptUrl: string;
};

export type VisitorDependencies = Omit<SubmitDependencies, 'verifyCaptcha'> & {
  countries: (lang: Language) => Array<{ code: string; name: string }>;
  /**
   * Turnstile or reCAPTCHA when the owner set their keys (null: our own ALTCHA), and the
   * verification of their widget's answer through their siteverify call.
   */
  hostedCaptcha?: {
    widget: () => Promise<HostedCaptcha | null>;
    verify: (response: string, remoteIp: string) => Promise<boolean>;
  };
};

/** The definition without what only the owner should read. */
function publicDefinition(definition: WebFormDefinition): WebFormDefinition {
  return {
    ...definition,
    notifications: [],
    pages: definition.pages.map((page) => ({
      ...page,
      fields: page.fields.map((field) => {
        if (field.type !== 'email') return field;
        // The lists and the remote check are the server's (wpforms_restricted_email), never handed out.
        const { denylist: _deny, allowlist: _allow, remoteCheckUrl: _remote, ...rest } = field;
        return rest;
      }),
    })),
  };
}

export class VisitorForms {
  constructor(private readonly deps: VisitorDependencies) {}

  form(id: string): Promise<WebForm | null> {
    return id ? this.deps.forms.visitorForm(id) : Promise.resolve(null);
  }

  /** The form, its settings object (spec §3) and a first token; null when there is none. */
  async published(id: string, lang: Language, ajaxRoot: string) {
    const form = await this.form(id);
    if (!form) return null;
    const hosted = (await this.deps.hostedCaptcha?.widget()) ?? null;
    const restricted = allFields(form.definition)
      .filter(
        (field) =>
          field.type === 'email' &&
          (field.denylist?.length || field.allowlist?.length || field.remoteCheckUrl),
      )
      .map((field) => field.id);
    return {
      id: form.id,
      name: form.name,
      version: form.version,
      definition: publicDefinition(form.definition),
      settings: {
        ajaxUrl: `${ajaxRoot}/ajax`,
        captchaUrl: `${ajaxRoot}/altcha-challenge`,
        // When set, the form shows this provider's widget instead of ALTCHA's.
        ...(hosted ? { captcha: hosted } : {}),
        tokenLifetimeMs: WEB_FORM_TOKEN_LIFETIME_MS,
        postMaxBytes: WEB_FORM_POST_MAX_BYTES,
        fileMaxBytes: WEB_FORM_FILE_MAX_BYTES,
        defaultExtensions: [...DEFAULT_FILE_EXTENSIONS],
        mailcheckDomains: MAILCHECK_DOMAINS,
        ...this.places(lang),
        restrictedEmailFields: restricted,
        currency: form.definition.currency,
        locale: lang,
        modernMarkup: true,
      },
      token: issueFormToken(this.deps.secretKey, form.id),
    };
  }

  /** The address field's countries in a language, and those whose addresses carry no state. */
  places(lang: Language) {
    return {
      countries: this.deps.countries(lang),
      countriesWithoutStates: [...this.deps.countriesWithoutStates()],
    };
  }

  /** A fresh token for a form (wpforms_get_token); null when there is no such form. */
  async token(formId: string): Promise<string | null> {
    const form = await this.form(formId);
    return form ? issueFormToken(this.deps.secretKey, form.id) : null;
  }

  /**
   * Whether an email field takes this address (wpforms_restricted_email): `message` null when it
   * does, else the field's message; null when there is no such field.
   */
  async emailCheck(
    formId: string,
    fieldId: string,
    email: string,
    lang: Language,
  ): Promise<{ message: string | null } | null> {
    const form = await this.form(formId);
    const field = form && allFields(form.definition).find((one) => one.id === fieldId);
    if (!field || field.type !== 'email') return null;
    return { message: await emailFieldRefusal(field, email, lang, this.deps.log) };
  }

  captchaChallenge() {
    return altchaChallenge(this.deps.secretKey);
  }

  submit(form: WebForm, received: ReceivedEntry, now = Date.now()): Promise<SubmitAnswer> {
    return submitEntry(
      {
        ...this.deps,
        verifyCaptcha: async (payload, remoteIp) => {
          const hosted = this.deps.hostedCaptcha;
          if (hosted && (await hosted.widget())) return hosted.verify(payload ?? '', remoteIp);
          return verifyAltcha(this.deps.secretKey, this.deps.usedTokens, payload);
        },
      },
      form,
      received,
      now,
    );
  }
}
