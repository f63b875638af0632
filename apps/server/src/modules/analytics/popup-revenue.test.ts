import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_WINDOW_DAYS, creditOrders, type OrderToCredit } from './popup-revenue.ts';

const DAY = 86_400_000;
const order = (id: string, over: Partial<OrderToCredit> = {}): OrderToCredit => ({
  id,
  email: 'buyer@example.com',
  total: 1000,
  codes: [],
  createdAt: 100 * DAY,
  ...over,
});

describe('crediting an order to the popup that brought it', () => {
  it('credits a single-use code to the popup whose lead it was issued to, whoever buys', () => {
    const credited = creditOrders({
      orders: [order('o1', { email: 'friend@example.com', codes: ['VIP-ABCDEF'] })],
      issuedTo: new Map([['VIP-ABCDEF', 'lead-1']]),
      popupCodes: new Map([['popup-b', ['VIP-ABCDEF']]]),
      conversions: [
        { id: 'lead-1', popupId: 'popup-a', email: 'a@example.com', createdAt: 0 },
        // The buyer converted on another popup the day before: the code is the stronger evidence.
        { id: 'lead-2', popupId: 'popup-c', email: 'friend@example.com', createdAt: 99 * DAY },
      ],
    });
    expect([...credited]).toEqual([['popup-a', { revenue: 1000, orders: 1 }]]);
  });

  it('credits a shared code only when one popup alone hands it out', () => {
    const credited = creditOrders({
      orders: [
        order('o1', { codes: ['WELCOME10'], total: 2000 }),
        order('o2', { codes: ['SUMMER'], total: 3000 }),
      ],
      issuedTo: new Map(),
      popupCodes: new Map([
        ['welcome', ['WELCOME10']],
        ['summer-bar', ['SUMMER']],
        ['summer-page', ['SUMMER']],
      ]),
      conversions: [],
    });
    expect([...credited]).toEqual([['welcome', { revenue: 2000, orders: 1 }]]);
  });

  it(`credits a buyer's order to the latest popup they converted on within ${ATTRIBUTION_WINDOW_DAYS} days before it`, () => {
    const conversions = [
      { id: 'l1', popupId: 'older', email: 'buyer@example.com', createdAt: 80 * DAY },
      { id: 'l2', popupId: 'newer', email: 'buyer@example.com', createdAt: 90 * DAY },
      // After the order: it did not bring it.
      { id: 'l3', popupId: 'later', email: 'buyer@example.com', createdAt: 101 * DAY },
      { id: 'l4', popupId: 'stale', email: 'old@example.com', createdAt: 60 * DAY },
    ];
    const credited = creditOrders({
      orders: [
        order('o1'),
        order('o2', { email: 'old@example.com' }),
        order('o3', { email: 'old@example.com', createdAt: 90 * DAY }),
      ],
      issuedTo: new Map(),
      popupCodes: new Map(),
      conversions,
    });
    // o2 came 40 days after old@'s conversion: outside the window; o3 came exactly 30 days after.
    expect(Object.fromEntries(credited)).toEqual({
      newer: { revenue: 1000, orders: 1 },
      stale: { revenue: 1000, orders: 1 },
    });
  });

  it('credits nothing to an order no popup had a part in', () => {
    const credited = creditOrders({
      orders: [order('o1', { codes: ['STAFF'] })],
      issuedTo: new Map(),
      popupCodes: new Map([['welcome', ['WELCOME10']]]),
      conversions: [{ id: 'l1', popupId: 'welcome', email: null, createdAt: 99 * DAY }],
    });
    expect(credited.size).toBe(0);
  });
});
