// Opaque ids clients see. Popup ids follow the widget protocol (13 characters, spec §9); other
// records use the same alphabet with their own length. Random from the platform CSPRNG.
import { POPUP_ID_LENGTH } from './constants.ts';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Random bytes drawn a pool at a time: one call to the generator per many ids rather than one per
 * id (a conversion makes several). The pool is never handed out twice.
 */
const pool = new Uint8Array(4096);
let poolOffset = pool.length;

function randomBytes(length: number): Uint8Array {
  if (length > pool.length) return globalThis.crypto.getRandomValues(new Uint8Array(length));
  if (poolOffset + length > pool.length) {
    globalThis.crypto.getRandomValues(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + length);
  poolOffset += length;
  return bytes;
}

export function randomId(length = 16): string {
  const bytes = randomBytes(length);
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
