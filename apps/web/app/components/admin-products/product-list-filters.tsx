// The products list's search, filters and sort: a plain GET form whose fields are the page's
// address (so the state is in the URL), each choice applied as soon as it changes (focus stays
// on it), the search on Enter or Apply. A new choice starts again at page 1.
import { Form, Link, useNavigate } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { useCategories } from './product-list-data.ts';
import {
  isFiltered,
  SORTS,
  STATUSES,
  STOCK_STATUSES,
  type ListState,
  listSearchOf,
  type SortName,
} from './product-list-query.ts';

export function ProductListFilters({ state }: { state: ListState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCategories();
  const choose = (change: Partial<ListState>) =>
    navigate(`/admin/products${listSearchOf({ ...state, ...change, page: 1 })}`);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('productsAdmin.filters')}
      className="product-filters"
    >
      <div className="product-filters__search">
        <label htmlFor="product-search">{t('productsAdmin.search')}</label>
        <input
          id="product-search"
          type="search"
          name="search"
          defaultValue={state.search}
          key={state.search}
          autoComplete="off"
        />
      </div>
      <div className="product-filters__field">
        <label htmlFor="product-category">{t('productsAdmin.category')}</label>
        <select
          id="product-category"
          name="category"
          value={state.category}
          onChange={(event) => choose({ category: event.target.value })}
        >
          <option value="">{t('productsAdmin.allCategories')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="product-filters__field">
        <label htmlFor="product-stock">{t('productsAdmin.stock')}</label>
        <select
          id="product-stock"
          name="stock"
          value={state.stock}
          onChange={(event) => choose({ stock: event.target.value as ListState['stock'] })}
        >
          <option value="">{t('productsAdmin.allStock')}</option>
          {STOCK_STATUSES.map((stock) => (
            <option key={stock} value={stock}>
              {t(`productsAdmin.stock.${stock}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="product-filters__field">
        <label htmlFor="product-status">{t('productsAdmin.status')}</label>
        <select
          id="product-status"
          name="status"
          value={state.status}
          onChange={(event) => choose({ status: event.target.value as ListState['status'] })}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === 'any'
                ? t('productsAdmin.allStatuses')
                : t(`productsAdmin.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="product-filters__field">
        <label htmlFor="product-sort">{t('productsAdmin.sort')}</label>
        <select
          id="product-sort"
          name="sort"
          value={state.sort}
          onChange={(event) => choose({ sort: event.target.value as SortName })}
        >
          {(Object.keys(SORTS) as SortName[]).map((sort) => (
            <option key={sort} value={sort}>
              {t(`productsAdmin.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="product-filters__actions">
        <button type="submit" className="button">
          {t('productsAdmin.apply')}
        </button>
        {isFiltered(state) ? (
          <Link to="/admin/products" className="button button--quiet">
            {t('productsAdmin.clearFilters')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
