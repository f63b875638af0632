// The demo site whose client id appears in the README's embed snippet. Its ids never change, so
// the docs, the tests and a person trying the widget can all point at it.
import type { DemoContribution } from '../../db/demo-data.ts';
import type { SitesService } from './service.ts';

export const DEMO_CLIENT_ID = 'demo-shop-client';
export const DEMO_SITE_ID = 'site-demo';

export function sitesDemo(sites: SitesService): DemoContribution {
  return {
    module: 'sites',
    seed: async (db, now) => {
      const site = await sites.insert(
        {
          id: DEMO_SITE_ID,
          clientId: DEMO_CLIENT_ID,
          name: 'Demo shop',
          // Empty list: any domain may embed the demo site's popups (handy for trying the snippet).
          allowed_domains: [],
          monthly_view_limit: null,
          is_freemium: false,
          is_restricted: false,
        },
        now,
        db,
      );
      if (!site) throw new Error(`another site already has the demo client id ${DEMO_CLIENT_ID}`);
    },
    clear: async (db) => {
      await sites.delete(DEMO_SITE_ID, db);
    },
  };
}
