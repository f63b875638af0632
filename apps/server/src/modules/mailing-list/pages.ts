// The mailing list as pages use it (apps/web/app/context/mailing-list.ts): a list's consent words
// for a sign-up form, the signed links of its mails, and every list's subscribers for the owner.
import { ownerText, type Language } from '@pinwheel/core';
import type { MailingListPages } from '@pinwheel/web/context/mailing-list';
import { checkedSignUp } from './checked-sign-up.ts';
import type { MailingListService } from './service.ts';

export function mailingListPages(
  mailingList: MailingListService,
  lang: Language,
): MailingListPages {
  return {
    async publicList(id) {
      const list = await mailingList.getList(id);
      if (!list) return null;
      return { id: list.id, consentText: ownerText(list.consentText, lang) };
    },
    confirm: (subscriberId, token) => mailingList.confirm(subscriberId, token),
    unsubscribe: (subscriberId, token) => mailingList.unsubscribe(subscriberId, token),
    async signUp(input) {
      const answer = await checkedSignUp(mailingList, input, { lang, source: 'storefront' });
      if (answer.status !== 'invalid') return answer;
      return {
        status: 'invalid',
        fields: Object.fromEntries(answer.fields.map(({ field, message }) => [field, message])),
      };
    },
    async overview() {
      const lists = await mailingList.lists();
      return Promise.all(
        lists.map(async (list) => ({
          id: list.id,
          name: list.name,
          doubleOptIn: list.doubleOptIn,
          csvHref: `/api/admin/mailing-lists/${encodeURIComponent(list.id)}/subscribers.csv`,
          subscribers: ((await mailingList.subscribers(list.id)) ?? []).map((one) => ({
            id: one.id,
            email: one.email,
            name: [one.firstName, one.lastName].filter(Boolean).join(' '),
            status: one.status,
            consentedAt: one.consentedAt,
            source: one.source,
          })),
        })),
      );
    },
  };
}
