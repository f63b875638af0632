// The typed client's types (packages/client/src/api-schema.d.ts), generated from the OpenAPI
// document the app builds from its routes' zod schemas: the app is built in-process on a
// throwaway SQLite database (no pages, nothing listening), `app.swagger()` taken, and
// openapi-typescript turns it into `paths`, `components` and `operations`. Prettier formats the
// result so the checked-in file passes the format check; api-types.test.ts fails when it is stale.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export const API_TYPES_FILE = fileURLToPath(
  new URL('../../../../packages/client/src/api-schema.d.ts', import.meta.url),
);

const banner = `// Generated from the server's OpenAPI document by \`npm run api-types\` (packages/client):
// do not edit. apps/server/src/cli/api-types.test.ts fails when it no longer matches the routes.
`;

/** The OpenAPI document of the app as the given settings build it. */
export async function appDocument(): Promise<OpenAPI3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-api-types-'));
  const database = openDatabase(`sqlite:${path.join(dir, 'api-types.sqlite')}`);
  try {
    await migrateToLatest(database.db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const app = await buildApp({ config, database, secretKey: randomBytes(32).toString('hex') });
    try {
      await app.ready();
      return app.swagger() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text api-schema.d.ts should hold. */
export async function renderApiTypes(document?: OpenAPI3): Promise<string> {
  const ast = await openapiTS(document ?? (await appDocument()), { alphabetize: true });
  const text = banner + astToString(ast);
  const settings = (await prettier.resolveConfig(API_TYPES_FILE)) ?? {};
  return prettier.format(text, { ...settings, filepath: API_TYPES_FILE });
}
