import { describe, expect, it } from 'vitest';
import { searchableQuery, searchResultsMaxHeight } from './search-overlay-rules.ts';

describe('the search overlay rules', () => {
  it('searches only from three characters, spaces not counted', () => {
    expect(searchableQuery('mu')).toBeNull();
    expect(searchableQuery('  mu  ')).toBeNull();
    expect(searchableQuery('m u')).toBe('m u');
    expect(searchableQuery('mug')).toBe('mug');
    expect(searchableQuery('  linen   shirt ')).toBe('linen shirt');
    expect(searchableQuery('כוס')).toBe('כוס');
    expect(searchableQuery('a'.repeat(5000))).toHaveLength(200);
  });

  it('lets the results list be 500 px tall, 400 when the screen’s shorter side is under 768', () => {
    expect(searchResultsMaxHeight(1280, 900)).toBe(500);
    expect(searchResultsMaxHeight(390, 844)).toBe(400);
    expect(searchResultsMaxHeight(1024, 700)).toBe(400);
    expect(searchResultsMaxHeight(768, 1024)).toBe(500);
  });
});
