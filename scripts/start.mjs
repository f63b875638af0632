// `npm start`: build what is missing or older than its sources, then run the server in this
// process (production mode). On an already built tree this only compares file times, so the
// server is ready well under the 3 s budget.
import { spawnSync } from 'node:child_process';
import { staleBuilds } from './build-freshness.mjs';

const stale = staleBuilds();
for (const target of stale) {
  process.stdout.write(`Building ${target.name} (${target.reason})...\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`pinwheel: building ${target.name} failed\n`);
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
await import('../apps/server/dist/main.js');
