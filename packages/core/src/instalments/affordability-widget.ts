// The pay-in-instalments ("affordability") message's options, checked as the payment provider's
// widget checks them (popup spec §5): a key (else 'Invalid key passed', code 1003), a numeric
// amount (else 'Invalid amount passed', 1001), a target to draw into (else 'Invalid target
// passed', 1002); a prefill or checkout options that are not objects throw without a code.

export class AffordabilityError extends Error {
  constructor(
    message: string,
    readonly code: 1001 | 1002 | 1003 | null,
  ) {
    super(message);
    this.name = 'AffordabilityError';
  }
}

/** The message is never wider than this, in CSS px (popup spec §9). */
export const AFFORDABILITY_MAX_WIDTH_PX = 500;

export interface AffordabilityOptions {
  key: unknown;
  /** Minor units. */
  amount: unknown;
  /** The id of the element the message is drawn into, or the element. */
  target: unknown;
  affordabilityWidgetPrefill?: unknown;
  checkoutOptions?: unknown;
}

export interface CheckedAffordability {
  key: string;
  amount: number;
  target: string;
  prefill: Record<string, string>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkAffordabilityOptions(options: AffordabilityOptions): CheckedAffordability {
  if (typeof options.key !== 'string' || options.key.trim() === '') {
    throw new AffordabilityError('Invalid key passed', 1003);
  }
  const amount =
    typeof options.amount === 'string' && options.amount.trim() !== ''
      ? Number(options.amount)
      : options.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new AffordabilityError('Invalid amount passed', 1001);
  }
  const target =
    typeof options.target === 'string'
      ? options.target
      : isPlainObject(options.target) && typeof options.target.id === 'string'
        ? options.target.id
        : '';
  if (!/^[A-Za-z][\w-]*$/.test(target)) throw new AffordabilityError('Invalid target passed', 1002);
  const prefill = options.affordabilityWidgetPrefill ?? {};
  if (
    !isPlainObject(prefill) ||
    Object.values(prefill).some((value) => typeof value !== 'string')
  ) {
    throw new AffordabilityError('Invalid affordabilityWidgetPrefill', null);
  }
  if (options.checkoutOptions !== undefined && !isPlainObject(options.checkoutOptions)) {
    throw new AffordabilityError('Invalid checkout options', null);
  }
  return { key: options.key, amount, target, prefill: prefill as Record<string, string> };
}

/** `count` payments of `total` minor units: equal parts, the odd minor units on the first. */
export function instalmentAmounts(total: number, count: number): number[] {
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? total - part * (count - 1) : part,
  );
}
