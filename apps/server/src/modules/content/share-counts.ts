// Share counts our own server keeps (spec storefront §9 "Share counts"): one counter per page path
// and network, bumped when a visitor uses a share button, read when the page renders. The email
// link's guard (a third click and more, spec §8) is counted too, as `email_guard`, so an owner can
// see a page being used to send mail in bulk.
import { SHARE_NETWORKS, type ShareCounts, type ShareNetwork } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './repo.ts';

export type CountedShare = ShareNetwork | 'email_guard';

export async function countShare(
  db: Kysely<Database>,
  path: string,
  network: CountedShare,
  now = Date.now(),
): Promise<number> {
  return repo.bumpShareCount(db, path, network, now);
}

/** A page's counts for each share button (0 for a network never used). */
export async function shareCounts(db: Kysely<Database>, path: string): Promise<ShareCounts> {
  const rows = await repo.shareCountsOfPage(db, path);
  const counts = Object.fromEntries(SHARE_NETWORKS.map((network) => [network, 0])) as ShareCounts;
  for (const row of rows) {
    if ((SHARE_NETWORKS as readonly string[]).includes(row.network)) {
      counts[row.network as ShareNetwork] = Number(row.count);
    }
  }
  return counts;
}
