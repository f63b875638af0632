// The demo site whose client id appears in the README's embed snippet, with one live popup of every
// type (demo-popups.ts). Its ids never change, so the docs, the tests and a person trying the
// widget can all point at them.
import type { DemoContribution } from '../../db/demo-data.ts';
import { demoPopups } from './demo-popups.ts';

export const DEMO_CLIENT_ID = 'demo-shop-client';
export const DEMO_SITE_ID = 'site-demo';

export const displayDemo: DemoContribution = {
  module: 'display',
  seed: async (db, now) => {
    await db
      .insertInto('sites')
      .values({
        id: DEMO_SITE_ID,
        client_id: DEMO_CLIENT_ID,
        name: 'Demo shop',
        // Empty list: any domain may embed the demo site's popups (handy for trying the snippet).
        allowed_domains: '[]',
        monthly_view_limit: null,
        is_freemium: 0,
        is_restricted: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Created one millisecond apart, so their order (creation order) is stable.
    await db
      .insertInto('popups')
      .values(
        demoPopups.map(({ id, popup }, index) => ({
          id,
          site_id: DEMO_SITE_ID,
          status: 'live' as const,
          type: popup.poptin_type,
          ab_test_parent_id: popup.ab_test_parent_id ?? null,
          name: popup.poptin_name,
          data: JSON.stringify(popup),
          created_at: now + index,
          updated_at: now + index,
        })),
      )
      .execute();
  },
  clear: async (db) => {
    await db.deleteFrom('popups').where('site_id', '=', DEMO_SITE_ID).execute();
    await db.deleteFrom('sites').where('id', '=', DEMO_SITE_ID).execute();
  },
};
