// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://shop.example/sale?utm=mail"}
import { describe, expect, it } from 'vitest';
import { displayRequestPayload, formBody, type DisplayRequestInput } from './display-request.ts';
import type { PageVisit } from './visitor-state/page-visit.ts';

const visit: PageVisit = {
  url: 'https://shop.example/sale?utm=mail',
  visitorId: 'visitor1',
  viewerId: 'viewer1',
  visitNumber: 2,
  sessionPages: 3,
  referrer: 'https://search.example/',
  previousUrl: 'https://shop.example/b',
  landingPage: 'https://shop.example/a',
  previousPages: ['https://shop.example/a', 'https://shop.example/b'],
  previousPagesWithTime: ['https://shop.example/a@100', 'https://shop.example/b@160'],
};

const input: DisplayRequestInput = {
  win: window,
  visit,
  state: {
    visitor_id: 'visitor1',
    seen: [],
    closed: [],
    converted: [],
    embedded: [],
    frequency: {},
  },
  mobile: false,
  store: {},
  repeat: false,
};

describe('displayRequestPayload', () => {
  it('describes the page and the visit with the wire names of the contract', () => {
    document.title = 'Spring sale';
    document.body.innerHTML =
      '<div class="poptin-embedded" data-id="aaaaaaaaaaaaa"></div><div class="poptin-embedded"></div>';
    const payload = displayRequestPayload({ ...input, country: 'IL', convertedEmail: 'a@b.c' });
    expect(payload).toMatchObject({
      domain: 'shop.example',
      referrer: 'https://search.example/',
      previous_url: 'https://shop.example/b',
      cc: 'IL',
      poptin_forms_id: 'aaaaaaaaaaaaa',
      if_mobile: '0',
      page_title: 'Spring sale',
      origin_landing_page: 'https://shop.example/a',
      poptin_viewed_url: 'https://shop.example/sale?utm=mail',
      previous_visited_pages: 'https://shop.example/a|https://shop.example/b',
      previous_visited_pages_with_time: 'https://shop.example/a@100|https://shop.example/b@160',
      all_visited_pages:
        'https://shop.example/a|https://shop.example/b|https://shop.example/sale?utm=mail',
      cancel_visitor_count: '0',
      converted_email: 'a@b.c',
    });
    expect(JSON.parse(payload.cookies)).toEqual(input.state);
    expect(payload.triggers?.split(',')).toContain('exit_intent');
    document.body.innerHTML = '';
  });

  it('names the page’s language, or none when the page states none', () => {
    document.documentElement.lang = 'he';
    expect(displayRequestPayload(input).page_lang).toBe('he');
    document.documentElement.lang = '';
    expect(displayRequestPayload(input).page_lang).toBeUndefined();
  });

  it('counts no visitor for a repeated request or a preview, and sends the cart when known', () => {
    expect(displayRequestPayload({ ...input, repeat: true }).cancel_visitor_count).toBe('1');
    const preview = displayRequestPayload({ ...input, previewPopupId: 'ppppppppppppp' });
    expect(preview).toMatchObject({
      preview_poptin_id: 'ppppppppppppp',
      cancel_visitor_count: '1',
    });
    const withCart = displayRequestPayload({
      ...input,
      store: { store_integration: 'shopify', store_integration_customer_id: '7' },
      cart: { totalPrice: 4990, itemCount: 2, productIds: ['p1', 'p2'], variantIds: ['v1', 'v2'] },
    });
    expect(withCart).toMatchObject({
      store_integration: 'shopify',
      store_integration_customer_id: '7',
      cart_total_items: '2',
      cart_total_price: '4990',
      cart_products_ids_list: 'v1|v2',
      cart_products_org_ids_list: 'p1|p2',
    });
    const unknownCart = displayRequestPayload({
      ...input,
      cart: { totalPrice: Number.NaN, itemCount: Number.NaN, productIds: [], variantIds: [] },
    });
    expect(unknownCart.cart_total_price).toBeUndefined();
  });
});

describe('formBody', () => {
  it('leaves out fields that are not set', () => {
    expect(formBody({ a: 'x y', b: undefined, c: '' }).toString()).toBe('a=x+y&c=');
  });
});
