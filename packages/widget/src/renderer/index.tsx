// The renderer chunk's public surface: what window.Pinwheel.loadRenderer() resolves to.
export { showPopup, type PopupRequest } from './show-popup.ts';
export { closeFiredPopup, showFiredPopup } from './fired-popup.ts';
// The exit-intent trigger's listeners: the loader arms them through this chunk.
export {
  armDesktopExitIntent,
  armMobileExitIntent,
} from '../loader/triggers/exit-intent-trigger.ts';
export { mountPopup, POPUP_HOST_TAG, type MountOptions, type PopupHandle } from './mount-popup.tsx';
// Debug mode's wording, in a chunk of its own (decision-text-loader.ts).
export { describePopupDecision } from './decision-text-loader.ts';
export { showTeasers, type TeaserRequest } from './teaser/show-teasers.ts';
// Only some pages need these: they import the store-parts chunk on first use.
export {
  adBlockerActive,
  readWixStore,
  reportBrowsing,
  watchStoreCart,
} from './store-parts-loader.ts';
// An owner previewing or debugging a site the display answer refused: its own chunk.
export { tellOwnerRefusal } from './owner-notice-loader.ts';
