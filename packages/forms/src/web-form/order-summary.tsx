// The order-summary preview (spec §2): the chosen priced items, quantities, prices and the total,
// computed by core's orderSummary, the same function the server stores the total with.
import {
  formatFormMoney,
  webFormMessage,
  type CurrencySettings,
  type Language,
  type LocalText,
  type OrderSummary,
} from '@pinwheel/core/web-forms';

const textOf = (text: LocalText | undefined, lang: Language) =>
  text?.[lang]?.trim() || text?.en?.trim() || '';

export function OrderSummaryTable(props: {
  summary: OrderSummary;
  currency: CurrencySettings;
  lang: Language;
  id: string;
}) {
  const { summary, currency, lang } = props;
  const say = (key: Parameters<typeof webFormMessage>[1]) => webFormMessage(lang, key);
  return (
    <table className="pw-wf__summary" id={props.id}>
      <thead>
        <tr>
          <th scope="col">{say('orderItem')}</th>
          <th scope="col">{say('orderQuantity')}</th>
          <th scope="col">{say('orderPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.lines.length === 0 ? (
          <tr>
            <td colSpan={3}>{say('orderEmpty')}</td>
          </tr>
        ) : (
          summary.lines.map((line) => (
            <tr key={line.fieldId}>
              <td>
                {textOf(line.label, lang)}
                {line.choiceLabel ? ` — ${textOf(line.choiceLabel, lang)}` : ''}
              </td>
              <td>{line.quantity}</td>
              <td>{formatFormMoney(line.amount, currency)}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {say('orderTotal')}
          </th>
          <td className="pw-wf__total-amount">{formatFormMoney(summary.total, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
