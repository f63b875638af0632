// An email field's remote check (spec §4 "remote"): the owner names a URL of theirs, and an address
// typed into the field is posted to it as `field=<field id>&value=<address>&lang=<en|he>`
// (application/x-www-form-urlencoded). It answers JSON as jQuery Validation's remote rule reads
// it: `true` takes the address; `false` refuses it with the form's "Please fix this field.";
// a string refuses it with that text as the field's message.
//
// The server asks, never the visitor's browser: the owner's URL needs no CORS for every site
// the form is embedded on, the page's content security policy stays as it is, and an entry
// cannot skip the check by leaving the browser's out. The URL is the owner's, like a webhook.
//
// When the URL does not answer in time or answers something else, the address is taken and the
// failure logged: a check the shop cannot reach must not turn every visitor away.
import type { Language } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';

/** How long a visitor's form waits for the owner's URL. */
export const REMOTE_CHECK_TIMEOUT_MS = 3000;
/** The longest message of the owner's shown to a visitor; the rest is cut. */
const MESSAGE_MAX_CHARS = 300;

/** The answer: taken (true), refused with the form's own message (false), or with this text. */
export type RemoteCheckAnswer = true | false | string;

export async function remoteFieldCheck(
  url: string,
  request: { fieldId: string; value: string; lang: Language },
  log: FastifyBaseLogger,
): Promise<RemoteCheckAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        field: request.fieldId,
        value: request.value,
        lang: request.lang,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(REMOTE_CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const answer: unknown = JSON.parse(await response.text());
    if (answer === true || answer === 'true') return true;
    if (answer === false || answer === 'false') return false;
    if (typeof answer === 'string') {
      // One line of plain text: the form draws it as text, never as markup.
      const text = answer.replace(/\s+/g, ' ').trim().slice(0, MESSAGE_MAX_CHARS);
      return text === '' ? false : text;
    }
    throw new Error('answered neither true, false nor a message');
  } catch (error) {
    log.warn({ url, err: error }, 'a web form’s remote check failed; the address is taken');
    return true;
  }
}
