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

/**
 * A write that lost a race for its slug (another committed the same slug between the check and
 * the insert, and the unique index refused) answers as a slug found taken.
 */
export async function slugRaceRefused<T>(write: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await write();
  } catch (error) {
    // SQLite: "UNIQUE constraint failed: catalog_categories.slug"; PostgreSQL: "duplicate key
    // value violates unique constraint "catalog_categories_slug_key"".
    const message = error instanceof Error ? error.message : '';
    if (/unique/i.test(message) && message.includes('slug')) {
      return invalidFields({ slug: 'The slug was taken a moment ago by another write.' });
    }
    throw error;
  }
}
