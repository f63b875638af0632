import { describe, expect, it } from 'vitest';
import { listingSearch, parseListingQuery } from './listing-query.ts';

describe('a listing state in the URL', () => {
  it('reads sort, page, price and attribute filters', () => {
    const query = parseListingQuery(
      new URLSearchParams(
        'orderby=price-desc&page=3&min_price=10&max_price=49.5&filter_color=red,blue',
      ),
    );
    expect(query).toEqual({
      sort: 'price-desc',
      page: 3,
      minPrice: 10,
      maxPrice: 49.5,
      terms: { color: ['red', 'blue'] },
    });
    expect(listingSearch(query)).toBe(
      '?orderby=price-desc&min_price=10&max_price=49.5&filter_color=red%2Cblue&page=3',
    );
  });

  it('falls back to defaults for nonsense', () => {
    const query = parseListingQuery(
      new URLSearchParams(
        'orderby=<script>&page=-4&min_price=abc&max_price=1e9&filter_<b>=x&filter_size=<i>',
      ),
    );
    expect(query).toEqual({
      sort: 'menu_order',
      page: 1,
      minPrice: null,
      maxPrice: null,
      terms: {},
    });
    expect(listingSearch(query)).toBe('');
    expect(parseListingQuery(new URLSearchParams('page=99999999')).page).toBe(1);
  });

  it('reads a filter written once per value, as a form with checkboxes sends it', () => {
    const query = parseListingQuery(new URLSearchParams('filter_size=s&filter_size=m,l'));
    expect(query.terms).toEqual({ size: ['s', 'm', 'l'] });
  });

  it('swaps a minimum above the maximum', () => {
    const query = parseListingQuery(new URLSearchParams('min_price=50&max_price=20'));
    expect([query.minPrice, query.maxPrice]).toEqual([20, 50]);
  });
});
