import { describe, expect, it } from 'vitest';
import { linkAddress } from './link-address.ts';

describe("a link button's address", () => {
  it('keeps addresses with a scheme, paths, queries and anchors', () => {
    for (const href of [
      'https://shop.example/a',
      'tel:+9725',
      'mailto:a@b.c',
      '/sale',
      '?a=1',
      '#top',
    ]) {
      expect(linkAddress(href)).toBe(href);
    }
  });

  it('puts // before an address without a scheme (spec §5)', () => {
    expect(linkAddress(' shop.example/thanks ')).toBe('//shop.example/thanks');
  });
});
