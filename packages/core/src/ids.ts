// Opaque ids clients see. Popup ids follow the widget protocol (13 characters, spec §9); other
// records use the same alphabet with their own length. Random from the platform CSPRNG.
import { POPUP_ID_LENGTH } from './constants.ts';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

export function randomId(length = 16): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 256 is not a multiple of 36; the bias of `% 36` is under 1% per character and ids are not
  // secrets, so simplicity wins here. Secrets (session tokens) use randomToken instead.
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

export function newPopupId(): string {
  return randomId(POPUP_ID_LENGTH);
}

export function isPopupId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length === POPUP_ID_LENGTH && /^[0-9a-z]+$/i.test(value)
  );
}
