// English messages of the Wix store section of /admin/integrations: a site's connection to its
// Wix store, with which popups on a Wix site get the visitor's cart. Owner-only
// (owner-messages.ts). Spread into en.ts.
export const wixStoreEn = {
  'wixStore.title': 'Wix stores',
  'wixStore.about':
    'On a Wix site, the widget sends the visitor’s cart id with each page. Connect the site to its Wix store and each answer carries that cart’s products and subtotal. Make an API key in your Wix account (API Keys, with the eCommerce permission to read carts) and copy the site id from the address of the site’s dashboard.',
  'wixStore.site': 'Site',
  'wixStore.siteId': 'Wix site id',
  'wixStore.siteIdHint': 'The id after /dashboard/ in the address of the site’s Wix dashboard.',
  'wixStore.apiKey': 'API key',
  'wixStore.apiKeyHint': 'Shown once here: afterwards only its last 4 characters.',
  'wixStore.apiKeyReplaceHint':
    'Leave it empty to keep the key in use, or paste a new one to replace it.',
  'wixStore.connect': 'Connect',
  'wixStore.save': 'Save',
  'wixStore.connected': 'Connected with the key ending in {keyEnd} to the Wix site {wixSite}',
  'wixStore.notConnected': 'Not connected: popups on this site read no Wix cart.',
  'wixStore.disconnect': 'Disconnect…',
  'wixStore.disconnectConfirm':
    'Popups on {site} will stop getting the Wix cart. The key is deleted here; it stays valid at Wix until you delete it there.',
  'wixStore.disconnectDo': 'Disconnect {site}',
  'wixStore.saved': 'The site is connected to its Wix store.',
  'wixStore.removed': 'The site is no longer connected to Wix.',
  'wixStore.refused':
    'Not saved: the Wix site id is a GUID (8-4-4-4-12 letters and digits), and the API key one line of up to 2,000 characters.',
  'wixStore.noSites': 'Add a site first: a Wix store is connected to one of your sites.',
} as const;
