// English messages of the owner's store reports page (/admin/browse-abandonment): what the widget
// reported from Shopify stores. Owner-only (owner-messages.ts). Spread into en.ts.
export const storeReportsEn = {
  'storeReports.title': 'Browse abandonment',
  'storeReports.intro':
    'Products signed-in Shopify customers looked at, or left in their cart, as the widget reported them 5 seconds after each page showed. Newest first.',
  'storeReports.leadsLink': 'Browse abandonment from your Shopify stores',
  'storeReports.caption': 'Reports {from}–{to} of {count}',
  'storeReports.customer': 'Customer',
  'storeReports.when': 'Reported',
  'storeReports.kind': 'What',
  'storeReports.products': 'Products',
  'storeReports.cartValue': 'Cart value',
  'storeReports.site': 'Site',
  'storeReports.kind.abandonment': 'Looked at',
  'storeReports.kind.cart': 'In the cart',
  'storeReports.noValue': '—',
  'storeReports.emptyTitle': 'No reports yet',
  'storeReports.emptyBody':
    'When a signed-in customer of a Shopify store with your widget looks at products or leaves them in the cart, they are listed here.',
  'storeReports.pages': 'Pages of reports',
  'storeReports.previous': 'Newer',
  'storeReports.next': 'Older',
  'storeReports.pageOf': 'Page {page} of {pages}',
  'storeReports.api': 'The same reports on the platform API:',
} as const;
