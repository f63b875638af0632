// The words of the note an owner sees when the display answer refuses their site (spec §6: a
// client restriction triggers an upgrade notice). Owner-only text, so it lives in this lazy chunk,
// never in core's index (storefront pages) or the renderer every visitor loads.
import type { Language } from '@pinwheel/core';

const en = {
  title: 'Your popups are off on this site',
  body: "This site is restricted in Pinwheel (its plan is unpaid or used up), so its visitors see no popups. They show again once the site's plan is upgraded.",
  who: 'Visitors do not see this note: it shows only in preview and debug mode.',
  link: 'Open your sites in Pinwheel',
  close: 'Close',
};

const he: typeof en = {
  title: 'הפופאפים שלך כבויים באתר הזה',
  body: 'האתר מוגבל ב־Pinwheel (התוכנית שלו לא שולמה או נוצלה), ולכן המבקרים בו לא רואים פופאפים. הם יופיעו שוב אחרי שדרוג התוכנית של האתר.',
  who: 'המבקרים לא רואים את ההודעה הזאת: היא מופיעה רק בתצוגה מקדימה ובמצב ניפוי באגים.',
  link: 'לאתרים שלך ב־Pinwheel',
  close: 'סגירה',
};

export type UpgradeNoticeText = typeof en;

export const upgradeNoticeText = (lang: Language): UpgradeNoticeText => (lang == 'he' ? he : en);
