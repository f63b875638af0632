// `npm run seed` seeds the demo shop on an empty database; `npm run seed -- --reset` clears the demo
// rows and rebuilds them. Uses the same settings as the server (DATABASE_URL, DATA_DIR).
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { describeDatabase } from '../db/describe-database.ts';
import { reseedDemo, seedDemoIfEmpty } from '../db/demo-data.ts';
import { migrateToLatest } from '../db/migrate.ts';

async function seed(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    throw new ConfigError(
      'arguments',
      `unknown ${unknown.join(' ')} (only --reset is understood)`,
      undefined,
    );
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    if (!(await database.ping())) {
      throw new Error(`Cannot reach the database ${describeDatabase(config.databaseUrl)}`);
    }
    await migrateToLatest(database.db);
    if (args.includes('--reset')) {
      await reseedDemo(database.db);
      process.stdout.write(`Demo shop rebuilt in ${describeDatabase(config.databaseUrl)}\n`);
    } else if (await seedDemoIfEmpty(database.db)) {
      process.stdout.write(`Demo shop seeded in ${describeDatabase(config.databaseUrl)}\n`);
    } else {
      process.stdout.write('The demo shop is already seeded; use --reset to rebuild it\n');
    }
  } finally {
    await database.close();
  }
}

seed(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    `pinwheel seed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
