// Which popups may be given an A/B variant, and what a new variant is called. A test is one
// original (the control) and its variants, each naming it in `ab_test_parent_id`; the split
// (core's keepChosenVariants) groups them by that one id, so a variant of a variant would be a
// test nobody runs. An embedded popup shows only where a page holds its own id's placeholder
// (display-decision.ts), so a visitor given its variant would see nothing at all. A test that
// ended with a winner keeps its figures frozen at that moment: a new variant would join a test
// whose results no longer count, so the owner tests a copy instead.
import type { Popup } from '@pinwheel/core';

export type VariantRefusal = {
  variant: 'variant_of_variant' | 'not_testable' | 'test_ended';
  message: string;
};

export function variantRefusal(
  popup: Pick<Popup, 'poptin_type' | 'ab_test_parent_id'>,
  winner: { id: string } | null,
): VariantRefusal | null {
  if (popup.ab_test_parent_id) {
    return {
      variant: 'variant_of_variant',
      message: 'This popup is a variant: add variants to its original, the test’s control.',
    };
  }
  if (popup.poptin_type === 'embedded') {
    return {
      variant: 'not_testable',
      message:
        'An embedded popup cannot be A/B tested: a page shows it by its own id, so a visitor given a variant would see nothing.',
    };
  }
  if (winner) {
    return {
      variant: 'test_ended',
      message:
        'This popup’s A/B test ended with a winner: duplicate the popup and add variants to the copy.',
    };
  }
  return null;
}

/** The variant's letter after the original's A: B for the first variant, then C…Z, then 27, 28… */
function variantLetter(existing: number): string {
  const index = existing + 1;
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** "<name> (variant B)", the original's name cut so the whole fits the 200 characters a name has. */
export function variantName(name: string, existingVariants: number): string {
  const suffix = ` (variant ${variantLetter(existingVariants)})`;
  return `${name.slice(0, 200 - suffix.length)}${suffix}`;
}
