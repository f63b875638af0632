// The visitor's and viewer's random ids: core's randomId (the same letters, 0-9 and a-z, each from
// one random byte modulo 36) without the byte pool the server keeps for its many ids. The loader
// makes two ids a page view, and every host page downloads the loader's bytes.
export const randomId = (length: number): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(length)), (byte) =>
    (byte % 36).toString(36),
  ).join('');
