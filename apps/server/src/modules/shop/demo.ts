// Demo shop settings.
import type { DemoContribution } from '../../db/demo-data.ts';
import { deleteShopSettings, saveShopSettings } from './repo.ts';

export const DEMO_SHOP_NAME = 'Pinwheel Demo Shop';

export const shopDemo: DemoContribution = {
  module: 'shop',
  seed: (db, now) => saveShopSettings(db, { name: DEMO_SHOP_NAME, default_language: 'en' }, now),
  clear: async (db) => {
    await deleteShopSettings(db);
  },
};
