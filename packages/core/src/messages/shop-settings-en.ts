// English messages of the shop's own settings page (/admin/settings/shop): its name and default
// language. Owner-only group `shopSettings`. Spread into en.ts.
export const shopSettingsEn = {
  'shopSettings.tab': 'Shop',
  'shopSettings.title': 'Your shop',
  'shopSettings.intro': 'The name every page shows, and the language visitors see first.',
  'shopSettings.name': 'Shop name',
  'shopSettings.nameHint': 'Shown in every page’s header, its title and the mails we send.',
  'shopSettings.language': 'Default language',
  'shopSettings.languageHint':
    'Visitors who have not chosen a language see the shop in this one; they can switch.',
  'shopSettings.languages': 'Languages the shop offers',
  'shopSettings.languagesHint':
    'The language switch shows only these; the default language is always offered. With one, the switch is hidden.',
  'shopSettings.address': 'Shop address',
  'shopSettings.addressHint':
    'Printed on invoices and packing slips, and under the order mails. Leave every field empty for none.',
  'shopSettings.country': 'Country',
  'shopSettings.noCountry': 'Choose a country',
  'shopSettings.address1': 'Street and number',
  'shopSettings.address2': 'Apartment, suite, floor (optional)',
  'shopSettings.city': 'City',
  'shopSettings.state': 'State or region (optional)',
  'shopSettings.postcode': 'Postcode',
} as const;
