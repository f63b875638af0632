// Bundles the server (and the seed command) into dist/ with esbuild: our workspace packages are
// inlined from their TypeScript source; npm dependencies stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
  'vite',
].filter((name) => !name.startsWith('@pinwheel/'));

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/cli/seed.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
