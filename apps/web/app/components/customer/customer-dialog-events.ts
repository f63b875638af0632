// Opening the customer dialogs from anywhere on a page (the account page's buttons, the header's):
// one window event the header's entry listens to, so the dialog's chunk is loaded in one place.
export type CustomerDialogMode = 'signIn' | 'register' | 'reset';

const EVENT = 'pinwheel:customer-dialog';

export function openCustomerDialog(mode: CustomerDialogMode): void {
  window.dispatchEvent(new CustomEvent<CustomerDialogMode>(EVENT, { detail: mode }));
}

export function onCustomerDialogAsked(listener: (mode: CustomerDialogMode) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CustomerDialogMode>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
