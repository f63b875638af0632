// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/"}
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookieJar } from './cookie-jar.ts';
import { productIdOfPage, readLastProducts, recordProductView } from './last-products.ts';

const jar = documentCookieJar(document);
afterEach(() => {
  for (const name of Object.keys(jar.all())) jar.remove(name);
  document.head.innerHTML = '';
  delete (window as unknown as { ShopifyAnalytics?: unknown }).ShopifyAnalytics;
});

describe('last-visited products', () => {
  it('keeps the three newest product ids, newest first, without repeats', () => {
    for (const id of ['p1', 'p2', 'p3', 'p2', 'p4']) recordProductView(jar, id);
    expect(readLastProducts(jar)).toEqual(['p4', 'p2', 'p3']);
  });

  it('recognises a product page by Shopify analytics or the Open Graph product id', () => {
    expect(productIdOfPage(window)).toBeNull();
    document.head.innerHTML = '<meta property="product:retailer_item_id" content=" sku-9 ">';
    expect(productIdOfPage(window)).toBe('sku-9');
    Object.assign(window, { ShopifyAnalytics: { meta: { product: { id: 42 } } } });
    expect(productIdOfPage(window)).toBe('42');
  });
});
