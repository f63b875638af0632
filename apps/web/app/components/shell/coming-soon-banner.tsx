// The coming-soon banner (spec §7): while the store setting is on, every storefront page says so
// (to the owner: that visitors are told the shop opens soon; to a visitor: that it does). Its
// dismiss link names the REST URL it posts to; the click sends
// `woocommerce_meta.coming_soon_banner_dismissed = yes` with the nonce header and hides the banner
// at once (the answer is not shown). The server remembers the dismissal, on the owner's account or
// in the visitor's cookie, so the banner stays gone on the next page. Without JavaScript there is
// nothing to post with: the dismiss link is hidden then (shell.css, `scripting: none`).
import { COMING_SOON_DISMISS_URL } from '@pinwheel/core';
import { useState } from 'react';
import { useShellData } from '../../shell-data.ts';
import { shopApi } from '../../storefront-call.ts';
import { useTranslation } from '../../translation.ts';

export function ComingSoonBanner({ audience }: { audience: 'owner' | 'visitor' }) {
  const { t } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className="coming-soon" aria-label={t('comingSoon.label')}>
      <p className="coming-soon__text">
        {t(audience === 'owner' ? 'comingSoon.owner' : 'comingSoon.visitor')}
      </p>
      <a
        href="#"
        role="button"
        className="coming-soon__dismiss"
        data-rest-url={COMING_SOON_DISMISS_URL}
        onClick={(event) => {
          event.preventDefault();
          const url = event.currentTarget.dataset.restUrl ?? COMING_SOON_DISMISS_URL;
          // The result is not shown (spec §7): a failed call only means the banner returns on
          // the next page.
          void shopApi
            .request('POST', url, {
              body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
              nonce,
            })
            .catch(() => undefined);
          setDismissed(true);
        }}
      >
        {t('comingSoon.dismiss')}
      </a>
    </aside>
  );
}
