// The store notice a shop page shows: none once its end has come (a notice announcing a sale must
// not outlive it), in the visitor's language before then.
import { describe, expect, it } from 'vitest';
import { shownStoreNotice } from './pages.ts';

const ends = Date.UTC(2026, 11, 1);
const notice = {
  enabled: true,
  id: 'blackfriday',
  text: 'Black Friday week',
  text_he: 'שבוע הבלאק פריידיי',
  ends_at: ends,
};

describe('shownStoreNotice', () => {
  it('shows the notice in the visitor’s language until its end, and not from then on', () => {
    expect(shownStoreNotice(notice, 'he', ends - 1)).toEqual({
      id: 'blackfriday',
      text: 'שבוע הבלאק פריידיי',
    });
    expect(shownStoreNotice(notice, 'en', ends - 1)?.text).toBe('Black Friday week');
    expect(shownStoreNotice(notice, 'en', ends)).toBeNull();
  });

  it('shows a notice without an end for good, and none when it is off', () => {
    expect(shownStoreNotice({ ...notice, ends_at: null }, 'en', ends * 2)?.id).toBe('blackfriday');
    expect(shownStoreNotice({ ...notice, enabled: false }, 'en', ends - 1)).toBeNull();
  });
});
