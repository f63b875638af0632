// Why a code does not apply, in words: the catalogue's coupon.error.* with the code and, for a
// minimum or maximum spend, the amount in the shop's currency, written in the shop's currency
// format when the owner set one. Server pages, our cart API and the checkout all word refusals
// through this one function.
import type { CurrencyFormat } from '../catalog/money-format.ts';
import { formatMoney } from '../catalog/money.ts';
import { translate, type Language } from '../messages/translate.ts';
import type { MessageKey } from '../messages/en.ts';
import type { CouponRefusal } from './coupon-view.ts';

export function couponRefusalMessage(
  lang: Language,
  refusal: CouponRefusal,
  code: string,
  currency: string,
  format: CurrencyFormat | null = null,
): string {
  return translate(lang, `coupon.error.${refusal.code}` as MessageKey, {
    code,
    amount: refusal.amount !== undefined ? formatMoney(refusal.amount, currency, lang, format) : '',
  });
}
