// An average rating as five stars, read out as "Rated 4.5 out of 5".
import { useTranslation } from '../../translation.ts';

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className="stars">
      <span className="stars__track" aria-hidden="true">
        ★★★★★
        <span className="stars__fill" style={{ inlineSize: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="visually-hidden">{t('product.rating', { rating })}</span>
      {count !== undefined ? (
        <span className="stars__count">
          {count === 1 ? t('product.reviewCountOne') : t('product.reviewCount', { count })}
        </span>
      ) : null}
    </span>
  );
}
