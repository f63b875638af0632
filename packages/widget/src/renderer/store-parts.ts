// What only some pages need from the renderer, a chunk of its own (`embed/store-parts-[hash].js`)
// that index.tsx imports on first use: the store cart watch (pages with a cart rule), the Wix
// store (every Wix page: its member, its cart, its orders), the browse report (signed-in Shopify customers) and the ad-blocker
// probe (popups with the ad-block trigger). Every popup page loads the renderer; few load these.
export { watchStoreCart } from './store-cart-watch.ts';
export { readWixStore } from './wix-store.ts';
export { reportBrowsing } from './browse-report.ts';
export { adBlockerActive } from './ad-blocker-probe.ts';
