// The process: read settings, open and migrate the database, seed the demo on first start, create
// the owner, serve. Problems a person can fix (a bad setting, an unreachable database) end the
// start with one clear line and exit code 1.
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_CLIENT_ID } from './modules/sites/index.ts';
import type { OwnerAtStart } from './modules/accounts/index.ts';
import { webClientDir, webRoot, webServerBuild, widgetDir } from './paths.ts';
import { resolveSecretKey } from './secret-key.ts';
import { exitGracefullyOnSignals } from './shutdown.ts';
import { describeDatabase } from './db/describe-database.ts';

class StartupError extends Error {}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // JSON lines in production (for log collectors); readable lines while developing.
  const logger = pino({
    level: config.logLevel,
    ...(config.mode === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  });
  const secretKey = secretKeyOrStop(config);

  const database = await openAndPrepare(config, logger);
  const web = await loadWeb(config);
  const app = await buildApp({
    config,
    database,
    secretKey,
    logger,
    widgetDir,
    web: { build: web.build, clientDir: web.clientDir },
    ...(web.beforePages ? { beforePages: web.beforePages } : {}),
  });
  // The database closes after app.close(), not in an onClose hook: onClose hooks run newest first,
  // so one added here would close it before the display module writes its buffered views.
  exitGracefullyOnSignals(app, async () => {
    await web.close();
    await database.close();
  });
  await app.ready();
  await app.demo.seedIfEmpty();
  const owner = await app.accounts.ensureOwner({
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (!owner.created && owner.passwordReset) {
    logger.warn({ email: owner.email }, 'owner password reset from ADMIN_PASSWORD');
  }

  await listenOrStop(app, config);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  printBanner(config, database, seconds, owner);
}

function secretKeyOrStop(config: Config): string {
  try {
    return resolveSecretKey(config.secretKey, config.dataDir);
  } catch (error) {
    throw new StartupError(
      `Cannot use DATA_DIR=${config.dataDir} for the secret key: ${reason(error)}`,
    );
  }
}

async function listenOrStop(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const where = `${config.host}:${config.port}`;
    throw new StartupError(
      code === 'EADDRINUSE'
        ? `Cannot listen on ${where}: the port is in use (set PORT to another)`
        : code === 'EACCES'
          ? `Cannot listen on ${where}: not allowed (ports under 1024 need privileges)`
          : `Cannot listen on ${where}: ${reason(error)}`,
    );
  }
}

async function openAndPrepare(config: Config, logger: pino.Logger): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    database = openDatabase(config.databaseUrl, {
      preparedStatements: config.databasePreparedStatements,
      onIdleError: (error) => logger.warn({ err: error }, 'database connection lost while idle'),
    });
  } catch (error) {
    throw new StartupError(
      `Cannot open the database ${describeDatabase(config.databaseUrl)}: ${reason(error)}`,
    );
  }
  const problem = await database.probe();
  if (problem) {
    await database.close().catch(() => {});
    throw new StartupError(
      `Cannot reach the database ${describeDatabase(config.databaseUrl)}: ${problem}`,
    );
  }
  await migrateToLatest(database.db);
  return database;
}

interface LoadedWeb {
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string | undefined;
  beforePages?: Parameters<typeof buildApp>[0]['beforePages'];
  close: () => Promise<void>;
}

async function loadWeb(config: Config): Promise<LoadedWeb> {
  if (config.mode === 'development') {
    const { startDevWeb } = await import('./web/dev-server.ts');
    const dev = await startDevWeb(webRoot);
    return {
      build: dev.loadBuild,
      clientDir: undefined,
      beforePages: dev.mountMiddleware,
      close: dev.close,
    };
  }
  try {
    const build = (await import(webServerBuild)) as ServerBuild;
    return { build, clientDir: webClientDir, close: async () => {} };
  } catch (error) {
    throw new StartupError(
      `The web app is not built (${reason(error)}); run npm start or npm run build`,
    );
  }
}

function printBanner(
  config: Config,
  database: DatabaseHandle,
  seconds: string,
  owner: OwnerAtStart,
) {
  const url = config.publicUrl;
  const lines = [
    '',
    `Pinwheel is ready in ${seconds} s (${database.engine}, ${config.mode})`,
    `  Shop       ${url}/`,
    `  Dashboard  ${url}/admin`,
    `  API docs   ${url}/api/docs`,
    `  Widget     <script async src="${url}/embed.js" data-client-id="${DEMO_CLIENT_ID}"></script>`,
  ];
  if (owner.created) {
    lines.push('', `Owner account created: ${owner.email}`);
    if (owner.generatedPassword) {
      lines.push(
        `  Password: ${owner.generatedPassword}`,
        '  (shown once: note it now, or set ADMIN_PASSWORD before the first start)',
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    process.stderr.write(`pinwheel: ${error.message}\n`);
  } else {
    process.stderr.write(`pinwheel: could not start: ${reason(error)}\n`);
    if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
