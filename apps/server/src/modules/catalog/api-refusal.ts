// What the catalog's owner-facing writes answer when they refuse: the status, WordPress's or
// WooCommerce's code and message, and the fields at fault, so a route hands it on as it is.
export interface Refusal {
  status: number;
  code: string;
  message: string;
  /** Field → reason, for `rest_invalid_param`. */
  params?: Record<string, string>;
}

export interface Refused {
  ok: false;
  refusal: Refusal;
}

export type Outcome<T> = { ok: true; value: T } | Refused;

export const accepted = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const refused = (refusal: Refusal): Refused => ({ ok: false, refusal });

/** A 400 naming the fields at fault, worded as WordPress words it. */
export function invalidFields(params: Record<string, string>): Refused {
  return refused({
    status: 400,
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    params,
  });
}
