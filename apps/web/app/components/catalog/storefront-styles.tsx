// The storefront pages' styles. They are part of the shell's inlined styles now (root.tsx), which
// only the server build holds, so the browser does not download them twice (once in the document,
// once inside the JavaScript). Pages keep rendering this marker, which renders nothing.
export function StorefrontStyles() {
  return null;
}
