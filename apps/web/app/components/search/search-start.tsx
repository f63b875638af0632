// What the search overlay shows before a search: the visitor's recent searches (clearable),
// popular keywords, the shop's chosen categories and the promo banner.
import type { SearchOverview } from '@pinwheel/core';
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { LinkSection } from './link-section.tsx';

export function SearchStart({
  recent,
  overview,
  onSearch,
  onClearRecent,
  onFollow,
}: {
  recent: string[];
  overview: SearchOverview | null;
  onSearch: (text: string) => void;
  onClearRecent: () => void;
  /** A link is followed: the overlay closes. */
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="search-overlay__start">
      <div className="search-overlay__lists">
        {recent.length > 0 ? (
          <section aria-labelledby="search-recent" className="search-overlay__section">
            <div className="search-overlay__section-head">
              <h3 id="search-recent">{t('search.recent')}</h3>
              <button type="button" className="search-overlay__clear" onClick={onClearRecent}>
                {t('search.clearRecent')}
              </button>
            </div>
            <ul className="search-overlay__chips">
              {recent.map((search) => (
                <li key={search}>
                  <button
                    type="button"
                    className="search-overlay__chip search-overlay__chip--recent"
                    onClick={() => onSearch(search)}
                  >
                    {search}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {overview && overview.keywords.length > 0 ? (
          <section aria-labelledby="search-popular" className="search-overlay__section">
            <h3 id="search-popular">{t('search.popular')}</h3>
            <ul className="search-overlay__chips">
              {overview.keywords.map((keyword) => (
                <li key={keyword}>
                  <button
                    type="button"
                    className="search-overlay__chip"
                    onClick={() => onSearch(keyword)}
                  >
                    {keyword}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <LinkSection
          id="search-start-categories"
          title={t('search.categories')}
          links={overview?.categories ?? []}
          onFollow={onFollow}
        />
      </div>
      {overview?.promo ? (
        <aside className="search-overlay__promo" aria-labelledby="search-promo">
          <p className="search-overlay__promo-label">{t('search.promoLabel')}</p>
          <h3 id="search-promo">{overview.promo.title}</h3>
          <p>{overview.promo.text}</p>
          <Link to={overview.promo.url} className="search-overlay__promo-link" onClick={onFollow}>
            {t('search.promoLink')}
          </Link>
        </aside>
      ) : null}
    </div>
  );
}
