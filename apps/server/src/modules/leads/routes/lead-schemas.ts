// Fields of the owner's leads API both paths take: the platform API (pinwheel/v1) and the
// deprecated /api/admin aliases share one definition.
import { z } from 'zod';
import { multiLineText, oneLineText } from '../../../schemas/plain-text.ts';

/** A lead's or a webhook endpoint's id in a path. */
export const idParams = z.object({ id: z.string().regex(/^[0-9a-z]{1,40}$/, 'must be an id') });

/** Where deliveries go: http or https. */
export const webhookUrl = oneLineText(2000)
  .url('must be a web address')
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://');

/** A site's conversion code: HTML the widget adds to the page head after a conversion. */
export const conversionCodeBody = z.object({ conversion_code: multiLineText(20_000) });
