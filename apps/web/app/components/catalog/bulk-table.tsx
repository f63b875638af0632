// The bulk discount table for the chosen variation: its own tiers when it has them, else the
// product's (spec §8: the product's table again when the variation's cannot be had).
import { formatMoney, type BulkTier, type PageVariation, type ProductPage } from '@pinwheel/core';
import { useTranslation } from '../../translation.ts';

export function bulkTiersFor(
  product: ProductPage,
  variation: PageVariation | undefined,
): BulkTier[] {
  const own = variation
    ? product.bulkTiers.filter((tier) => tier.variationId === variation.id)
    : [];
  return own.length ? own : product.bulkTiers.filter((tier) => tier.variationId === null);
}

export function BulkTable({
  product,
  variation,
}: {
  product: ProductPage;
  variation: PageVariation | undefined;
}) {
  const { lang, t } = useTranslation();
  const tiers = bulkTiersFor(product, variation);
  if (tiers.length === 0) return null;
  const unit =
    variation?.price ??
    Math.min(...product.variations.filter((v) => v.enabled).map((v) => v.price));
  return (
    <table className="bulk-table" data-variation={variation?.id ?? ''}>
      <caption>{t('bulk.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bulk.quantity')}</th>
          <th scope="col">{t('bulk.unitPrice')}</th>
          <th scope="col">{t('bulk.discount')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={`${tier.variationId ?? 'all'}-${tier.minQuantity}`}>
            <td>{t('bulk.from', { count: tier.minQuantity })}</td>
            <td>
              {formatMoney(
                Math.round((unit * (100 - tier.discountPercent)) / 100),
                product.currency,
                lang,
              )}
            </td>
            <td>{tier.discountPercent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
