// The contact form's calls, as the component makes them: the schema, a submission, the refill.
// Failures are worded as the spec's error catalogue words them (§8): a network failure is
// fetch_error ("You are probably offline."), an answer that is not JSON is invalid_json.
import type { RequestOptions } from '@pinwheel/client';
import type {
  ContactField,
  FeedbackAnswer,
  FormSchema,
  RefillAnswer,
} from '@pinwheel/core/contact-forms';
import { formsApi } from './forms-api.ts';

/** What GET …/feedback/schema answers. */
export interface PublishedContactForm {
  id: string;
  name: string;
  fields: ContactField[];
  schema: FormSchema;
  /** The time-trap token, posted back with the submission. */
  started: string;
}

export type CallFailure = 'fetch_error' | 'invalid_json' | 'unknown_error' | 'aborted';

export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: CallFailure };

export interface ContactFormEndpoint {
  /** `/api` on our own pages, `https://shop.example/api/embed` on other sites. */
  apiBase: string;
  formId: string;
  lang: string;
  nonce?: string | undefined;
}

const formUrl = (endpoint: ContactFormEndpoint, tail: string) =>
  `${endpoint.apiBase}/contact-forms/${encodeURIComponent(endpoint.formId)}/${tail}?lang=${endpoint.lang}`;

async function call<T>(
  url: string,
  init: RequestOptions & { method?: 'POST' },
  accept: (body: unknown, status: number) => body is T,
): Promise<CallResult<T>> {
  let response: Response;
  try {
    // The answer is read whatever its status: a refused submission's body says why.
    response = await formsApi(init.nonce).send(init.method ?? 'GET', url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      return { ok: false, failure: 'aborted' };
    }
    return { ok: false, failure: 'fetch_error' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, failure: 'invalid_json' };
  }
  return accept(body, response.status)
    ? { ok: true, value: body }
    : { ok: false, failure: 'unknown_error' };
}

const isFeedback = (body: unknown): body is FeedbackAnswer =>
  typeof body === 'object' && body !== null && typeof (body as FeedbackAnswer).status === 'string';

export function fetchContactForm(endpoint: ContactFormEndpoint) {
  return call(
    formUrl(endpoint, 'feedback/schema'),
    {},
    (body, status): body is PublishedContactForm => status === 200 && typeof body === 'object',
  );
}

export function sendFeedback(endpoint: ContactFormEndpoint, data: FormData, signal?: AbortSignal) {
  return call(
    formUrl(endpoint, 'feedback'),
    { method: 'POST', body: data, nonce: endpoint.nonce, ...(signal ? { signal } : {}) },
    isFeedback,
  );
}

const isRefill = (body: unknown): body is RefillAnswer =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as RefillAnswer).started === 'string' &&
  typeof (body as RefillAnswer).captcha === 'object' &&
  typeof (body as RefillAnswer).quiz === 'object';

export function refill(endpoint: ContactFormEndpoint) {
  return call(
    formUrl(endpoint, 'refill'),
    {},
    (body, status): body is RefillAnswer => status === 200 && isRefill(body),
  );
}
