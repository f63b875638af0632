// The checkout pages' styles (checkout, order received), inlined as the storefront's are
// (storefront-styles.tsx): React hoists them into the head once.
import checkoutCss from '../../styles/checkout.css?inline';

export function CheckoutStyles() {
  return (
    <style href="pinwheel-checkout" precedence="default">
      {checkoutCss}
    </style>
  );
}
