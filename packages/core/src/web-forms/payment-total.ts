// The payment total and the order summary of a web form, from the definition's prices and what
// the visitor chose. The browser shows it; the server stores the one it computes here, never a
// total the browser sent (a tampered total is refused by comparing the two).
import {
  allFields,
  isPaymentField,
  type LocalText,
  type QuantitySettings,
  type WebFormDefinition,
} from './definition.ts';
import { parseAmount, toMinor } from './currency.ts';
import { firstValue, partKey, type WebFormValues } from './values.ts';

export interface OrderLine {
  fieldId: string;
  /** The field's label, and the chosen item's after it for a list of items. */
  label: LocalText;
  choiceLabel?: LocalText;
  quantity: number;
  /** One item's price, minor units. */
  unitPrice: number;
  /** unitPrice × quantity, minor units. */
  amount: number;
}

export interface OrderSummary {
  lines: OrderLine[];
  /** Minor units. */
  total: number;
}

/** The quantity chosen for a field with quantities (1 without them; 0 stays 0). */
export function quantityOf(
  values: WebFormValues,
  fieldId: string,
  settings: QuantitySettings | undefined,
): number {
  if (!settings) return 1;
  const raw = firstValue(values, partKey(fieldId, 'quantity'));
  if (raw === '') return settings.min;
  const number = Number(raw);
  if (!Number.isInteger(number)) return settings.min;
  return Math.min(settings.max, Math.max(settings.min, number));
}

/** The priced items the visible fields hold, and their total. */
export function orderSummary(
  definition: Pick<WebFormDefinition, 'pages' | 'currency'>,
  values: WebFormValues,
  visible: ReadonlySet<string>,
): OrderSummary {
  const lines: OrderLine[] = [];
  for (const field of allFields(definition)) {
    if (!isPaymentField(field) || !visible.has(field.id)) continue;
    const value = firstValue(values, field.id);
    if (field.type === 'payment-single') {
      const unitPrice =
        field.priceType === 'fixed'
          ? toMinor(field.price, definition.currency)
          : (parseAmount(value, definition.currency) ?? 0);
      const quantity = quantityOf(values, field.id, field.quantity);
      if (unitPrice <= 0 || quantity <= 0) continue;
      lines.push({
        fieldId: field.id,
        label: field.label,
        quantity,
        unitPrice,
        amount: unitPrice * quantity,
      });
      continue;
    }
    const choice = field.choices.find((one) => one.id === value);
    if (!choice) continue;
    const quantity =
      field.type === 'payment-select' ? quantityOf(values, field.id, field.quantity) : 1;
    if (quantity <= 0) continue;
    const unitPrice = toMinor(choice.price, definition.currency);
    lines.push({
      fieldId: field.id,
      label: field.label,
      choiceLabel: choice.label,
      quantity,
      unitPrice,
      amount: unitPrice * quantity,
    });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
