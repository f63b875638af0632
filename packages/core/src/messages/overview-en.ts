// English messages of the dashboard's overview (/admin). Owner-only group `overview`. Spread into
// en.ts.
export const overviewEn = {
  'overview.title': 'Overview',
  'overview.intro': 'How {shop} is doing today and this month, and what needs you.',
  'overview.today': 'Today',
  'overview.month': 'This month',
  'overview.orders': 'Orders',
  'overview.revenue': 'Revenue',
  'overview.ordersCount': '{count} orders',
  'overview.seeOrders': 'See orders',
  'overview.bestSellers': 'Best sellers this month',
  'overview.bestSellersNone': 'Nothing sold yet this month.',
  'overview.sold': '{count} sold',
  'overview.lowStock': 'Low stock',
  'overview.lowStockNone': 'Nothing is running low.',
  'overview.left': '{count} left',
  'overview.outOfStock': 'Out of stock',
  'overview.reviews': 'Reviews waiting',
  'overview.reviewsNone': 'No reviews waiting for you.',
  'overview.reviewsCount': '{count} waiting for approval',
  'overview.moderate': 'Moderate reviews',
  'overview.counted': 'Counted: orders processing, completed or on hold (awaiting a transfer).',
} as const;
