// The analytics page's tables: the chart's numbers day by day, and the period broken down by
// popup (with a link to an A/B test's results), device, page and traffic source. Each is a real
// table with a caption, in a named region that scrolls sideways on a phone, by keyboard too.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Analytics } from './analytics-data.ts';
import type { Figures } from './use-figures.ts';
import { useTranslation } from '../../translation.ts';

function TableRegion({
  caption,
  note,
  className = '',
  children,
}: {
  caption: string;
  note?: string;
  className?: string;
  children: (captionId: string) => ReactNode;
}) {
  const captionId = useId();
  return (
    // Not a landmark of its own: the table's region below carries the name.
    <div className="analytics-breakdown">
      <h3 id={captionId} className="analytics-breakdown__title">
        {caption}
      </h3>
      {note ? <p className="analytics-breakdown__note">{note}</p> : null}
      <div
        className={`analytics-table ${className}`}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        {children(captionId)}
      </div>
    </div>
  );
}

/** The figure columns a table may show, in this order. */
type FigureColumn = 'views' | 'conversions' | 'rate' | 'revenue';

/** What a row may carry for those columns (`orders` is written under the revenue when present). */
interface FigureRow {
  views?: number;
  conversions: number;
  conversion_rate?: number | null;
  /** The amount as the API writes it (a decimal string). */
  revenue?: string;
  orders?: number;
}

const COLUMN_WORDS = {
  views: 'analytics.views',
  conversions: 'analytics.conversions',
  rate: 'analytics.rate',
  revenue: 'analytics.revenue',
} as const;

/**
 * One breakdown: a row head each (`name`) and the figures of `columns`; "nothing in this
 * period" when there are no rows.
 */
function FiguresTable<R extends FigureRow>(props: {
  caption: string;
  note?: string;
  className?: string;
  nameColumn: string;
  nameClassName?: string;
  columns: readonly FigureColumn[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  name: (row: R) => ReactNode;
  figures: Figures;
}) {
  const { t } = useTranslation();
  const { figures, columns } = props;
  const cell = (row: R, column: FigureColumn): ReactNode => {
    switch (column) {
      case 'views':
        return figures.count(row.views ?? 0);
      case 'conversions':
        return figures.count(row.conversions);
      case 'rate':
        return figures.columnRate(row.conversion_rate ?? null);
      case 'revenue':
        return (
          <>
            <bdi>{figures.money(row.revenue ?? '0')}</bdi>
            {row.orders === undefined ? null : (
              <span className="admin-table__sub">{t('popups.orders', { count: row.orders })}</span>
            )}
          </>
        );
    }
  };
  return (
    <TableRegion
      caption={props.caption}
      {...(props.note ? { note: props.note } : {})}
      {...(props.className ? { className: props.className } : {})}
    >
      {(captionId) => (
        <table className="admin-table" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{props.nameColumn}</th>
              {columns.map((column) => (
                <th key={column} scope="col" className="admin-table__number">
                  {t(COLUMN_WORDS[column])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="analytics-table__nothing">
                  {t('analytics.nothing')}
                </td>
              </tr>
            ) : null}
            {props.rows.map((row) => (
              <tr key={props.rowKey(row)}>
                <th scope="row" className={props.nameClassName}>
                  {props.name(row)}
                </th>
                {columns.map((column) => (
                  <td
                    key={column}
                    data-label={t(COLUMN_WORDS[column])}
                    className="admin-table__number"
                  >
                    {cell(row, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableRegion>
  );
}

const ALL_FIGURES = ['views', 'conversions', 'rate', 'revenue'] as const;

export function DaysTable({ data, figures }: { data: Analytics; figures: Figures }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t('analytics.daysCaption')}
      className="analytics-table--days"
      nameColumn={t('analytics.date')}
      columns={ALL_FIGURES}
      // The newest day first.
      rows={[...data.days].reverse()}
      rowKey={(day) => day.date}
      name={(day) => <time dateTime={day.date}>{figures.longDay(figures.dateOf(day.date))}</time>}
      figures={figures}
    />
  );
}

export function PopupBreakdown({ data, figures }: { data: Analytics; figures: Figures }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t('analytics.byPopup')}
      nameColumn={t('analytics.popup')}
      nameClassName="analytics-table__name"
      columns={ALL_FIGURES}
      rows={data.by_popup}
      rowKey={(popup) => popup.id}
      name={(popup) => (
        <>
          <bdi>{popup.name}</bdi>
          <span className="admin-table__sub">
            {t(`popupType.${popup.type}`)} · {t(`popupStatus.${popup.status}`)} ·{' '}
            <bdi>{popup.site_name}</bdi>
          </span>
          {popup.ab_test ? (
            <Link
              to={`/admin/popups/${popup.ab_test}/ab`}
              className="analytics-table__ab"
              aria-label={t('analytics.abResultsLabel', { name: popup.name })}
            >
              {t('analytics.abResults')}
            </Link>
          ) : null}
        </>
      )}
      figures={figures}
    />
  );
}

export function DeviceBreakdown({ data, figures }: { data: Analytics; figures: Figures }) {
  const { t } = useTranslation();
  const deviceName = (device: string) =>
    device === 'mobile' || device === 'desktop'
      ? t(`analytics.device.${device}`)
      : device || t('analytics.device.none');
  return (
    <FiguresTable
      caption={t('analytics.byDevice')}
      note={t('analytics.byDeviceNote')}
      nameColumn={t('analytics.device')}
      columns={['conversions']}
      rows={data.by_device}
      rowKey={(row) => row.device}
      name={(row) => <bdi>{deviceName(row.device)}</bdi>}
      figures={figures}
    />
  );
}

export function PageBreakdown({ data, figures }: { data: Analytics; figures: Figures }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t('analytics.byPage')}
      note={t('analytics.byPageNote')}
      nameColumn={t('analytics.page')}
      nameClassName="analytics-table__page"
      columns={['views', 'conversions', 'rate']}
      rows={data.by_page}
      rowKey={(row) => row.page}
      name={(row) => <bdi dir="ltr">{row.page}</bdi>}
      figures={figures}
    />
  );
}

export function SourceBreakdown({ data, figures }: { data: Analytics; figures: Figures }) {
  const { t } = useTranslation();
  return (
    <FiguresTable
      caption={t('analytics.bySource')}
      note={t('analytics.bySourceNote')}
      nameColumn={t('analytics.source')}
      columns={['conversions', 'revenue']}
      rows={data.by_source}
      rowKey={(row) => `${row.kind}:${row.name}`}
      name={(row) => <bdi>{t(`analytics.source.${row.kind}`, { name: row.name })}</bdi>}
      figures={figures}
    />
  );
}
