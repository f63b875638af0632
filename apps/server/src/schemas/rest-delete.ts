// DELETE on a resource we keep no trash for: WordPress's `force` flag (true, false, 1, 0 in a query
// string; a boolean in a body), and the refusal WordPress answers when it is not set, so a client
// written for a trashable resource learns it must ask for a permanent delete.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { restError } from '../platform-api/index.ts';

/** A boolean as WordPress reads one from a query string. */
export const restBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** The querystring of a DELETE: `force=true` deletes for good (there is no trash). */
export const forceQuery = z.object({
  force: restBoolean.default(false).describe('Must be true: the resource has no trash.'),
});

/** 501 `rest_trash_not_supported`, WordPress's answer to a DELETE without force on such a resource. */
export function refuseTrash(reply: FastifyReply) {
  return restError(
    reply,
    501,
    'rest_trash_not_supported',
    "The resource does not support trashing. Set 'force=true' to delete.",
  );
}
