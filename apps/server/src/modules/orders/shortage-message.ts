// What a buyer is told about a line the order cannot hold, in their language, one honest reason
// each: the last units went to someone else (only some left, or none), more than one order may
// hold, or the item (or its option) is no longer for sale.
import { translate, type Language } from '@pinwheel/core';
import type { ShortLine } from '../catalog/index.ts';

export function shortageMessage(
  lang: Language,
  line: Pick<ShortLine, 'title' | 'reason' | 'available'>,
): string {
  const params = { count: line.available, title: line.title };
  switch (line.reason) {
    case 'withdrawn':
      return translate(lang, 'checkout.withdrawn', params);
    case 'max_quantity':
      return translate(lang, 'checkout.maxPerOrder', params);
    case 'stock':
      return line.available > 0
        ? translate(lang, 'checkout.onlyLeft', params)
        : translate(lang, 'checkout.soldOut', params);
  }
}
