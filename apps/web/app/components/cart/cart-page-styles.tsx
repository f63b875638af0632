// The cart pages' own styles, inlined and hoisted like the storefront's (one copy per page).
import cartPageCss from '../../styles/cart-page.css?inline';

export function CartPageStyles() {
  return (
    <style href="pinwheel-cart-page" precedence="default">
      {cartPageCss}
    </style>
  );
}
