import { describe, expect, it } from 'vitest';
import { apiQueryOf, isFiltered, listSearchOf, listStateOf } from './product-list-query.ts';

describe('the products list’s address', () => {
  it('reads what it knows and leaves defaults out when written back', () => {
    const state = listStateOf(
      new URLSearchParams('search=mug&stock=outofstock&status=draft&sort=priceAsc&page=2&x=1'),
    );
    expect(state).toEqual({
      search: 'mug',
      category: '',
      stock: 'outofstock',
      status: 'draft',
      sort: 'priceAsc',
      page: 2,
    });
    expect(listSearchOf(state)).toBe(
      '?search=mug&stock=outofstock&status=draft&sort=priceAsc&page=2',
    );
    expect(listSearchOf(listStateOf(new URLSearchParams('status=nope&page=-3')))).toBe('');
    expect(isFiltered(state)).toBe(true);
  });

  it('asks the API for the page, the filters and the order', () => {
    const state = listStateOf(new URLSearchParams('category=cat-desk&sort=nameDesc'));
    expect(apiQueryOf(state)).toEqual({
      page: 1,
      per_page: 20,
      status: 'any',
      orderby: 'title',
      order: 'desc',
      category: 'cat-desk',
    });
  });
});
