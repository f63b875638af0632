import { describe, expect, it } from 'vitest';
import { pageWriteKind } from './page-write-limits.ts';

describe('which page posts are visitors’ writes', () => {
  it.each([
    ['/checkout', 'order'],
    ['/checkout.data', 'order'],
    ['/cart', 'cart'],
    ['/cart/add', 'cart'],
    ['/cart/add.data', 'cart'],
    ['/product/linen-lamp', 'review'],
    ['/product/linen-lamp.data', 'review'],
    ['/mailing-list/subscribe', 'sign-up'],
    ['/mailing-list/confirm', null],
    ['/lang', null],
    ['/tracking', null],
    ['/admin/settings', null],
    ['/product/a/b', null],
  ])('%s is %s', (path, kind) => {
    expect(pageWriteKind(path)).toBe(kind);
  });
});
