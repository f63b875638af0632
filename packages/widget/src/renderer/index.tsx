// The renderer chunk's public surface: what window.Pinwheel.loadRenderer() resolves to.
export { showPopup, type PopupRequest } from './show-popup.ts';
export { mountPopup, POPUP_HOST_TAG, type MountOptions, type PopupHandle } from './mount-popup.tsx';
export { describePopupDecision } from './popup-decision-text.ts';
export { showTeasers, type TeaserRequest } from './teaser/show-teasers.ts';
export { adBlockerActive } from './ad-blocker-probe.ts';
export { watchStoreCart } from './store-cart-watch.ts';
export { readWixCart } from './wix-cart.ts';
export { reportBrowsing } from './browse-report.ts';
