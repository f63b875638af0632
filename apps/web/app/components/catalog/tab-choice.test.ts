import { describe, expect, it } from 'vitest';
import { tabForLocation } from './tab-choice.ts';

const all = ['description', 'additional_information', 'reviews'] as const;

describe('the tab a product page opens on', () => {
  it.each([
    ['/product/x', '', 'description'],
    ['/product/x#reviews', '#reviews', 'reviews'],
    ['/product/x#tab-reviews', '#tab-reviews', 'reviews'],
    ['/product/x#comment-12', '#comment-12', 'reviews'],
    ['/product/x/comment-page-2', '', 'reviews'],
    ['/product/x?cpage=2', '', 'reviews'],
    [
      '/product/x#tab-additional_information',
      '#tab-additional_information',
      'additional_information',
    ],
    ['/product/x#tab-other', '#tab-other', 'description'],
  ] as const)('%s opens %s', (href, hash, tab) => {
    expect(tabForLocation(href, hash, all)).toBe(tab);
  });

  it('opens the first tab when the wanted one is not there', () => {
    expect(
      tabForLocation('/p#tab-additional_information', '#tab-additional_information', [
        'description',
        'reviews',
      ]),
    ).toBe('description');
  });
});
