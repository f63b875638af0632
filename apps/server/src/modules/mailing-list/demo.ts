// The demo shop's newsletter list, with a fixed id so the storefront footer's sign-up, the docs and
// the tests can name it. Double opt-in is off until the owner turns it on (it needs SMTP_URL).
import type { DemoContribution } from '../../db/demo-data.ts';
import { deleteList, insertList } from './repo.ts';

export const DEMO_MAILING_LIST_ID = 'newsletter';

export const mailingListDemo: DemoContribution = {
  module: 'mailing-list',
  seed: async (db, now) => {
    await insertList(db, {
      id: DEMO_MAILING_LIST_ID,
      name: 'Newsletter',
      double_opt_in: 0,
      consent_text: JSON.stringify({
        en: 'I agree to get the shop’s newsletter by email. I can unsubscribe at any time.',
        he: 'אני מסכים/ה לקבל את הניוזלטר של החנות במייל. אפשר להסיר את עצמי בכל עת.',
      }),
      created_at: now,
      updated_at: now,
    });
  },
  clear: async (db) => {
    await deleteList(db, DEMO_MAILING_LIST_ID);
  },
};
