// The demo shop's coupons: every code a demo popup hands out (display/demo-popups.ts) and the
// store notice names exists with the rules its copy promises, so what a popup says is what
// checkout honours. Free shipping starts at $50 everywhere: the checkout settings' threshold,
// the notice, SHIP50. Black Friday week's BLACKFRIDAY ends with Monday 30 November 2026 (UTC), as
// the notice and the takeover's countdown say. Stable ids.
import type { DemoContribution } from '../../db/demo-data.ts';
import type { Coupon } from './coupon-record.ts';
import * as repo from './repo.ts';

const blank = {
  amount: 0,
  freeShipping: false,
  minimumAmount: null,
  maximumAmount: null,
  productIds: [],
  excludedProductIds: [],
  productCategories: [],
  excludedProductCategories: [],
  emailRestrictions: [],
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  usageLimitPerUser: null,
  usageCount: 0,
  individualUse: false,
  firstOrderOnly: false,
  uniqueCodePattern: null,
  status: 'publish',
} satisfies Partial<Coupon>;

type DemoCoupon = Omit<Coupon, 'createdAt' | 'updatedAt'>;

/** The end of Black Friday week: Monday 30 November 2026 is over (UTC, the shop's time). */
export const BLACK_FRIDAY_WEEK_ENDS = Date.UTC(2026, 11, 1);

export const demoCoupons: DemoCoupon[] = [
  {
    ...blank,
    id: 'coupon-demo-welcome10',
    code: 'WELCOME10',
    discountType: 'percent',
    amount: 1000,
    firstOrderOnly: true,
    individualUse: true,
    usageLimitPerUser: 1,
    description: 'Welcome popup: 10% off your first order.',
  },
  {
    ...blank,
    id: 'coupon-demo-freeship',
    code: 'FREESHIP',
    discountType: 'fixed_cart',
    freeShipping: true,
    firstOrderOnly: true,
    description: 'Welcome popup (variant B): free shipping on your first order.',
  },
  {
    ...blank,
    id: 'coupon-demo-ship50',
    code: 'SHIP50',
    discountType: 'fixed_cart',
    freeShipping: true,
    minimumAmount: 5000,
    description: 'Free shipping bar: free shipping on orders over $50.',
  },
  {
    ...blank,
    id: 'coupon-demo-blackfriday',
    code: 'BLACKFRIDAY',
    discountType: 'percent',
    amount: 2000,
    individualUse: true,
    expiresAt: BLACK_FRIDAY_WEEK_ENDS,
    description:
      'Black Friday week: 20% off the cart until Monday 30 November (the store notice, the bar, the takeover).',
  },
  {
    ...blank,
    id: 'coupon-demo-picks5',
    code: 'PICKS5',
    discountType: 'percent',
    amount: 500,
    firstOrderOnly: true,
    // Each lead of the "Still looking?" popup gets a code of its own from this pattern.
    uniqueCodePattern: 'PICKS-XXXXXX',
    description: 'Still looking? popup: 5% off a first order, one single-use code per lead.',
  },
  {
    ...blank,
    id: 'coupon-demo-spin10',
    code: 'SPIN10',
    discountType: 'percent',
    amount: 1000,
    individualUse: true,
    usageLimitPerUser: 1,
    description: 'Spin to win prize: 10% off.',
  },
  {
    ...blank,
    id: 'coupon-demo-spinship',
    code: 'SPINSHIP',
    discountType: 'fixed_cart',
    freeShipping: true,
    usageLimitPerUser: 1,
    description: 'Spin to win prize: free shipping.',
  },
  {
    ...blank,
    id: 'coupon-demo-spin20',
    code: 'SPIN20',
    discountType: 'percent',
    amount: 2000,
    individualUse: true,
    usageLimitPerUser: 1,
    description: 'Spin to win prize: 20% off.',
  },
  {
    ...blank,
    id: 'coupon-demo-reader5',
    code: 'READER5',
    discountType: 'percent',
    amount: 500,
    usageLimitPerUser: 1,
    description: 'Members-only article: 5% off your next order.',
  },
];

export const couponsDemo: DemoContribution = {
  module: 'coupons',
  async seed(db, now) {
    for (const coupon of demoCoupons) {
      await repo.insertCoupon(db, { ...coupon, createdAt: now, updatedAt: now });
    }
  },
  async clear(db) {
    await repo.deleteDemoCoupons(
      db,
      demoCoupons.map((coupon) => coupon.id),
    );
  },
};
