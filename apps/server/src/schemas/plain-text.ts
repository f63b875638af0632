// Text fields for every route's zod schema: the owner API, the sign-in API and the display
// protocol all refuse control characters with one reason, so a client reads one answer (400,
// the field, "must not contain control characters"). The rule itself is core's (plain-text.ts),
// which the pages' actions use too. Which fields are multi-line is decided where they are declared:
// a popup's template and its HTML rule are; names, addresses, emails and passwords are not. Names
// and addresses shown to others also refuse the bidirectional controls (nameText).
import { MULTI_LINE_TEXT, NAME_TEXT, ONE_LINE_TEXT } from '@pinwheel/core';
import { z } from 'zod';

export const CONTROL_CHARACTERS_REASON = 'must not contain control characters';

/**
 * One-line text of at most `max` characters: no control characters (C0, DEL, C1; tabs and line
 * breaks included), no lone surrogates.
 */
export function oneLineText(max: number) {
  return z.string().max(max).regex(ONE_LINE_TEXT, CONTROL_CHARACTERS_REASON);
}

/** Multi-line text of at most `max` characters: tab, line feed and carriage return allowed. */
export function multiLineText(max: number) {
  return z.string().max(max).regex(MULTI_LINE_TEXT, CONTROL_CHARACTERS_REASON);
}

/** A name or an address of at most `max` characters: one-line text without bidirectional controls. */
export function nameText(max: number) {
  return z.string().max(max).regex(NAME_TEXT, CONTROL_CHARACTERS_REASON);
}
