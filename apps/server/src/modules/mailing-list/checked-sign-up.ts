// A sign-up as every form sends it (the API's JSON from the footer and other sites, the footer's
// plain post without JavaScript): checked with core's signUpSchema, the rules the form ran, then
// added. One function, so the API and the page can never disagree on what is refused.
import { signUpMessage, signUpSchema, validateForm, type Language } from '@pinwheel/core';
import type { SignUpFields } from '@pinwheel/web/context/mailing-list';
import type { MailingListService } from './service.ts';

export type CheckedSignUp =
  | { status: 'subscribed' | 'confirmation_sent'; message: string }
  | { status: 'invalid'; fields: Array<{ field: string; message: string }> }
  | { status: 'unknown_list' };

export async function checkedSignUp(
  mailingList: MailingListService,
  input: SignUpFields,
  options: { lang: Language; source: string },
): Promise<CheckedSignUp> {
  const { lang } = options;
  const refused = validateForm(
    signUpSchema(lang),
    {
      first_name: [input.firstName],
      last_name: [input.lastName],
      email: [input.email],
      telephone: [input.telephone],
      consent: input.consent ? ['1'] : [],
      list_id: [input.listId],
    },
    { lang },
  );
  if (refused.length > 0) {
    return { status: 'invalid', fields: refused.map(({ field, message }) => ({ field, message })) };
  }
  const outcome = await mailingList.addSubscriber({ ...input, ...options });
  if (outcome === 'unknown_list') return { status: 'unknown_list' };
  // The schema above requires consent, so the service's own refusal is not reached from here.
  if (outcome === 'no_consent') {
    return { status: 'invalid', fields: [{ field: 'consent', message: 'required' }] };
  }
  return { status: outcome, message: signUpMessage(lang, outcome) };
}
