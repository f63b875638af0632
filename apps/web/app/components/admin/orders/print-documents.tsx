// An order's invoice and packing slip as printed pages: the shop's name and address, the order's number and
// date, who it goes to; the invoice with prices, discounts, shipping, total and refunds, the slip
// with quantities and SKUs only and a box to tick per line. Words in the dashboard's language.
import { formatMoney } from '@pinwheel/core';
import { useTranslation } from '../../../translation.ts';
import { unitMinor } from './order-lines.tsx';
import {
  addressLines,
  gmtDate,
  minorOf,
  moneyText,
  refundedMinor,
  type WcOrder,
} from './order-shape.ts';
import { useCurrencyFormat } from '../../../money.ts';

/** The shop as a document names it: its name and postal address lines (settings → shop). */
export interface ShopIdentity {
  shopName: string;
  shopAddress: string[];
}

function DocumentHead(props: ShopIdentity & { order: WcOrder; title: string }) {
  const { t, lang } = useTranslation();
  const { order } = props;
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long' });
  return (
    <header className="print-doc__head">
      <div>
        <p className="print-doc__shop">{props.shopName}</p>
        {props.shopAddress.length ? (
          <address className="print-doc__shop-address">
            {props.shopAddress.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        ) : null}
        <h2 className="print-doc__title">{props.title}</h2>
      </div>
      <dl className="print-doc__facts">
        <div>
          <dt>{t('orders.number')}</dt>
          <dd>
            <bdi dir="ltr">#{order.number}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('orders.date')}</dt>
          <dd>{date.format(gmtDate(order.date_created_gmt))}</dd>
        </div>
        <div>
          <dt>{t('adminOrders.paymentMethod')}</dt>
          <dd>{order.payment_method_title}</dd>
        </div>
        <div>
          <dt>{t('adminOrders.shippingMethod')}</dt>
          <dd>{order.shipping_lines[0]?.method_title ?? ''}</dd>
        </div>
      </dl>
    </header>
  );
}

function Addresses(props: { order: WcOrder; billing: boolean }) {
  const { t, lang } = useTranslation();
  const { order } = props;
  return (
    <div className="print-doc__addresses">
      {props.billing ? (
        <section>
          <h3>{t('adminOrders.billTo')}</h3>
          <address>
            {addressLines(order.billing, lang).map((line, index) => (
              <span key={index}>
                <bdi>{line}</bdi>
              </span>
            ))}
            <span>
              <bdi>{order.billing.email}</bdi>
            </span>
            {order.billing.phone ? (
              <span>
                <bdi>{order.billing.phone}</bdi>
              </span>
            ) : null}
          </address>
        </section>
      ) : null}
      <section>
        <h3>{t('adminOrders.shipTo')}</h3>
        <address>
          {addressLines(order.shipping, lang).map((line, index) => (
            <span key={index}>
              <bdi>{line}</bdi>
            </span>
          ))}
        </address>
      </section>
    </div>
  );
}

const optionsOf = (line: WcOrder['line_items'][number]) =>
  line.meta_data.find((meta) => meta.key === 'options')?.value ?? '';

export function Invoice(props: ShopIdentity & { order: WcOrder }) {
  const { t, lang } = useTranslation();
  const currencyFormat = useCurrencyFormat();
  const { order } = props;
  const money = (text: string) => moneyText(text, order.currency, lang, currencyFormat);
  const refunded = refundedMinor(order);
  return (
    <article className="print-doc" aria-labelledby="invoice-title">
      <DocumentHead
        order={order}
        shopName={props.shopName}
        shopAddress={props.shopAddress}
        title={t('adminOrders.invoice')}
      />
      <span id="invoice-title" className="visually-hidden">
        {t('adminOrders.invoiceFor', { number: order.number })}
      </span>
      <Addresses order={order} billing />
      <table className="print-doc__lines">
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.product')}</th>
            <th scope="col" className="print-doc__number">
              {t('adminOrders.quantity')}
            </th>
            <th scope="col" className="print-doc__number">
              {t('adminOrders.unitPrice')}
            </th>
            <th scope="col" className="print-doc__number">
              {t('orders.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.line_items.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name}
                {optionsOf(line) ? <span className="print-doc__sub">{optionsOf(line)}</span> : null}
              </td>
              <td className="print-doc__number">{line.quantity}</td>
              <td className="print-doc__number">
                {formatMoney(
                  unitMinor(line.price, order.currency),
                  order.currency,
                  lang,
                  currencyFormat,
                )}
              </td>
              <td className="print-doc__number">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('checkout.subtotal')}
            </th>
            <td className="print-doc__number">{money(order.subtotal)}</td>
          </tr>
          {order.coupon_lines.map((coupon) => (
            <tr key={coupon.id}>
              <th scope="row" colSpan={3}>
                {t('coupon.discountLine', { code: coupon.code })}
              </th>
              <td className="print-doc__number">
                {formatMoney(
                  -minorOf(coupon.discount, order.currency),
                  order.currency,
                  lang,
                  currencyFormat,
                )}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3}>
              {t('checkout.shipping')}
            </th>
            <td className="print-doc__number">{money(order.shipping_total)}</td>
          </tr>
          <tr className="print-doc__total">
            <th scope="row" colSpan={3}>
              {t('checkout.total')}
            </th>
            <td className="print-doc__number">{money(order.total)}</td>
          </tr>
          {refunded > 0 ? (
            <>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('adminOrders.refunded')}
                </th>
                <td className="print-doc__number">
                  {formatMoney(-refunded, order.currency, lang, currencyFormat)}
                </td>
              </tr>
              <tr className="print-doc__total">
                <th scope="row" colSpan={3}>
                  {t('adminOrders.netTotal')}
                </th>
                <td className="print-doc__number">
                  {formatMoney(
                    minorOf(order.total, order.currency) - refunded,
                    order.currency,
                    lang,
                    currencyFormat,
                  )}
                </td>
              </tr>
            </>
          ) : null}
        </tfoot>
      </table>
      {order.customer_note ? (
        <p className="print-doc__note">
          <strong>{t('orders.note')}:</strong> <bdi>{order.customer_note}</bdi>
        </p>
      ) : null}
    </article>
  );
}

export function PackingSlip(props: ShopIdentity & { order: WcOrder }) {
  const { t } = useTranslation();
  const { order } = props;
  return (
    <article className="print-doc" aria-labelledby="slip-title">
      <DocumentHead
        order={order}
        shopName={props.shopName}
        shopAddress={props.shopAddress}
        title={t('adminOrders.packingSlip')}
      />
      <span id="slip-title" className="visually-hidden">
        {t('adminOrders.packingSlipFor', { number: order.number })}
      </span>
      <Addresses order={order} billing={false} />
      <table className="print-doc__lines">
        <thead>
          <tr>
            <th scope="col">{t('adminOrders.product')}</th>
            <th scope="col">{t('adminOrders.sku')}</th>
            <th scope="col" className="print-doc__number">
              {t('adminOrders.quantity')}
            </th>
            <th scope="col" className="print-doc__number">
              {t('adminOrders.packed')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.line_items.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name}
                {optionsOf(line) ? <span className="print-doc__sub">{optionsOf(line)}</span> : null}
              </td>
              <td>
                <bdi>{line.sku}</bdi>
              </td>
              <td className="print-doc__number">{line.quantity}</td>
              <td className="print-doc__number">
                <span className="print-doc__box" aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.customer_note ? (
        <p className="print-doc__note">
          <strong>{t('orders.note')}:</strong> <bdi>{order.customer_note}</bdi>
        </p>
      ) : null}
    </article>
  );
}
