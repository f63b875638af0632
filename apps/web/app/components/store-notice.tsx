// The dismissible store notice (spec §4, §9): shown until dismissed, then hidden and remembered in
// the `store_notice` cookie (plus the notice's id, so a new notice shows again), value "hidden",
// path /. The server reads the same cookie, so a dismissed notice never flashes on the next page.
import type { StoreNotice } from '@pinwheel/core';
import { useState } from 'react';
import { useTranslation } from '../translation.ts';

export const storeNoticeCookie = (notice: StoreNotice) => `store_notice${notice.id}`;

/** Whether the request's cookies say this notice was dismissed. */
export function storeNoticeDismissed(cookieHeader: string | null, notice: StoreNotice): boolean {
  const name = storeNoticeCookie(notice);
  return (cookieHeader ?? '').split(/;\s*/).some((pair) => pair === `${name}=hidden`);
}

export function StoreNoticeBanner({ notice }: { notice: StoreNotice }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className="store-notice" aria-label={t('storeNotice.label')}>
      <p className="store-notice__text">{notice.text}</p>
      <button
        type="button"
        className="store-notice__dismiss"
        onClick={() => {
          // Half a year, as the shop's other remembered choices.
          document.cookie = `${storeNoticeCookie(notice)}=hidden; path=/; max-age=15552000; samesite=lax`;
          setDismissed(true);
        }}
      >
        {t('storeNotice.dismiss')}
      </button>
    </aside>
  );
}
