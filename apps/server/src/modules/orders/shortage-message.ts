// What a buyer who lost the race for the last units is told, in their language.
import { translate, type Language } from '@pinwheel/core';

export function shortageMessage(
  lang: Language,
  line: { title: string; available: number },
): string {
  return line.available > 0
    ? translate(lang, 'checkout.onlyLeft', { count: line.available, title: line.title })
    : translate(lang, 'checkout.soldOut', { title: line.title });
}
