// The PostgreSQL run's choice of files (engine-test-files.ts): no test that can run on PostgreSQL
// is left out of it, whether it asks for the engines itself or through a helper, and a test that
// only ever uses SQLite is not run there a second time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { engineTestFiles, unitTestFiles } from './engine-test-files.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('the unit test files run on PostgreSQL', () => {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A repository-shaped folder holding `files` (path → source). */
  function repository(files: Record<string, string>): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-engine-files-'));
    made.push(root);
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), source);
    }
    return root;
  }

  it('include every test of this repository that names PostgreSQL or the test engines', () => {
    const chosen = new Set(engineTestFiles(repoRoot));
    const namingAnEngine = unitTestFiles(repoRoot).filter((file) =>
      /testEngines|TEST_DATABASE_URL|['"]postgres['"]/.test(
        fs.readFileSync(path.join(repoRoot, file), 'utf8'),
      ),
    );
    expect(namingAnEngine.length).toBeGreaterThan(20);
    expect(namingAnEngine.filter((file) => !chosen.has(file))).toEqual([]);
    // All of them are unit tests the ordinary run knows (nothing outside its include).
    const unit = new Set(unitTestFiles(repoRoot));
    expect([...chosen].filter((file) => !unit.has(file))).toEqual([]);
  });

  it('follow a test through the helpers it imports, and leave out tests on SQLite only', () => {
    const testing = 'apps/server/src/testing';
    const root = repository({
      [`${testing}/test-database.ts`]:
        'export function testEngines() { return process.env.TEST_DATABASE_URL ? [1, 2] : [1]; }',
      [`${testing}/test-app.ts`]: "import { testEngines } from './test-database.ts';",
      'apps/server/src/modules/shop/each-engine.ts':
        "import { testEngines } from '../../testing/test-database.ts';\n" +
        'export const onEachEngine = () => testEngines();',
      'apps/server/src/modules/shop/through-helper.test.ts':
        "import { onEachEngine } from './each-engine.ts';\nonEachEngine();",
      'apps/server/src/modules/shop/direct.test.ts':
        "import { testEngines } from '../../testing/test-database.ts';\ntestEngines();",
      'apps/server/src/modules/shop/sqlite-only.test.ts':
        "import { createTestApp } from '../../testing/test-app.ts';\ncreateTestApp();",
      'apps/server/src/db/own-pool.test.ts': 'const url = process.env.TEST_DATABASE_URL;',
      'packages/core/src/pure.test.ts': "import { x } from './x.ts';",
      'packages/core/src/x.ts': 'export const x = 1;',
      'apps/server/dist/copied.test.ts': 'testEngines();',
    });
    expect(engineTestFiles(root)).toEqual([
      'apps/server/src/db/own-pool.test.ts',
      'apps/server/src/modules/shop/direct.test.ts',
      'apps/server/src/modules/shop/through-helper.test.ts',
    ]);
    expect(unitTestFiles(root)).toHaveLength(5);
  });
});
