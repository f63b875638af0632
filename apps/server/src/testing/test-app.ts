// Builds the real application on a fresh test database, for API tests through fastify.inject.
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../db/database.ts';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const TEST_SECRET_KEY = 'test-secret-key-which-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(
  engine: Engine = 'sqlite',
  extra: Partial<AppDependencies> = {},
  settings: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent-test-data-dir',
    ...settings,
  });
  const app = await buildApp({ config, database, secretKey: TEST_SECRET_KEY, ...extra });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
