// English messages of the owner's Privacy requests page (/admin/privacy): what the shop keeps
// about one email address, its export and its erasure. Owner-only group `privacyAdmin`. Spread
// into en.ts.
export const privacyAdminEn = {
  'privacyAdmin.nav': 'Privacy requests',
  'privacyAdmin.title': 'Privacy requests',
  'privacyAdmin.intro':
    'When someone asks what your shop keeps about them, or asks you to erase it: find it by their email address, give them a copy, or erase it.',
  'privacyAdmin.email': 'Their email address',
  'privacyAdmin.find': 'Find',
  'privacyAdmin.finding': 'Looking…',
  'privacyAdmin.foundTitle': 'What is kept about {email}',
  'privacyAdmin.nothing': 'Nothing is kept about {email}.',
  'privacyAdmin.caption': 'Records about {email}, by kind',
  'privacyAdmin.colKind': 'Kind',
  'privacyAdmin.colCount': 'Records',
  'privacyAdmin.open': 'Open {kind}',
  'privacyAdmin.export': 'Export (JSON)',
  'privacyAdmin.exported': 'The export of {email} is downloaded.',
  'privacyAdmin.erase': 'Erase everything…',
  'privacyAdmin.eraseTitle': 'Erase everything about {email}?',
  'privacyAdmin.eraseGoes':
    'Deleted for good: their leads (with codes issued to them and not used), subscriptions, contact messages and web form entries with their files, customer account, reviews and popup activity.',
  'privacyAdmin.eraseKept':
    'Kept for your books, without the person: orders keep their number, lines, amounts, coupons, refunds and country, and lose the name, address, phone, email, note and mails; coupon uses and paid form entries keep their amounts.',
  'privacyAdmin.eraseCopies':
    'Copies already sent elsewhere (webhooks, mails, CSV downloads) are not recalled. Export first if they asked for a copy.',
  'privacyAdmin.eraseConfirm': 'Erase',
  'privacyAdmin.erasedTitle': '{email} is erased',
  'privacyAdmin.erasedCaption': 'What was done, by kind',
  'privacyAdmin.colRemoved': 'Deleted',
  'privacyAdmin.colAnonymised': 'Kept without the person',
  'privacyAdmin.failed': 'That did not work: {reason}',
  'privacyAdmin.kind.leads': 'Leads',
  'privacyAdmin.kind.couponCodes': 'Coupon codes and uses',
  'privacyAdmin.kind.subscribers': 'Mailing-list subscriptions',
  'privacyAdmin.kind.messages': 'Contact messages',
  'privacyAdmin.kind.formEntries': 'Web form entries',
  'privacyAdmin.kind.customer': 'Customer account',
  'privacyAdmin.kind.orders': 'Orders',
  'privacyAdmin.kind.reviews': 'Product reviews',
  'privacyAdmin.kind.popupActivity': 'Popup activity after converting',
} as const;
