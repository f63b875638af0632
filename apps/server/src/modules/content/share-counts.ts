// Share counts our own server keeps (spec storefront §9 "Share counts"): one counter per page path
// and network, bumped when a visitor uses a share button, read when the page renders. The email
// link's guard (a third click and more, spec §8) is counted too, as `email_guard`, so an owner can
// see a page being used to send mail in bulk.
import { SHARE_NETWORKS, type ShareCounts, type ShareNetwork } from '@pinwheel/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type CountedShare = ShareNetwork | 'email_guard';

export async function countShare(
  db: Kysely<Database>,
  path: string,
  network: CountedShare,
  now = Date.now(),
): Promise<number> {
  // One statement on both engines: a concurrent first share of a page cannot lose a count.
  await db
    .insertInto('content_share_counts')
    .values({ path, network, count: 1, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['path', 'network']).doUpdateSet({
        count: sql`content_share_counts.count + 1`,
        updated_at: now,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('content_share_counts')
    .select('count')
    .where('path', '=', path)
    .where('network', '=', network)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page's counts for each share button (0 for a network never used). */
export async function shareCounts(db: Kysely<Database>, path: string): Promise<ShareCounts> {
  const rows = await db
    .selectFrom('content_share_counts')
    .select(['network', 'count'])
    .where('path', '=', path)
    .execute();
  const counts = Object.fromEntries(SHARE_NETWORKS.map((network) => [network, 0])) as ShareCounts;
  for (const row of rows) {
    if ((SHARE_NETWORKS as readonly string[]).includes(row.network)) {
      counts[row.network as ShareNetwork] = Number(row.count);
    }
  }
  return counts;
}
