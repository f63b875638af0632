// English messages of the price password: the storefront's form (group `pricePassword`, shown to
// shoppers) and the owner's setting (group `pricePasswordAdmin`, owner-only). Spread into en.ts.
export const pricePasswordEn = {
  'pricePassword.hidden': 'Prices are shown to customers with the shop’s password.',
  'pricePassword.toggle': 'Enter the password to see prices',
  'pricePassword.label': 'Shop password',
  'pricePassword.submit': 'Show prices',
  'pricePassword.sending': 'Checking…',
  'pricePassword.required': 'Please enter the password.',
  'pricePassword.wrong': 'That password is not right.',
  'pricePassword.failed': 'The password could not be checked. Please try again.',
  'pricePassword.seeProduct': 'See the product',
  'cart.error.prices_hidden': 'Enter the shop’s password to see prices and buy.',
  'pricePassword.cartHidden': 'Enter the shop’s password to see prices and buy.',
  'pricePasswordAdmin.title': 'Price password',
  'pricePasswordAdmin.description':
    'Hide prices and the add-to-cart button from visitors until they enter a password you give them. Prices are never sent to a visitor without it: not in pages, search, the cart or what search engines read.',
  'pricePasswordAdmin.enabled': 'Hide prices until the password is entered',
  'pricePasswordAdmin.password': 'New password',
  'pricePasswordAdmin.passwordHint':
    'At least 4 characters. Leave empty to keep the current one. Changing it asks everyone for the new one.',
  'pricePasswordAdmin.passwordSet': 'A password is set.',
  'pricePasswordAdmin.passwordNotSet': 'No password is set yet.',
  'pricePasswordAdmin.passwordRequired': 'Set a password before hiding prices.',
  'pricePasswordAdmin.save': 'Save',
  'pricePasswordAdmin.saved': 'Saved. The shop shows the change at once.',
  'pricePasswordAdmin.onNote': 'Prices are hidden from visitors without the password.',
} as const;
