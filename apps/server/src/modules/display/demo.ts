// The demo site whose client id appears in the README's embed snippet. Its id never changes, so the
// docs, the tests and a person trying the widget can all point at it.
import type { DemoContribution } from '../../db/demo-data.ts';

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
        created_at: now,
      })
      .execute();
  },
  clear: async (db) => {
    await db.deleteFrom('sites').where('id', '=', DEMO_SITE_ID).execute();
  },
};
