// What a new credential's name and scope may be, for the API routes and the owner's page alike.
import { NAME_TEXT } from '@pinwheel/core';
import { z } from 'zod';
import { CONTROL_CHARACTERS_REASON } from '../../schemas/plain-text.ts';

export const API_KEY_NAME_MAX = 100;

/** A name others read in lists: trimmed, not blank, no control or bidi characters. */
export const apiKeyName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(API_KEY_NAME_MAX)
  .regex(NAME_TEXT, CONTROL_CHARACTERS_REASON);

/** WooCommerce's permissions, which we give application passwords too. */
export const apiKeyScope = z.enum(['read', 'write', 'read_write']);
