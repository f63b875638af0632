// Why an email field does not take an address, one judgement for the check while the visitor
// types (wpforms_restricted_email) and for the entry sent: the owner's allow and deny lists
// first (restricted email), then the owner's remote check URL (remote-field-check.ts).
import { emailAllowed, webFormMessage, type EmailField, type Language } from '@pinwheel/core';
import type { FastifyBaseLogger } from 'fastify';
import { remoteFieldCheck } from './remote-field-check.ts';

/** The field's message for `email` in `lang`, or null when the field takes it. */
export async function emailFieldRefusal(
  field: EmailField,
  email: string,
  lang: Language,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (!emailAllowed(email, field)) return webFormMessage(lang, 'restrictedEmail');
  if (!field.remoteCheckUrl) return null;
  const answer = await remoteFieldCheck(
    field.remoteCheckUrl,
    { fieldId: field.id, value: email, lang },
    log,
  );
  if (answer === true) return null;
  return answer === false ? webFormMessage(lang, 'remote') : answer;
}
