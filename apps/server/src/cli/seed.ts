// `npm run seed` seeds the demo shop on an empty database; `npm run seed -- --reset` clears the demo
// rows and rebuilds them. Uses the same settings as the server (DATABASE_URL, DATA_DIR). The demo
// data is what the app's modules contribute, so the app is built (without pages) to gather it.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { describeDatabase } from '../db/describe-database.ts';
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
    // Seeding signs nothing: a key of its own keeps it from creating DATA_DIR's secret key file.
    const app = await buildApp({ config, database, secretKey: randomBytes(32).toString('hex') });
    try {
      await app.ready();
      if (args.includes('--reset')) {
        await app.demo.reseed();
        process.stdout.write(`Demo shop rebuilt in ${describeDatabase(config.databaseUrl)}\n`);
      } else if (await app.demo.seedIfEmpty()) {
        process.stdout.write(`Demo shop seeded in ${describeDatabase(config.databaseUrl)}\n`);
      } else {
        process.stdout.write('The demo shop is already seeded; use --reset to rebuild it\n');
      }
    } finally {
      await app.close();
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
