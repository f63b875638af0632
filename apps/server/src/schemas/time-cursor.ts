// The `cursor` query parameter of lists that page by time (db/time-cursor.ts): the opaque token a
// previous page answered as `nextCursor`, checked and decoded by the route's schema, so a forged
// or mangled one answers 400 like any other bad parameter.
import { z } from 'zod';
import { decodeTimeCursor, type TimePosition } from '../db/time-cursor.ts';

export const timeCursorParam = z
  .string()
  .max(300)
  .transform((cursor, context): TimePosition => {
    const position = decodeTimeCursor(cursor);
    if (position) return position;
    context.addIssue({ code: 'custom', message: 'must be a nextCursor this list answered' });
    return z.NEVER;
  });
