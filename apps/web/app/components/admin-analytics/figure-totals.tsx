// A period's totals as cards above a report: views, conversions, rate and revenue with its orders.
// The popups list and the analytics page show the same four, each with its own name for the list.
import { useTranslation } from '../../translation.ts';
import { useFigures } from './use-figures.ts';

export interface Totals {
  views: number;
  conversions: number;
  conversion_rate: number | null;
  revenue: string;
  orders: number;
}

export function FigureTotals(props: { totals: Totals; currency: string; label: string }) {
  const { t } = useTranslation();
  const figures = useFigures(props.currency);
  const { totals } = props;
  return (
    <dl className="figure-totals" aria-label={props.label}>
      <div>
        <dt>{t('analytics.views')}</dt>
        <dd>{figures.count(totals.views)}</dd>
      </div>
      <div>
        <dt>{t('analytics.conversions')}</dt>
        <dd>{figures.count(totals.conversions)}</dd>
      </div>
      <div>
        <dt>{t('analytics.rate')}</dt>
        <dd>{figures.rate(totals.conversion_rate)}</dd>
      </div>
      <div>
        <dt>{t('analytics.revenue')}</dt>
        <dd>
          <bdi>{figures.money(totals.revenue)}</bdi>
          <span className="figure-totals__sub">{t('popups.orders', { count: totals.orders })}</span>
        </dd>
      </div>
    </dl>
  );
}
