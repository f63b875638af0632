// Times on the platform API as WordPress writes and reads them: `date_created_gmt` is ISO 8601
// without a zone ("2026-11-26T12:00:00", UTC), and `after`/`before` filters take any ISO 8601
// date-time (a zone given is honoured; none means UTC, the shop's time on this server).
import { z } from 'zod';

/** An ISO 8601 date-time in a query string, read as epoch milliseconds. */
export const restDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'Must be an ISO 8601 date-time, e.g. 2026-11-26T12:00:00.',
  )
  .transform((text, context) => {
    const zoned = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(text) || !text.includes('T') ? text : `${text}Z`;
    const ms = Date.parse(zoned);
    if (Number.isNaN(ms)) {
      context.addIssue({ code: 'custom', message: 'Must be a valid date.' });
      return z.NEVER;
    }
    return ms;
  });

/** Epoch milliseconds as WordPress's `*_gmt` fields write them: ISO 8601, seconds, no zone. */
export function wpDateGmt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
