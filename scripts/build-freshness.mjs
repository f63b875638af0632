// Which of the three builds (widget, web, server) are missing or older than their sources (and
// their dependencies: a package.json or the lock file changed by a pull), in the order they must
// be built. Compares modification times: cheap enough to run on every start.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = [
  {
    name: 'the widget',
    workspace: '@pinwheel/widget',
    output: 'packages/widget/dist/manifest.json',
    sources: [
      'packages/widget/src',
      'packages/widget/build.mjs',
      'packages/widget/package.json',
      'scripts/precompress-assets.mjs',
      'packages/core/src',
      'package-lock.json',
    ],
  },
  {
    name: 'the web app',
    workspace: '@pinwheel/web',
    output: 'apps/web/build/server/index.js',
    sources: [
      'apps/web/app',
      'apps/web/vite.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/package.json',
      'scripts/precompress-assets.mjs',
      'packages/core/src',
      'package-lock.json',
    ],
  },
  {
    name: 'the server',
    workspace: '@pinwheel/server',
    output: 'apps/server/dist/main.js',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/core/src',
      // The server compiles against the web app's page contract (its table and each domain's file).
      'apps/web/app/load-context.ts',
      'apps/web/app/context',
      'package-lock.json',
    ],
  },
];

function newestTime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestTime(path.join(entry, child)));
  }
  return newest;
}

export function staleBuilds() {
  return targets
    .map((target) => {
      const output = path.join(root, target.output);
      if (!fs.existsSync(output)) return { ...target, reason: 'not built yet' };
      const builtAt = fs.statSync(output).mtimeMs;
      const changed = Math.max(...target.sources.map(newestTime));
      return changed > builtAt ? { ...target, reason: 'sources changed' } : null;
    })
    .filter(Boolean);
}
