// A platform API call refused for a reason the caller can fix, in WordPress's terms: the route
// answers it as `{ code, message, data: { status, params? } }`; a batch puts it in the item's place.
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 400 naming the field at fault, as WordPress words it. */
export function invalidField(field: string, why: string): ApiRefusal {
  return new ApiRefusal(400, 'rest_invalid_param', `Invalid parameter(s): ${field}`, {
    params: { [field]: why },
  });
}

export const productNotFound = () =>
  new ApiRefusal(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');

export const variationNotFound = () =>
  new ApiRefusal(404, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.');
