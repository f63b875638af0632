// The dismissible store notice (spec §4, §9): shown until dismissed, then hidden and remembered in
// the `store_notice` cookie (plus the notice's id, so a new notice shows again), value "hidden",
// path /. The server reads the same cookie, so a dismissed notice never flashes on the next page.
// The dismiss button is a form post to /store-notice (routes/store-notice-dismissal.tsx), which
// sets the same cookie and sends the visitor back: without JavaScript that is what happens; with
// it the click sets the cookie here and hides the banner without a round trip.
import type { StoreNotice } from '@pinwheel/core';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../translation.ts';
import { NonceField } from './nonce-field.tsx';

export const storeNoticeCookie = (notice: Pick<StoreNotice, 'id'>) => `store_notice${notice.id}`;

/** Half a year, as the shop's other remembered choices. */
export const STORE_NOTICE_MAX_AGE_SECONDS = 15_552_000;

/** The Set-Cookie attributes the browser and the server both write. */
export const storeNoticeCookieValue = (notice: Pick<StoreNotice, 'id'>) =>
  `${storeNoticeCookie(notice)}=hidden; path=/; max-age=${STORE_NOTICE_MAX_AGE_SECONDS}; samesite=lax`;

/** Whether the request's cookies say this notice was dismissed. */
export function storeNoticeDismissed(cookieHeader: string | null, notice: StoreNotice): boolean {
  const name = storeNoticeCookie(notice);
  return (cookieHeader ?? '').split(/;\s*/).some((pair) => pair === `${name}=hidden`);
}

export function StoreNoticeBanner({ notice }: { notice: StoreNotice }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className="store-notice" aria-label={t('storeNotice.label')}>
      <p className="store-notice__text">{notice.text}</p>
      <form
        method="post"
        action="/store-notice"
        className="store-notice__form"
        onSubmit={(event) => {
          event.preventDefault();
          document.cookie = storeNoticeCookieValue(notice);
          setDismissed(true);
        }}
      >
        <NonceField />
        <input type="hidden" name="notice" value={notice.id} />
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button type="submit" className="store-notice__dismiss">
          {t('storeNotice.dismiss')}
        </button>
      </form>
    </aside>
  );
}
