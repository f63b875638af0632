// The products list's state lives in the page's address (search, filters, sort, page), so a
// reload, the back button or a shared link shows the same list; this turns it into the wc/v3
// products query and back.

export const LIST_PAGE_SIZE = 20;

export const SORTS = {
  newest: { orderby: 'date', order: 'desc' },
  oldest: { orderby: 'date', order: 'asc' },
  nameAsc: { orderby: 'title', order: 'asc' },
  nameDesc: { orderby: 'title', order: 'desc' },
  priceAsc: { orderby: 'price', order: 'asc' },
  priceDesc: { orderby: 'price', order: 'desc' },
  popular: { orderby: 'popularity', order: 'desc' },
} as const;
export type SortName = keyof typeof SORTS;

export const STATUSES = ['any', 'publish', 'draft', 'pending', 'private', 'trash'] as const;
export type ListStatus = (typeof STATUSES)[number];
export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;
export type ListStock = (typeof STOCK_STATUSES)[number];

export interface ListState {
  search: string;
  category: string;
  stock: ListStock | '';
  status: ListStatus;
  sort: SortName;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function listStateOf(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.slice(0, 200) ?? '',
    category: params.get('category') ?? '',
    stock: oneOf(STOCK_STATUSES, params.get('stock')) ?? '',
    status: oneOf(STATUSES, params.get('status')) ?? 'any',
    sort: oneOf(Object.keys(SORTS) as SortName[], params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for a state: defaults left out, so the plain list is plain /admin/products. */
export function listSearchOf(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.category) params.set('category', state.category);
  if (state.stock) params.set('stock', state.stock);
  if (state.status !== 'any') params.set('status', state.status);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether anything narrows the list (an empty answer is then "no match", not "no products"). */
export function isFiltered(state: ListState): boolean {
  return Boolean(state.search || state.category || state.stock || state.status !== 'any');
}

/** The wc/v3 products query for a state. */
export function apiQueryOf(state: ListState) {
  return {
    page: state.page,
    per_page: LIST_PAGE_SIZE,
    status: state.status,
    ...SORTS[state.sort],
    ...(state.search && { search: state.search }),
    ...(state.category && { category: state.category }),
    ...(state.stock && { stock_status: state.stock }),
  };
}
