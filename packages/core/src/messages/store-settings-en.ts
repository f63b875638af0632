// English messages of the store display settings (/admin/settings/store): currency, reviews and
// the product page's swatches. Owner-only group `storeSettings`. Spread into en.ts.
export const storeSettingsEn = {
  'storeSettings.tab': 'Currency, reviews & swatches',
  'storeSettings.title': 'Currency, reviews & swatches',
  'storeSettings.intro':
    'How prices are shown, what a review must have, and how a product’s options behave.',
  'storeSettings.currencyTitle': 'Currency',
  'storeSettings.currency': 'Currency',
  'storeSettings.currencyHint':
    'Prices are shown and charged in it; amounts are written as your visitors’ language writes them, for example {example}.',
  'storeSettings.reviewsTitle': 'Reviews',
  'storeSettings.moderation': 'Hold new reviews until I approve them',
  'storeSettings.ratingsRequired': 'A review must have a star rating',
  'storeSettings.requiredRatingText': 'Message when the rating is missing',
  'storeSettings.requiredRatingTextHint': 'Leave empty for the standard message.',
  'storeSettings.swatchesTitle': 'Product options (swatches)',
  'storeSettings.showLabel': 'Show the chosen option’s name beside the attribute',
  'storeSettings.labelSeparator': 'Between the attribute and the option',
  'storeSettings.showStock': 'Show how many are left when few are',
  'storeSettings.stockThreshold': 'Show “only N left” from this many down',
  'storeSettings.disableOutOfStock': 'Cross out options that are out of stock',
  'storeSettings.clickableOutOfStock': 'Let visitors still choose out-of-stock options',
  'storeSettings.clearOnReselect': 'Choosing the chosen option again clears it',
  'storeSettings.deselectUnavailable': 'Clear choices that no longer combine',
  'storeSettings.outOfStockTooltip': 'Tooltip on an out-of-stock option',
  'storeSettings.unavailableTooltip': 'Tooltip on an option that does not combine',
  'storeSettings.tooltipHint': 'Leave empty for the standard text.',
  'storeSettings.save': 'Save settings',
} as const;
