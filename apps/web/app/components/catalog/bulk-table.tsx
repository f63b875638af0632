// The bulk discount table for the chosen variation. The server renders it from the page's data;
// when the visitor chooses another variation the page asks the bulk-table call for it (spec §7
// `get_table_with_product_bulk_table`, product_id and attributes → success, data) and shows the
// answer. A failed or unsuccessful call shows the product's own table again (spec §8). The markup
// comes from one function in core (bulkTableMarkup) on the server, in the call and here, and holds
// only numbers and catalogue words, escaped.
import {
  attributeField,
  bulkTableMarkup,
  bulkTiersFor,
  type Choice,
  type PageVariation,
  type ProductPage,
} from '@pinwheel/core';
import { useEffect, useRef, useState } from 'react';
import { useCurrencyFormat } from '../../money.ts';
import { useShellData } from '../../shell-data.ts';
import { postToShop } from '../../storefront-call.ts';
import { useTranslation } from '../../translation.ts';

// Never drawn with prices hidden (the product page leaves it out), so a price is always there.
function unitPriceOf(product: ProductPage, variation: PageVariation | undefined): number {
  if (variation?.price != null) return variation.price;
  const buyable = product.variations.filter((v) => v.enabled);
  return Math.min(...(buyable.length ? buyable : product.variations).map((v) => v.price ?? 0));
}

export function BulkTable({
  product,
  variation,
  choice,
}: {
  product: ProductPage;
  variation: PageVariation | undefined;
  choice: Choice;
}) {
  const { lang } = useTranslation();
  const nonce = useShellData()?.formNonce ?? '';
  const currencyFormat = useCurrencyFormat();
  const local = (chosen: PageVariation | undefined) =>
    bulkTableMarkup({
      tiers: bulkTiersFor(product.bulkTiers, chosen?.id ?? null),
      unitPrice: unitPriceOf(product, chosen),
      currency: product.currency,
      currencyFormat,
      lang,
      variationId: chosen?.id ?? null,
    });
  const [markup, setMarkup] = useState(() => local(variation));
  const [busy, setBusy] = useState(false);
  // The server rendered the first variation's table: only later choices ask the call.
  const firstRun = useRef(true);

  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    if (product.bulkTiers.length === 0) return;
    const request = new AbortController();
    const attributes = Object.fromEntries(
      Object.entries(choice).map(([slug, term]) => [attributeField(slug), term]),
    );
    setBusy(true);
    postToShop<{ success: boolean; data: string }>(
      '/api/catalog/bulk-table',
      { action: 'get_table_with_product_bulk_table', product_id: product.id, attributes },
      { nonce, lang },
      request.signal,
    )
      .then((answer) => {
        if (!answer.success || typeof answer.data !== 'string') throw new Error('unsuccessful');
        setMarkup(answer.data);
      })
      .catch(() => {
        // A newer choice took over: its own request decides what shows.
        if (request.signal.aborted) return;
        setMarkup(local(undefined));
      })
      .finally(() => {
        if (!request.signal.aborted) setBusy(false);
      });
    return () => request.abort();
    // The choice is read when the variation changes; the product is fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variation?.id]);

  if (!markup) return null;
  return (
    <div
      className="bulk-table-slot"
      aria-busy={busy || undefined}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
