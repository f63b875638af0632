// A page of products as a table (a list of cards on a phone, by CSS): a checkbox for the bulk
// actions, the main picture, the name linking to the editor with its status, SKU, stock (marked
// when at or below its low-stock threshold), price and categories.
import { Link } from 'react-router';
import { useTranslation } from '../../translation.ts';
import { useShopMoney } from '../admin/money-input.tsx';
import type { WcProduct } from './product-form.ts';

export function isLowStock(product: WcProduct): boolean {
  return (
    product.type === 'simple' &&
    product.manage_stock &&
    product.low_stock_amount !== null &&
    (product.stock_quantity ?? 0) <= product.low_stock_amount
  );
}

export function ProductListTable({
  products,
  selected,
  onSelect,
  busy,
}: {
  products: WcProduct[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const allOn = products.length > 0 && products.every((product) => selected.has(product.id));
  return (
    <div className="product-table-scroll">
      <table className="admin-table product-table" aria-busy={busy}>
        <caption className="visually-hidden">{t('productsAdmin.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="product-table__check">
              <input
                type="checkbox"
                aria-label={t('productsAdmin.selectAll')}
                checked={allOn}
                onChange={(event) =>
                  onSelect(
                    products.map((product) => product.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('productsAdmin.pictureOf')}</span>
            </th>
            <th scope="col">{t('productsAdmin.column.name')}</th>
            <th scope="col">{t('productsAdmin.column.sku')}</th>
            <th scope="col">{t('productsAdmin.column.stock')}</th>
            <th scope="col">{t('productsAdmin.column.price')}</th>
            <th scope="col">{t('productsAdmin.column.categories')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              checked={selected.has(product.id)}
              onCheck={(on) => onSelect([product.id], on)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductRow({
  product,
  checked,
  onCheck,
}: {
  product: WcProduct;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const picture = product.images[0];
  const nameId = `product-${product.id}-name`;
  return (
    <tr className={checked ? 'product-table__row is-selected' : 'product-table__row'}>
      <td className="product-table__check">
        <input
          type="checkbox"
          checked={checked}
          aria-label={t('productsAdmin.select', { name: product.name })}
          onChange={(event) => onCheck(event.target.checked)}
        />
      </td>
      <td className="product-table__picture">
        {picture ? (
          <img src={picture.src} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="product-table__no-picture">{t('productsAdmin.noPicture')}</span>
        )}
      </td>
      <td className="product-table__name">
        <Link to={`/admin/products/${product.id}`} id={nameId}>
          <bdi>{product.name}</bdi>
        </Link>
        <span className="product-table__badges">
          {product.status !== 'publish' ? (
            <span className={`status-badge status-badge--${product.status}`}>
              {t(`productsAdmin.status.${product.status}`)}
            </span>
          ) : null}
          {product.type === 'variable' ? (
            <span className="product-table__sub">
              {t('productsAdmin.variable', { count: product.variations.length })}
            </span>
          ) : null}
        </span>
      </td>
      <td className="product-table__sku" data-label={t('productsAdmin.column.sku')}>
        {product.sku ? <bdi>{product.sku}</bdi> : null}
      </td>
      <td className="product-table__stock" data-label={t('productsAdmin.column.stock')}>
        <StockText product={product} />
      </td>
      <td className="product-table__price" data-label={t('productsAdmin.column.price')}>
        {product.price ? money.format(product.price) : ''}
      </td>
      <td className="product-table__categories" data-label={t('productsAdmin.column.categories')}>
        {product.categories.map((category) => category.name).join(', ')}
      </td>
    </tr>
  );
}

function StockText({ product }: { product: WcProduct }) {
  const { t } = useTranslation();
  const low = isLowStock(product);
  const words =
    product.stock_status === 'instock' && product.manage_stock && product.stock_quantity !== null
      ? t('productsAdmin.stockCount', { count: product.stock_quantity })
      : t(`productsAdmin.stock.${product.stock_status}`);
  return (
    <span className={`product-stock product-stock--${product.stock_status}`}>
      {words}
      {low ? (
        <span className="status-badge status-badge--low">{t('productsAdmin.lowStock')}</span>
      ) : null}
    </span>
  );
}
