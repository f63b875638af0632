// The web form's calls to its shop (spec §7): the form with its settings object, and the ajax URL
// with `action` (wpforms_get_token, wpforms_restricted_email, wpforms_submit). On our own pages
// the calls carry the page's nonce; embedded on another site they carry no cookies and no nonce.
import { NONCE_HEADER } from '@pinwheel/core/constants';
import {
  webFormMessage,
  type CurrencySettings,
  type Language,
  type WebFormDefinition,
} from '@pinwheel/core/web-forms';
import type { HostedCaptchaWidget } from '../hosted-captcha.tsx';

export interface WebFormSettings {
  ajaxUrl: string;
  captchaUrl: string;
  /** Turnstile or reCAPTCHA when the owner chose one (settings → customers); absent: ALTCHA. */
  captcha?: HostedCaptchaWidget;
  tokenLifetimeMs: number;
  postMaxBytes: number;
  fileMaxBytes: number;
  defaultExtensions: string[];
  mailcheckDomains: string[];
  countries: Array<{ code: string; name: string }>;
  countriesWithoutStates: string[];
  restrictedEmailFields: string[];
  currency: CurrencySettings;
  locale: Language;
  modernMarkup: boolean;
}

export interface PublishedWebForm {
  id: string;
  name: string;
  version: number;
  definition: WebFormDefinition;
  settings: WebFormSettings;
  token: string;
}

export interface WebFormEndpoint {
  /** `https://shop.example/api` on our pages, `…/api/embed` on other sites. */
  apiBase: string;
  formId: string;
  lang: Language;
  /** Our own pages' nonce; absent when embedded on another site. */
  nonce?: string | undefined;
}

export type SubmitAnswer =
  | {
      success: true;
      data: {
        entry_id: string;
        confirmation?: string;
        redirect_url?: string;
        new_tab?: boolean;
        action_required?: boolean;
        payment?: {
          amount_text: string;
          methods: Array<'bank_transfer' | 'cash_on_delivery'>;
          bank_details: string | null;
        };
      };
    }
  | {
      success: false;
      data: {
        errors: {
          general: { header?: string; footer?: string; recaptcha?: string };
          field: Record<string, string>;
        };
      };
    };

function absolute(endpoint: WebFormEndpoint, path: string): string {
  const origin = new URL(endpoint.apiBase, window.location.href).origin;
  return new URL(path, origin).toString();
}

async function post<T>(endpoint: WebFormEndpoint, url: string, body: FormData): Promise<T> {
  const response = await fetch(absolute(endpoint, url), {
    method: 'POST',
    body,
    credentials: endpoint.nonce ? 'same-origin' : 'omit',
    headers: endpoint.nonce ? { [NONCE_HEADER]: endpoint.nonce } : {},
  });
  if (!response.ok) throw new Error(`The shop answered ${response.status}`);
  return (await response.json()) as T;
}

export async function loadWebForm(endpoint: WebFormEndpoint): Promise<PublishedWebForm> {
  const url = `${endpoint.apiBase}/forms/${encodeURIComponent(endpoint.formId)}?lang=${endpoint.lang}`;
  const response = await fetch(new URL(url, window.location.href), {
    credentials: endpoint.nonce ? 'same-origin' : 'omit',
  });
  if (!response.ok) throw new Error(`The shop answered ${response.status}`);
  return (await response.json()) as PublishedWebForm;
}

export async function fetchToken(endpoint: WebFormEndpoint, settings: WebFormSettings) {
  const body = new FormData();
  body.append('action', 'wpforms_get_token');
  body.append('formId', endpoint.formId);
  const answer = await post<{ success: boolean; data: { token: string } }>(
    endpoint,
    settings.ajaxUrl,
    body,
  );
  return answer.data.token;
}

/**
 * The server's check of an address (wpforms_restricted_email): the owner's lists and remote check
 * URL. Null when the field takes it, else the field's message in the form's language.
 */
export async function restrictedEmailRefusal(
  endpoint: WebFormEndpoint,
  settings: WebFormSettings,
  fieldId: string,
  email: string,
): Promise<string | null> {
  const body = new FormData();
  body.append('action', 'wpforms_restricted_email');
  body.append('form_id', endpoint.formId);
  body.append('field_id', fieldId);
  body.append('email', email);
  const answer = await post<{ success: boolean; data: boolean; message?: string }>(
    endpoint,
    `${settings.ajaxUrl}?lang=${endpoint.lang}`,
    body,
  );
  if (answer.data) return null;
  return answer.message ?? webFormMessage(endpoint.lang, 'restrictedEmail');
}

export function submitEntry(
  endpoint: WebFormEndpoint,
  settings: WebFormSettings,
  body: FormData,
): Promise<SubmitAnswer> {
  return post<SubmitAnswer>(endpoint, `${settings.ajaxUrl}?lang=${endpoint.lang}`, body);
}

/** The captcha's challenge URL, absolute (the widget fetches it itself). */
export function captchaUrl(endpoint: WebFormEndpoint, settings: WebFormSettings): string {
  return absolute(endpoint, settings.captchaUrl);
}
