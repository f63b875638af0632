// The codes a popup hands out (its `design_properties.coupon` and its coupon blocks, before and
// after the submit) must be codes the shop honours: a popup promising a code checkout refuses
// would say something untrue. The coupons module starts after this one and lends its look-up
// (`app.display.useCoupons`). A coupon with a pattern only issues single-use codes, one per lead:
// it is handed out after the lead is stored (the thank-you screen), never before, and the popup
// names it in `design_properties.coupon` so the conversion knows what to issue.
// The wheel's prize codes are the games' to check.
import type { PopupBody } from './popup-schema.ts';

/** What the coupons module answers for each code as given: null when no published coupon has it. */
export interface PopupCouponBook {
  popupCoupons(
    codes: readonly string[],
  ): Promise<
    Map<string, { issuesCodes: boolean; expiresAt: number | null; usedUp: boolean } | null>
  >;
}

/** `coupon_type` for a code issued per lead; any other value hands out the code itself. */
export const UNIQUE_COUPON_TYPE = 'unique';

interface CouponReference {
  /** The field's path in the owner API's terms (`data.params`). */
  path: string;
  code: string;
  /** Shown before the visitor converts (the body), or after (thank-you, the popup's coupon). */
  beforeLead: boolean;
}

/** The popup's fields that can name codes (the stored body, or core's Popup served from it). */
type WithCodes = Pick<PopupBody, 'design' | 'design_properties'>;

function referencesOf(popup: WithCodes): CouponReference[] {
  const references: CouponReference[] = [];
  const coupon = popup.design_properties?.coupon;
  if (coupon) {
    references.push({
      path: 'popup.design_properties.coupon.code',
      code: coupon.code,
      beforeLead: false,
    });
  }
  const design = popup.design;
  design?.blocks.forEach((block, index) => {
    if (block.type === 'coupon') {
      references.push({
        path: `popup.design.blocks.${index}.code`,
        code: block.code,
        beforeLead: true,
      });
    }
  });
  design?.thank_you?.forEach((block, index) => {
    if (block.type === 'coupon') {
      references.push({
        path: `popup.design.thank_you.${index}.code`,
        code: block.code,
        beforeLead: false,
      });
    }
  });
  return references;
}

/** Each refused coupon field with its message; null when every code is one the shop honours. */
export async function popupCouponProblems(
  book: PopupCouponBook | undefined,
  popup: PopupBody,
): Promise<Record<string, string> | null> {
  const references = referencesOf(popup).filter((entry) => entry.code.trim() !== '');
  if (!book || references.length === 0) return null;
  const found = await book.popupCoupons(references.map((entry) => entry.code.trim()));
  const problems: Record<string, string> = {};
  const popupCoupon = popup.design_properties?.coupon;
  const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
  for (const reference of references) {
    const coupon = found.get(reference.code.trim());
    if (!coupon) {
      problems[reference.path] = `No published coupon has the code ${reference.code.trim()}.`;
    } else if (coupon.issuesCodes && reference.beforeLead) {
      problems[reference.path] =
        'This coupon gives single-use codes, one per lead: show it on the thank-you screen.';
    } else if (coupon.issuesCodes && !(popupCoupon && sameCode(popupCoupon.code, reference.code))) {
      problems[reference.path] =
        'Name this coupon in design_properties.coupon too: each lead’s code is issued from it.';
    }
  }
  if (popupCoupon?.coupon_type === UNIQUE_COUPON_TYPE && popup.poptin_target !== 'lead') {
    problems['popup.design_properties.coupon.coupon_type'] =
      'Single-use codes are issued to leads: this popup collects none.';
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * The codes a popup hands out, upper case and each once (its coupon and its coupon blocks), for
 * the revenue an order using one of them brings it (the analytics module).
 */
export function couponCodesOf(popup: PopupBody): string[] {
  const codes = referencesOf(popup).map((entry) => entry.code.trim().toUpperCase());
  return [...new Set(codes.filter((code) => code !== ''))];
}

/**
 * The codes a popup shows before the visitor converts (its coupon blocks), as given and each once:
 * while one of them no longer works, the popup is not served (site-snapshot.ts). Codes handed out
 * after the lead are the coupons module's to issue or refuse at that moment.
 */
export function shownCodesOf(popup: WithCodes): string[] {
  const codes = referencesOf(popup)
    .filter((entry) => entry.beforeLead)
    .map((entry) => entry.code.trim());
  return [...new Set(codes.filter((code) => code !== ''))];
}
