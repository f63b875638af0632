// The orders list's filters: status, a search (number, email, name), the customer's email and the
// dates it was placed between. They live in the URL (a filtered list can be bookmarked, Back
// returns to it); the form applies them on submit, so typing never refetches letter by letter.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../translation.ts';
import { ORDER_STATUSES, statusLabel } from './order-shape.ts';

export interface OrderFilterValues {
  status: string;
  search: string;
  customer: string;
  after: string;
  before: string;
}

export const FILTER_NAMES = ['status', 'search', 'customer', 'after', 'before'] as const;

export function filtersFrom(params: URLSearchParams): OrderFilterValues {
  return {
    status: params.get('status') ?? '',
    search: params.get('search') ?? '',
    customer: params.get('customer') ?? '',
    after: params.get('after') ?? '',
    before: params.get('before') ?? '',
  };
}

/** The filters as the API's query: dates as whole days (from the start of one to the end of the other). */
export function filterQuery(filters: OrderFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.search) query.search = filters.search;
  if (filters.customer) query.customer = filters.customer;
  if (filters.after) query.after = `${filters.after}T00:00:00`;
  if (filters.before) {
    const next = new Date(`${filters.before}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query.before = next.toISOString().slice(0, 19);
  }
  return query;
}

export function OrderFilters(props: {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
}) {
  const { t, lang } = useTranslation();
  const [draft, setDraft] = useState(props.values);
  const set = (name: keyof OrderFilterValues) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onApply({ ...draft, search: draft.search.trim(), customer: draft.customer.trim() });
  };
  const empty = { status: '', search: '', customer: '', after: '', before: '' };
  const filtered = FILTER_NAMES.some((name) => props.values[name] !== '');
  return (
    <form
      className="order-filters"
      role="search"
      aria-label={t('adminOrders.filters')}
      onSubmit={submit}
    >
      <div className="order-filters__field order-filters__field--wide">
        <label htmlFor="order-search">{t('adminOrders.search')}</label>
        <input
          id="order-search"
          type="search"
          value={draft.search}
          placeholder={t('adminOrders.searchHint')}
          onChange={(event) => set('search')(event.target.value)}
        />
      </div>
      <div className="order-filters__field">
        <label htmlFor="order-status-filter">{t('orders.status')}</label>
        <select
          id="order-status-filter"
          value={draft.status}
          onChange={(event) => set('status')(event.target.value)}
        >
          <option value="">{t('adminOrders.allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(lang, status)}
            </option>
          ))}
        </select>
      </div>
      <div className="order-filters__field">
        <label htmlFor="order-customer">{t('adminOrders.customerEmail')}</label>
        <input
          id="order-customer"
          type="email"
          value={draft.customer}
          dir="ltr"
          onChange={(event) => set('customer')(event.target.value)}
        />
      </div>
      <div className="order-filters__field">
        <label htmlFor="order-after">{t('adminOrders.placedFrom')}</label>
        <input
          id="order-after"
          type="date"
          value={draft.after}
          onChange={(event) => set('after')(event.target.value)}
        />
      </div>
      <div className="order-filters__field">
        <label htmlFor="order-before">{t('adminOrders.placedUntil')}</label>
        <input
          id="order-before"
          type="date"
          value={draft.before}
          min={draft.after || undefined}
          onChange={(event) => set('before')(event.target.value)}
        />
      </div>
      <div className="order-filters__actions">
        <button type="submit" className="button button--primary">
          {t('adminOrders.applyFilters')}
        </button>
        {filtered ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setDraft(empty);
              props.onApply(empty);
            }}
          >
            {t('adminOrders.clearFilters')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
