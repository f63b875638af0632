// The architecture's boundaries (ARCHITECTURE.md "Layout"), checked: each lint rule bites on the
// import it forbids and lets the allowed one through (a rule that never fires would pass every
// check); every query in a module names only tables that module owns (the ones its tables.ts
// declares), and nothing outside the modules queries theirs; each module's migrations sit in its
// folder and change only its tables; every module has the same shape (README.md, index.ts making
// its domainModule, tables.ts for its tables) and declares the modules it reaches. Each check is
// shown to bite on a sample of what it forbids.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import type { FastifyInstance } from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { buildApp } from './app.ts';

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
    [
      'web/ never reaches a module’s internals',
      'apps/server/src/web/x.ts',
      "import { AppCart } from '../modules/cart/app-cart.ts';\nvoid AppCart;",
      /web\/ reaches a module through its index\.ts/,
    ],
    [
      'web/ reaches a module through its index.ts',
      'apps/server/src/web/x.ts',
      "import { cartPages } from '../modules/cart/index.ts';\nvoid cartPages;",
      null,
    ],
    [
      'db/ never reaches a module’s internals',
      'apps/server/src/db/x.ts',
      "import * as repo from '../modules/sites/repo.ts';\nvoid repo;",
      /db\/ reaches a module through its index\.ts, tables\.ts or migrations/,
    ],
    [
      'db/ composes the modules’ tables and migrations',
      'apps/server/src/db/migrations/x.ts',
      [
        "import type { SitesTables } from '../../modules/sites/tables.ts';",
        "import * as cartCarts from '../../modules/cart/migrations/0013-cart-carts.ts';",
        'export type T = SitesTables; void cartCarts;',
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

const modulesDir = path.join(serverSource, 'modules');
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const relative = (file: string) => path.relative(serverSource, file);
const read = (file: string) => readFileSync(file, 'utf8');
/** The code without its comments, so a file that only mentions a name does not count. */
const code = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/** The tables a tables.ts declares: the keys of its `…Tables` interface, which db/schema.ts composes. */
export function declaredTables(text: string): string[] {
  const block = /export interface \w+Tables \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^\s*(\w+): \w+;/gm)].map(([, table]) => table!);
}

const tablesFiles = () =>
  moduleNames
    .map((name) => path.join(modulesDir, name, 'tables.ts'))
    .filter((file) => existsSync(file));

/** Which module owns each table: the one whose tables.ts declares it (`db` for db/tables.ts). */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  const declarations: Array<[string, string]> = [
    ['db', path.join(serverSource, 'db/tables.ts')],
    ...moduleNames
      .map((name): [string, string] => [name, path.join(modulesDir, name, 'tables.ts')])
      .filter(([, file]) => existsSync(file)),
  ];
  for (const [owner, file] of declarations) {
    for (const table of declaredTables(read(file))) {
      expect(owners.get(table), `${table} declared twice`).toBeUndefined();
      owners.set(table, owner);
    }
  }
  return owners;
}

const tableQuery =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin)\(\s*'(\w+)/g;
/** Tables a raw `sql` template reads or writes (after from, join, into, update). */
const rawSql = /\bsql(?:<[^`]*?>)?`([^`]*)`/g;
const rawSqlTable = /\b(?:from|join|into|update)\s+"?(\w+)/gi;
/** PostgreSQL's own catalogue (`pg_catalog.pg_class`, …) is nobody's table: reading it is allowed. */
const systemCatalogue = new Set(['pg_catalog', 'information_schema']);

/** Every table a file's queries name, the builder's and raw SQL's. */
export function queriedTables(text: string): string[] {
  const raw = [...text.matchAll(rawSql)].flatMap(([, body]) =>
    [...body!.matchAll(rawSqlTable)]
      .map(([, table]) => table!)
      .filter((table) => !systemCatalogue.has(table)),
  );
  return [...[...text.matchAll(tableQuery)].map(([, table]) => table!), ...raw];
}

describe('tables belong to one module', () => {
  const owners = tableOwners();

  it('every table is declared by one module (or db), and the declarations are read', () => {
    expect(owners.get('sites')).toBe('sites');
    expect(owners.get('catalog_products')).toBe('catalog');
    expect(owners.get('seed_runs')).toBe('db');
    // The composition is the whole database: every table some migration creates is declared.
    const created = migrationFiles().flatMap(({ file }) =>
      [...read(file).matchAll(/\.createTable\(\s*'(\w+)'/g)].map(([, table]) => table!),
    );
    expect(new Set(created)).toEqual(new Set(owners.keys()));
    // …and db/schema.ts composes every tables.ts into the Database.
    const schema = read(path.join(serverSource, 'db/schema.ts'));
    const composed = [path.join(serverSource, 'db/tables.ts'), ...tablesFiles()].map((file) => {
      const name = /export interface (\w+Tables) \{/.exec(read(file))?.[1] ?? '(none)';
      return schema.includes(` ${name},`) || schema.includes(` ${name} {`) ? null : relative(file);
    });
    expect(composed.filter(Boolean)).toEqual([]);
  });

  it('every query in a module names only tables that module owns', () => {
    const strays: string[] = [];
    for (const moduleName of moduleNames) {
      for (const file of sourceFiles(path.join(modulesDir, moduleName))) {
        for (const table of queriedTables(code(file))) {
          const owner = owners.get(table);
          if (owner !== moduleName) strays.push(`${relative(file)}: ${table} (owned by ${owner})`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('outside the modules (web/, db/, …) only the ledger of db/ is queried', () => {
    const outside = sourceFiles(serverSource).filter((file) => !file.startsWith(modulesDir));
    expect(outside).toContain(path.join(serverSource, 'web/load-context.ts'));
    expect(outside).toContain(path.join(serverSource, 'db/demo-data.ts'));
    const strays = outside
      .filter((file) => !file.startsWith(path.join(serverSource, 'db/migrations')))
      .flatMap((file) =>
        queriedTables(code(file))
          .filter((table) => owners.get(table) !== 'db')
          .map((table) => `${relative(file)}: ${table}`),
      );
    expect(strays).toEqual([]);
  });

  it("a module's SQL is in its repo: repo.ts, or <what>-repo.ts when one file would grow too big", () => {
    const repoFile = /^(repo|[\w-]+-repo)\.ts$/;
    const strays = moduleNames.flatMap((moduleName) =>
      sourceFiles(path.join(modulesDir, moduleName))
        .filter((file) => !file.includes(`${path.sep}migrations${path.sep}`))
        .filter((file) => !repoFile.test(path.basename(file)))
        .filter((file) => queriedTables(code(file)).length > 0)
        .map(relative),
    );
    expect(strays).toEqual([]);
  });

  it('the checks see builder and raw SQL queries alike', () => {
    const text = [
      "db.selectFrom('sites').innerJoin('popups', 'popups.site_id', 'sites.id')",
      'sql`select count(*) from catalog_products p join "leads" l on true`',
      'sql<{ n: number }>`insert into cart_lines (key) values (1)`',
    ].join('\n');
    expect(queriedTables(text)).toEqual([
      'sites',
      'popups',
      'catalog_products',
      'leads',
      'cart_lines',
    ]);
  });
});

/** Every migration file: db/'s two shipped multi-module ones, and each module's own. */
function migrationFiles(): Array<{ file: string; module: string | null }> {
  const dbMigrations = path.join(serverSource, 'db/migrations');
  return [
    ...readdirSync(dbMigrations)
      .filter((name) => /^\d{4}-/.test(name))
      .map((name) => ({ file: path.join(dbMigrations, name), module: null })),
    ...moduleNames.flatMap((moduleName) => {
      const dir = path.join(modulesDir, moduleName, 'migrations');
      return existsSync(dir)
        ? readdirSync(dir).map((name) => ({ file: path.join(dir, name), module: moduleName }))
        : [];
    }),
  ];
}

/** The tables a migration changes (created, altered, indexed, dropped or written). */
export function tablesChanged(text: string): string[] {
  const changed =
    /\.(?:createTable|alterTable|dropTable|on|insertInto|updateTable|deleteFrom)\(\s*'(\w+)'/g;
  return [
    ...text.matchAll(changed),
    ...[...text.matchAll(rawSql)].flatMap(([, body]) => [...body!.matchAll(rawSqlTable)]),
  ]
    .map(([, table]) => table!)
    .filter((table) => table !== 'kysely_migration');
}

describe('a module owns its migrations', () => {
  const owners = tableOwners();
  const registry = read(path.join(serverSource, 'db/migrations/index.ts'));

  it("each is named for its module, sits in its folder, changes only that module's tables", () => {
    const problems: string[] = [];
    const moduleMigrations = migrationFiles().filter((migration) => migration.module);
    expect(moduleMigrations.length).toBeGreaterThan(10);
    for (const { file, module } of moduleMigrations) {
      const name = path.basename(file, '.ts');
      if (!name.startsWith(`${/^\d{4}-/.exec(name)?.[0] ?? 'NNNN-'}${module}-`)) {
        problems.push(`${relative(file)}: not named NNNN-${module}-…`);
      }
      // Another module's table may be referenced (a foreign key), never changed.
      for (const table of tablesChanged(code(file))) {
        if (owners.get(table) !== module) problems.push(`${relative(file)}: changes ${table}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every migration file is registered under its own name, and nothing else is', () => {
    const registered = [...registry.matchAll(/^ {2}'(\d{4}-[\w-]+)': (\w+),$/gm)].map(
      ([, name]) => name!,
    );
    const files = migrationFiles().map(({ file }) => path.basename(file, '.ts'));
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.toSorted()).toEqual(files.toSorted());
    for (const { file } of migrationFiles()) {
      const importPath = path.relative(path.join(serverSource, 'db/migrations'), file);
      expect(registry).toContain(
        `'${importPath.startsWith('.') ? importPath : `./${importPath}`}'`,
      );
    }
  });

  it('no migration lives anywhere else', () => {
    const known = new Set(migrationFiles().map(({ file }) => file));
    const strays = sourceFiles(serverSource).filter(
      (file) => /^\d{4}-/.test(path.basename(file)) && !known.has(file),
    );
    expect(strays).toEqual([]);
  });

  it('the check bites on a migration changing another module’s table', () => {
    const text = "await db.schema.alterTable('sites').addColumn('x', 'text').execute();";
    expect(tablesChanged(text).map((table) => owners.get(table))).toEqual(['sites']);
    expect(tablesChanged("c.references('sites.id')")).toEqual([]);
  });
});

/** The dependencies a domainModule declares (its third argument), or null when it is not one. */
export function moduleDeclaration(text: string): { name: string; dependencies: string[] } | null {
  const made = /export default domainModule\(\s*'([\w-]+)'/.exec(text);
  if (!made) return null;
  const tail = text.slice(made.index);
  const list = /\},\s*\[([^\]]*)\],?\s*\);\s*$/.exec(tail)?.[1] ?? '';
  return { name: made[1]!, dependencies: [...list.matchAll(/'([\w-]+)'/g)].map(([, dep]) => dep!) };
}

/** The app decorators each module makes (`app.decorate('catalog', …)`), by decorator. */
function decoratorOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const moduleName of moduleNames) {
    const index = path.join(modulesDir, moduleName, 'index.ts');
    if (!existsSync(index)) continue;
    for (const [, decorator] of code(index).matchAll(/app\.decorate\(\s*'(\w+)'/g)) {
      owners.set(decorator!, moduleName);
    }
  }
  return owners;
}

/** The other modules a module's files reach through the app (`app.shop.settings()`). */
export function modulesReached(text: string, decorators: Map<string, string>): string[] {
  return [...text.matchAll(/\bapp\.(\w+)\b/g)]
    .map(([, decorator]) => decorators.get(decorator!))
    .filter((owner): owner is string => owner !== undefined);
}

/**
 * The app's decorators that hand out a database: a module's service keeps its own private (a
 * private field is not one of these), so other modules and the pages go through its methods.
 */
type DatabaseHolders<App> = {
  [K in keyof App]: App[K] extends { db: unknown } ? K : never;
}[keyof App];

describe('every module has the same shape', () => {
  it('a README.md, an index.ts whose default export is its domainModule, named for its folder', () => {
    const problems = moduleNames.flatMap((moduleName) => {
      const dir = path.join(modulesDir, moduleName);
      const found: string[] = [];
      if (!existsSync(path.join(dir, 'README.md'))) found.push(`${moduleName}: no README.md`);
      const index = path.join(dir, 'index.ts');
      const declared = existsSync(index) ? moduleDeclaration(read(index)) : null;
      if (declared?.name !== moduleName)
        found.push(`${moduleName}: index.ts makes no domainModule('${moduleName}')`);
      return found;
    });
    expect(moduleNames.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('a module with migrations declares its tables in tables.ts, and only there', () => {
    const problems: string[] = [];
    for (const moduleName of moduleNames) {
      const dir = path.join(modulesDir, moduleName);
      if (existsSync(path.join(dir, 'migrations')) && !existsSync(path.join(dir, 'tables.ts'))) {
        problems.push(`${moduleName}: migrations/ but no tables.ts`);
      }
    }
    // Table types live in tables.ts: a Kysely table interface anywhere else is a stray.
    for (const file of sourceFiles(serverSource)) {
      if (path.basename(file) === 'tables.ts') continue;
      for (const [, name] of code(file).matchAll(/export interface (\w+Table)\b/g)) {
        problems.push(`${relative(file)}: ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a module declares every module it reaches through the app', () => {
    const decorators = decoratorOwners();
    expect(decorators.get('shop')).toBe('shop');
    const problems: string[] = [];
    for (const moduleName of moduleNames) {
      const declared = moduleDeclaration(read(path.join(modulesDir, moduleName, 'index.ts')));
      const reached = new Set(
        sourceFiles(path.join(modulesDir, moduleName)).flatMap((file) =>
          modulesReached(code(file), decorators),
        ),
      );
      for (const other of reached) {
        if (other !== moduleName && !declared?.dependencies.includes(other)) {
          problems.push(`${moduleName} reaches ${other} without declaring it`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('decorates the app with service objects, none holding out the raw database', () => {
    // Checked when the project is typechecked (npm run check); buildApp's import keeps every
    // module's decorators in view.
    expectTypeOf<ReturnType<typeof buildApp>>().resolves.toEqualTypeOf<FastifyInstance>();
    expectTypeOf<DatabaseHolders<FastifyInstance>>().toBeNever();
    // …and it bites on a bag holding the database (what display and leads once decorated with).
    class Service {
      constructor(private readonly db: object) {}
      rows() {
        return this.db;
      }
    }
    expectTypeOf<
      DatabaseHolders<{ bag: { db: object }; service: Service }>
    >().toEqualTypeOf<'bag'>();
  });

  it('the shape checks bite', () => {
    const decorators = new Map([
      ['shop', 'shop'],
      ['catalog', 'catalog'],
    ]);
    expect(modulesReached('app.shop.settings(); app.log.info(); app.catalog', decorators)).toEqual([
      'shop',
      'catalog',
    ]);
    const plugin = [
      'export default domainModule(',
      "  'search',",
      '  async (app) => {',
      '    await app.register(routes);',
      '  },',
      "  ['catalog', 'content'],",
      ');',
    ].join('\n');
    expect(moduleDeclaration(plugin)).toEqual({
      name: 'search',
      dependencies: ['catalog', 'content'],
    });
    expect(moduleDeclaration("export default domainModule('health', async () => {});")).toEqual({
      name: 'health',
      dependencies: [],
    });
    expect(moduleDeclaration('export default fp(plugin);')).toBeNull();
    expect(declaredTables('export interface SitesTables {\n  sites: SitesTable;\n}')).toEqual([
      'sites',
    ]);
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
