// Previous / next for a paged list, with where the owner is ("Page 2 of 7"). Links, so a page
// is an address (Back works) and the keyboard reaches them in order.
import { Link } from 'react-router';
import { useTranslation } from '../../../translation.ts';

export function ListPager(props: {
  page: number;
  totalPages: number;
  label: string;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (props.totalPages <= 1) return null;
  return (
    <nav className="list-pager" aria-label={props.label}>
      {props.page > 1 ? (
        <Link to={props.hrefFor(props.page - 1)} rel="prev" className="button button--quiet">
          {t('adminOrders.previousPage')}
        </Link>
      ) : null}
      <span aria-current="page">
        {t('adminOrders.pageOf', { page: props.page, pages: props.totalPages })}
      </span>
      {props.page < props.totalPages ? (
        <Link to={props.hrefFor(props.page + 1)} rel="next" className="button button--quiet">
          {t('adminOrders.nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}
