// A page's share buttons with the counts our server keeps (spec storefront §7, §9: n, nK+, 10K+).
// Each is a plain link (a network's share page, or mailto:), so it works before JavaScript; once
// hydrated a click counts the share and shows the new count. The email link guards against bulk
// mail (spec §8): clicked more than twice, it opens nothing and shows the error box whose title and
// text it carries in its attributes, and sends the guard call with the nonce in its body.
import {
  EMAIL_SHARE_CLICK_LIMIT,
  NONCE_FIELD,
  SHARE_NETWORKS,
  formatShareCount,
  type ShareCounts,
  type ShareNetwork,
} from '@pinwheel/core';
import { useRef, useState, type MouseEvent } from 'react';
import { useShellData } from '../../shell-data.ts';
import { postToShop } from '../../storefront-call.ts';
import { useTranslation } from '../../translation.ts';
import { countShare, shareUrl } from './share-links.ts';

export interface ShareButtonsProps {
  /** The page's path: what the counts are kept under. */
  path: string;
  pageUrl: string;
  title: string;
  image?: string;
  counts: ShareCounts;
}

export function ShareButtons({
  path,
  pageUrl,
  title,
  image,
  counts: initialCounts,
}: ShareButtonsProps) {
  const { t, lang } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const [counts, setCounts] = useState(initialCounts);
  const [error, setError] = useState<{ title: string; text: string } | null>(null);
  const emailClicks = useRef(0);

  const counted = async (network: ShareNetwork) => {
    const answer = await countShare(path, network, { nonce, lang });
    if (answer) setCounts((current) => ({ ...current, [network]: answer.count }));
  };

  const onEmail = (event: MouseEvent<HTMLAnchorElement>) => {
    emailClicks.current += 1;
    if (emailClicks.current <= EMAIL_SHARE_CLICK_LIMIT) {
      void counted('email');
      return;
    }
    event.preventDefault();
    const link = event.currentTarget;
    setError({
      title: link.getAttribute('data-error-title') ?? '',
      text: link.getAttribute('data-error-text') ?? '',
    });
    // The spec's share-email tracking call: its answer is not shown, whatever it is.
    postToShop('/api/shares/email-guard', { path, [NONCE_FIELD]: nonce }, { nonce, lang }).catch(
      () => undefined,
    );
  };

  const href = (network: ShareNetwork) =>
    network === 'email'
      ? `mailto:?subject=${encodeURIComponent(t('share.emailSubject', { title }))}&body=${encodeURIComponent(pageUrl)}`
      : shareUrl(network, { url: pageUrl, title, image });

  return (
    <div className="share">
      <h2 className="share__title" id="share-title">
        {t('share.title')}
      </h2>
      <ul className="share__list" aria-labelledby="share-title">
        {SHARE_NETWORKS.map((network) => {
          const label = formatShareCount(counts[network]);
          return (
            <li key={network}>
              <a
                className={`share-button share-button--${network}`}
                href={href(network)}
                {...(network === 'email'
                  ? {
                      'data-error-title': t('share.emailErrorTitle'),
                      'data-error-text': t('share.emailErrorText'),
                      onClick: onEmail,
                    }
                  : {
                      target: '_blank',
                      rel: 'noopener noreferrer',
                      onClick: () => void counted(network),
                    })}
              >
                {t(`share.${network}`)}
                <span className="share-button__count" data-count={counts[network]}>
                  <span aria-hidden="true">{label}</span>
                  <span className="visually-hidden">{t('share.count', { label })}</span>
                </span>
                {network === 'email' ? null : (
                  <span className="visually-hidden">{t('share.newWindow')}</span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {error ? (
        <div className="share__error" role="alert">
          <p className="share__error-title">{error.title}</p>
          <p className="share__error-text">{error.text}</p>
          <button type="button" className="share__error-close" onClick={() => setError(null)}>
            {t('share.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
