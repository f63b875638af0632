// Demo shop settings.
import type { DemoContribution } from '../../db/demo-data.ts';
import { SHOP_ROW_ID, saveShopSettings } from './repo.ts';

export const DEMO_SHOP_NAME = 'Pinwheel Demo Shop';

export const shopDemo: DemoContribution = {
  module: 'shop',
  seed: (db, now) => saveShopSettings(db, { name: DEMO_SHOP_NAME, default_language: 'en' }, now),
  clear: async (db) => {
    await db.deleteFrom('shop_settings').where('id', '=', SHOP_ROW_ID).execute();
  },
};
