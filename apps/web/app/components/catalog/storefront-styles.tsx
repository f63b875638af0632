// The storefront pages' styles, inlined like the shell's (root.tsx): about 3 KB compressed, less
// than a stylesheet request costs a phone before it may paint. React 19 hoists a <style> with an
// href and precedence into the head and writes it once however many components render it.
import storefrontCss from '../../styles/storefront.css?inline';

export function StorefrontStyles() {
  return (
    <style href="pinwheel-storefront" precedence="default">
      {storefrontCss}
    </style>
  );
}
