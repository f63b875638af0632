// The demo site's popups: one live popup of every type (demo-popups.ts), written through this
// module's repository for the demo site the sites module seeds. Their ids never change, so the
// docs, the tests and a person trying the widget can all point at them.
import type { DemoContribution } from '../../db/demo-data.ts';
import { DEMO_SITE_ID } from '../sites/index.ts';
import { demoPopups } from './demo-popups.ts';
import { deletePopupsOfSite, insertPopup } from './repo.ts';

export const displayDemo: DemoContribution = {
  module: 'display',
  seed: async (db, now) => {
    // Created one millisecond apart, so their order (creation order) is stable.
    for (const [index, { id, popup }] of demoPopups.entries()) {
      await insertPopup(db, {
        id,
        site_id: DEMO_SITE_ID,
        status: 'live',
        type: popup.poptin_type,
        ab_test_parent_id: popup.ab_test_parent_id ?? null,
        name: popup.poptin_name,
        data: JSON.stringify(popup),
        created_at: now + index,
        updated_at: now + index,
      });
    }
  },
  clear: (db) => deletePopupsOfSite(db, DEMO_SITE_ID),
};
