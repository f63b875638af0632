// Optimistic concurrency for what the dashboard edits: two owners open one product, the second
// save must hear that the first changed it instead of silently overwriting it. A resource's
// version is its `updated_at` (epoch milliseconds), sent as a strong ETag on its single GET and on
// every write's answer; a write that carries `If-Match` with a version that is no longer current
// is refused with 412 `rest_edit_conflict`. A write without `If-Match` (WordPress's and
// WooCommerce's own clients send none) goes through as before.
//
// The check compares with the version the handler just read; a route whose writes race closely
// re-checks in its UPDATE (`where updated_at = ?`) when it needs that last millisecond too.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const EDIT_CONFLICT_CODE = 'rest_edit_conflict';
export const EDIT_CONFLICT_MESSAGE =
  'This was changed by someone else since you opened it. Reload it to see their changes, or save again to overwrite them.';

type Version = number | Date;

/** The ETag of a version: `"<epoch ms>"`. */
export function versionTag(updatedAt: Version): string {
  const ms = updatedAt instanceof Date ? updatedAt.getTime() : updatedAt;
  return `"${Math.trunc(ms)}"`;
}

/** Sends the resource's version with the answer (`ETag`), for the next write's `If-Match`. */
export function answerVersion(reply: FastifyReply, updatedAt: Version): void {
  void reply.header('etag', versionTag(updatedAt));
}

/** A write refused because the resource changed since the caller read it. */
export class EditConflictError extends Error {
  readonly statusCode = 412;
  readonly code = EDIT_CONFLICT_CODE;
  constructor() {
    super(EDIT_CONFLICT_MESSAGE);
    this.name = 'EditConflictError';
  }
}

/**
 * Whether the request's `If-Match` (if any) names the current version. `*` matches anything that
 * exists; a list matches when one of its tags does; weak tags (`W/"…"`) compare by their value,
 * since a proxy may weaken an ETag it compressed.
 */
export function versionMatches(ifMatch: string | undefined, updatedAt: Version): boolean {
  if (ifMatch === undefined || ifMatch.trim() === '') return true;
  const current = versionTag(updatedAt);
  return ifMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === current);
}

/**
 * Throws EditConflictError (answered 412 `rest_edit_conflict` by the platform API's error
 * handler) when the request's `If-Match` names a version other than `updatedAt`.
 */
export function requireVersion(request: FastifyRequest, updatedAt: Version): void {
  const header = request.headers['if-match'];
  const ifMatch = Array.isArray(header) ? header.join(',') : header;
  if (!versionMatches(ifMatch, updatedAt)) throw new EditConflictError();
}

/**
 * The version a write stores: now, but always after the one it replaces, so two saves within one
 * millisecond still tell apart.
 */
export function nextVersion(previous: Version, now = Date.now()): number {
  const before = previous instanceof Date ? previous.getTime() : previous;
  return Math.max(now, before + 1);
}
