// The architecture's boundaries (ARCHITECTURE.md "Layout"), checked: each lint rule bites on the
// import it forbids and lets the allowed one through (a rule that never fires would pass every
// check), and every query in a module names only tables that module owns (db/table-owners.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { tableOwners } from './db/table-owners.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverSource = path.join(repoRoot, 'apps/server/src');

async function importProblems(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => /no-restricted-(imports|globals)/.test(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('the lint rules that keep the boundaries', () => {
  const cases: Array<[string, string, string, RegExp | null]> = [
    [
      'packages never import apps',
      'packages/widget/src/loader/x.ts',
      "import { buildApp } from '../../../../apps/server/src/app.ts';\nvoid buildApp;",
      /packages\/\* never import apps/,
    ],
    [
      'core does no Node I/O',
      'packages/core/src/x.ts',
      "import { readFileSync } from 'node:fs';\nvoid readFileSync;",
      /no I\/O/,
    ],
    ['core does no browser I/O', 'packages/core/src/x.ts', "void fetch('/x');", /no I\/O/],
    [
      'core may import its own files',
      'packages/core/src/x.ts',
      "import { POPUP_ID_LENGTH } from './constants.ts';\nvoid POPUP_ID_LENGTH;",
      null,
    ],
    [
      'plugins never import modules',
      'apps/server/src/plugins/x.ts',
      "import sites from '../modules/sites/index.ts';\nvoid sites;",
      /plugins\/ never import modules/,
    ],
    [
      "a module never reaches another's internals",
      'apps/server/src/modules/display/x.ts',
      "import { SitesService } from '../sites/service.ts';\nvoid SitesService;",
      /through its index\.ts/,
    ],
    [
      '…from a folder deeper either',
      'apps/server/src/modules/display/routes/x.ts',
      "import * as repo from '../../sites/repo.ts';\nvoid repo;",
      /through its index\.ts/,
    ],
    [
      'a module reaches another through its index.ts, and its own files freely',
      'apps/server/src/modules/display/routes/x.ts',
      [
        "import { siteParams } from '../../sites/index.ts';",
        "import * as service from '../service.ts';",
        "import { errors } from '../../../plugins/errors.ts';",
        'void siteParams; void service; void errors;',
      ].join('\n'),
      null,
    ],
  ];

  it.each(cases)('%s', async (_name, file, code, expected) => {
    const problems = await importProblems(file, code);
    if (expected) {
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(expected);
    } else {
      expect(problems).toEqual([]);
    }
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const tableQuery =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin)\(\s*'(\w+)/g;

describe('tables belong to one module', () => {
  it('every query in a module names only tables that module owns', () => {
    const modulesDir = path.join(serverSource, 'modules');
    const strays: string[] = [];
    for (const moduleName of readdirSync(modulesDir)) {
      for (const file of sourceFiles(path.join(modulesDir, moduleName))) {
        for (const [, table] of readFileSync(file, 'utf8').matchAll(tableQuery)) {
          const owner = tableOwners[table as keyof typeof tableOwners];
          if (owner !== moduleName) {
            strays.push(`${path.relative(serverSource, file)}: ${table} (owned by ${owner})`);
          }
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('outside the modules only the ledger of db/ is queried', () => {
    const strays = sourceFiles(serverSource)
      .filter((file) => !file.includes(`${path.sep}modules${path.sep}`))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(tableQuery)]
          .filter(([, table]) => tableOwners[table as keyof typeof tableOwners] !== 'db')
          .map(([, table]) => `${path.relative(serverSource, file)}: ${table}`),
      );
    expect(strays).toEqual([]);
  });
});

/** Relative imports that run code (type-only imports vanish when compiled). */
const runtimeImport = /^import\s+(?!type\b)[^'";]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm;

function importGraph(roots: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap((root) => sourceFiles(root))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(runtimeImport)]
      .map((match) => path.resolve(path.dirname(file), (match[1] ?? match[2])!))
      .filter((target) => target.endsWith('.ts') || target.endsWith('.tsx'));
    graph.set(file, targets);
  }
  return graph;
}

describe('no circular imports', () => {
  it('no file of the server or the packages imports itself through others', () => {
    const graph = importGraph([
      serverSource,
      ...['core', 'widget', 'client'].map((name) => path.join(repoRoot, 'packages', name, 'src')),
    ]);
    // The walk sees the imports (it is not vacuous): app.ts reaches every module's plugin.
    const fromApp = graph.get(path.join(serverSource, 'app.ts')) ?? [];
    expect(fromApp).toContain(path.join(serverSource, 'modules/display/index.ts'));
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const stack: string[] = [];
    const visit = (file: string) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        const cycle = stack.slice(stack.indexOf(file)).concat(file);
        cycles.push(cycle.map((step) => path.relative(repoRoot, step)).join(' → '));
        return;
      }
      state.set(file, 'visiting');
      stack.push(file);
      for (const target of graph.get(file) ?? []) visit(target);
      stack.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file);
    expect(cycles).toEqual([]);
  });
});
