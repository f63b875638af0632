// One lint configuration for the whole tree: TypeScript-aware rules, React hooks rules for .tsx,
// and the architecture's boundaries (ARCHITECTURE.md "Layout"), checked rather than hoped for.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** A module reaches another only through its index.ts: `../<module>/…` at each folder depth. */
function otherModulesInternals(depth) {
  const up = '\\.\\./'.repeat(depth);
  return {
    regex: `^${up}[^./][^/]*/(?!index\\.ts$).+`,
    message: "Reach another module through its index.ts (its plugin's decorator and exports).",
  };
}

const moduleFolders = ['*/*', '*/*/*', '*/*/*/*'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },

  // Packages are libraries the apps build on: they never reach into an app.
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)apps/|^@pinwheel/(server|web)(/|$)',
              message: 'packages/* never import apps/*.',
            },
          ],
        },
      ],
    },
  },

  // The core is pure: server, web app and widget all run it, so it does no I/O of either kind.
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(node:|(${builtinModules.join('|')})(/|$))`,
              message: 'packages/core does no I/O: no Node modules.',
            },
            {
              regex: '(^|/)apps/|^@pinwheel/(server|web|widget|client|forms)(/|$)',
              message: 'packages/core depends on nothing of ours.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'location',
          'localStorage',
          'sessionStorage',
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'process',
          'require',
          'Buffer',
        ].map((name) => ({ name, message: 'packages/core does no I/O: pass what it needs in.' })),
      ],
    },
  },

  // Cross-cutting plugins serve every module, so none of them depends on one.
  {
    files: ['apps/server/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message: 'plugins/ never import modules/: take what they need as options.',
            },
          ],
        },
      ],
    },
  },

  // web/ (the pages' mount) reaches a module only through its index.ts, as modules reach each
  // other; db/ too, and besides composes each module's tables.ts and migrations/ into the one
  // database and ledger.
  {
    files: ['apps/server/src/web/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/[^/]+/(?!index\\.ts$).+',
              message: 'web/ reaches a module through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)modules/[^/]+/(?!(index|tables)\\.ts$|migrations/\\d{4}-[\\w-]+\\.ts$).+',
              message: 'db/ reaches a module through its index.ts, tables.ts or migrations/.',
            },
          ],
        },
      ],
    },
  },

  // A module reaches another only through that module's index.ts.
  ...moduleFolders.map((folder, index) => ({
    files: [`apps/server/src/modules/${folder}.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModulesInternals(index + 1)] }],
    },
  })),
);
