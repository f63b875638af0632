// Which unit test files run differently on PostgreSQL, so `npm run test:pg` (vitest.engines.config.ts)
// runs those alone instead of every unit file again. A file is an engine test when it, or any
// module of ours it imports (followed through relative imports, helpers included), asks for the
// test engines (`testEngines()`) or reads `TEST_DATABASE_URL` itself. test-database.ts, which
// defines both, does not count: a test reaching it only for `createTestApp()` runs on SQLite
// whatever the environment says, and rerunning it would repeat the same work.
import fs from 'node:fs';
import path from 'node:path';

/** Where unit tests live (vitest.config.ts `include`), relative to the repository root. */
const TEST_ROOTS = ['apps/*/src', 'apps/*/app', 'packages/*/src'];

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', '.react-router']);

/** What marks a module as choosing its database engine from the environment. */
const ENGINE_MARK = /\btestEngines\s*\(|\bTEST_DATABASE_URL\b/;

const TEST_DATABASE_MODULE = path.join('apps', 'server', 'src', 'testing', 'test-database.ts');

/** `import … from './x.ts'`, `export … from '../y.ts'`, `import('./z.ts')`: our own modules. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The unit test files (`*.test.ts`) under the test roots of `root`, relative to it, sorted. */
export function unitTestFiles(root: string): string[] {
  const found: string[] = [];
  for (const pattern of TEST_ROOTS) {
    const [top, , below] = pattern.split('/');
    const topDir = path.join(root, top!);
    if (!fs.existsSync(topDir)) continue;
    for (const member of fs.readdirSync(topDir, { withFileTypes: true })) {
      if (!member.isDirectory()) continue;
      const start = path.join(topDir, member.name, below!);
      if (fs.existsSync(start)) collectTests(start, found);
    }
  }
  return found.map((file) => path.relative(root, file)).sort();
}

function collectTests(dir: string, found: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collectTests(full, found);
    else if (entry.name.endsWith('.test.ts')) found.push(full);
  }
}

/** The unit test files that run on each configured engine, relative to `root`, sorted. */
export function engineTestFiles(root: string): string[] {
  const marked = new Map<string, boolean>();
  const testDatabase = path.join(root, TEST_DATABASE_MODULE);

  /** Whether `file` or a module it imports carries the mark (cycles count as unmarked). */
  const reachesMark = (file: string): boolean => {
    const known = marked.get(file);
    if (known !== undefined) return known;
    marked.set(file, false);
    if (file === testDatabase || !fs.existsSync(file)) return false;
    const source = fs.readFileSync(file, 'utf8');
    let result = ENGINE_MARK.test(source);
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      if (result) break;
      result = reachesMark(path.resolve(path.dirname(file), match[1]!));
    }
    marked.set(file, result);
    return result;
  };

  return unitTestFiles(root).filter((file) => reachesMark(path.join(root, file)));
}
