// The demo shop, assembled from what each module contributes: every module's plugin adds its part
// (`app.demo.add`, in the order app.ts registers the modules, so a later module's rows may
// reference an earlier one's), writing through its own repository. Seeded once on an empty
// database; `npm run seed -- --reset` clears and rebuilds it. Ids are stable so docs and tests can
// name them.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface DemoContribution {
  /** The module contributing, for logs. */
  module: string;
  /** Writes this module's demo rows with `db` (the seeding transaction). */
  seed(db: Kysely<Database>, now: number): Promise<void>;
  /** Removes this module's demo rows (called in reverse order before a reseed). */
  clear(db: Kysely<Database>): Promise<void>;
  /** After the seeding transaction committed: a module keeping copies in memory refreshes them. */
  seeded?(): Promise<void>;
}

/**
 * A demo part whose cleared rows have files kept outside the database (a form's messages or
 * entries, with what visitors sent): `clearRows` deletes the rows and answers their ids, and
 * `removeFiles` deletes each one's files once the reset has committed. A reset that fails keeps the
 * rows, so their files stay too.
 */
export function demoWithFiles(part: {
  module: string;
  seed: DemoContribution['seed'];
  clearRows(db: Kysely<Database>): Promise<string[]>;
  removeFiles(id: string): Promise<void>;
}): DemoContribution {
  let cleared: string[] = [];
  return {
    module: part.module,
    seed: part.seed,
    clear: async (db) => {
      cleared = await part.clearRows(db);
    },
    seeded: async () => {
      const ids = cleared;
      cleared = [];
      for (const id of ids) await part.removeFiles(id);
    },
  };
}

/** The demo parts of the app's modules, and seeding them on the app's database. */
export class DemoData {
  readonly contributions: DemoContribution[] = [];

  constructor(private readonly db: Kysely<Database>) {}

  add(contribution: DemoContribution): void {
    this.contributions.push(contribution);
  }

  async seedIfEmpty(now = Date.now(), db = this.db): Promise<boolean> {
    const seeded = await seedDemoIfEmpty(db, this.contributions, now);
    if (seeded) await this.afterSeed();
    return seeded;
  }

  async reseed(now = Date.now()): Promise<void> {
    await reseedDemo(this.db, this.contributions, now);
    await this.afterSeed();
  }

  private async afterSeed(): Promise<void> {
    for (const contribution of this.contributions) await contribution.seeded?.();
  }
}

const DEMO = 'demo';

/** Seeds the demo once. Answers whether it seeded (false when it had already been seeded). */
export async function seedDemoIfEmpty(
  db: Kysely<Database>,
  contributions: readonly DemoContribution[],
  now = Date.now(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Claim the ledger row first: with several processes starting at once on PostgreSQL, the
    // primary key lets exactly one of them seed; the others see the conflict and skip.
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: DEMO, seeded_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    for (const contribution of contributions) await contribution.seed(trx, now);
    return true;
  });
}

/** Clears every module's demo rows and seeds them again, in one transaction. */
export async function reseedDemo(
  db: Kysely<Database>,
  contributions: readonly DemoContribution[],
  now = Date.now(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const contribution of [...contributions].reverse()) await contribution.clear(trx);
    await trx.deleteFrom('seed_runs').where('name', '=', DEMO).execute();
    await trx.insertInto('seed_runs').values({ name: DEMO, seeded_at: now }).execute();
    for (const contribution of contributions) await contribution.seed(trx, now);
  });
}

export async function demoSeededAt(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('seed_runs')
    .select('seeded_at')
    .where('name', '=', DEMO)
    .executeTakeFirst();
  return row ? Number(row.seeded_at) : null;
}
