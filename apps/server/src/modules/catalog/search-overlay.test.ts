// The search overlay's opening view from the catalog settings: defaults a fresh shop gets, the
// owner's choices, and a promo link that must stay on this site.
import type { CategoryRecord } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';
import { readCatalogSettings } from './catalog-settings.ts';
import { matchingCategories, searchOverview } from './search-overlay.ts';

const category = (slug: string, name: string, description = ''): CategoryRecord => ({
  id: `cat-${slug}`,
  slug,
  url: `/category/${slug}`,
  name,
  description,
  parentId: null,
});
const categories = [category('apparel', 'Apparel'), category('home', 'Home', 'Mugs and linen')];

describe('the search overlay’s opening view', () => {
  it('gives a fresh shop every category and a promo in the visitor’s language', () => {
    const { search } = readCatalogSettings(undefined);
    expect(searchOverview('en', search, categories)).toEqual({
      keywords: [],
      categories: [
        { title: 'Apparel', url: '/category/apparel' },
        { title: 'Home', url: '/category/home' },
      ],
      promo: {
        title: 'Everything in the shop',
        text: 'New arrivals, favourites and what is back in stock.',
        url: '/shop',
      },
    });
    expect(searchOverview('he', search, categories).promo?.title).toBe('כל מה שיש בחנות');
  });

  it('follows the owner’s keywords, categories and promo; Hebrew falls back to English', () => {
    const { search } = readCatalogSettings(
      JSON.stringify({
        search: {
          keywords: ['mug', 'linen'],
          category_slugs: ['home', 'gone'],
          promo: { enabled: true, title: 'Sale', text: 'Half off', url: '/category/home' },
        },
      }),
    );
    const hebrew = searchOverview('he', search, categories);
    expect(hebrew.keywords).toEqual(['mug', 'linen']);
    expect(hebrew.categories).toEqual([{ title: 'Home', url: '/category/home' }]);
    expect(hebrew.promo).toEqual({ title: 'Sale', text: 'Half off', url: '/category/home' });
    const off = readCatalogSettings(JSON.stringify({ search: { promo: { enabled: false } } }));
    expect(searchOverview('en', off.search, categories).promo).toBeNull();
  });

  it('keeps the promo link on this site', () => {
    for (const url of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)']) {
      const { search } = readCatalogSettings(JSON.stringify({ search: { promo: { url } } }));
      expect(search.promo.url).toBe('/shop');
    }
  });

  it('finds categories by name or description', () => {
    expect(matchingCategories('linen', categories)).toEqual([
      { title: 'Home', url: '/category/home' },
    ]);
    expect(matchingCategories('<script>', categories)).toEqual([]);
  });
});
