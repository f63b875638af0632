// A refused cart change in words, in the visitor's language (the catalogue's cart.error.* keys).
import { translate, type Language, type MessageKey } from '@pinwheel/core';
import type { Refusal } from '../quantity-rules.ts';

export function refusalMessage(lang: Language, refusal: Refusal): string {
  return translate(lang, `cart.error.${refusal.code}` as MessageKey, refusal.params);
}
