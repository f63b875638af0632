// What the shop keeps about one person, found by their email address, and what erasing it did:
// the shapes the privacy module's API answers and the owner's "Privacy requests" page reads. Each
// module contributes its own kinds through its service (apps/server/src/modules/privacy).

/** Every kind of record the shop may keep about one email address, in the order shown. */
export const PERSONAL_DATA_KINDS = [
  'leads',
  'couponCodes',
  'subscribers',
  'messages',
  'formEntries',
  'customer',
  'orders',
  'reviews',
  'popupActivity',
] as const;

export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** One module's records of one kind about the address, as the export carries them. */
export interface PersonalDataPart {
  kind: PersonalDataKind;
  records: Record<string, unknown>[];
}

/** What erasing did to one kind: rows removed, rows kept with the person's details taken out. */
export interface ErasurePart {
  kind: PersonalDataKind;
  removed: number;
  anonymised: number;
}

/** How many records of each kind are kept about an address (every kind, 0 included). */
export interface PersonalDataFound {
  email: string;
  kinds: { kind: PersonalDataKind; count: number }[];
}

/** The export: every record about the address, grouped by kind. */
export interface PersonalDataExport {
  email: string;
  /** ISO 8601. */
  exported_at: string;
  kinds: Record<PersonalDataKind, Record<string, unknown>[]>;
}

export interface ErasureAnswer {
  email: string;
  /** ISO 8601. */
  erased_at: string;
  kinds: ErasurePart[];
}

/**
 * The address records kept for the books (orders, coupon uses) carry once their person is erased:
 * `.invalid` is reserved (RFC 2606), so no mail can ever go to it and no person can own it.
 */
export const ERASED_EMAIL = 'erased@erased.invalid';
