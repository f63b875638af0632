// The demo shop's notices: on, from the shop's real orders (none show until someone orders), with
// each buyer's billing first name and city, two templates in each language and a custom line.
import { DEFAULT_NOTICE_SETTINGS, type NoticeSettings } from '@pinwheel/core';
import type { DemoContribution } from '../../db/demo-data.ts';
import * as repo from './repo.ts';

export const demoNoticeSettings: NoticeSettings = {
  ...DEFAULT_NOTICE_SETTINGS,
  enabled: true,
  source: 'orders',
  messages: [
    '{first_name} in {city} bought {product_with_link} {time_ago}',
    '{product_with_link} was just bought by {first_name} from {country}. {custom}',
  ],
  messages_he: [
    '{first_name} מ{city} קנה/קנתה את {product_with_link} {time_ago}',
    '{product_with_link} נקנה הרגע על ידי {first_name} מ{country}. {custom}',
  ],
  message_custom: '{number} people are looking at it now.',
  message_custom_he: '{number} אנשים מסתכלים עליו עכשיו.',
  message_number_min: 2,
  message_number_max: 9,
};

export const noticesDemo: DemoContribution = {
  module: 'notices',
  async seed(db, now) {
    await repo.saveSettingsJson(db, JSON.stringify(demoNoticeSettings), now);
  },
  async clear(db) {
    await repo.deleteSettings(db);
  },
};
