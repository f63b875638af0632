// The renderer chunk's public surface: what window.Pinwheel.loadRenderer() resolves to.
export { mountPopup, type PopupHandle, type PopupOptions } from './mount-popup.tsx';
