// `npm run dev`: the server in watch mode (restarts on server changes) with the web app served by
// Vite (edits show on reload, components hot-reload). The widget is built once at start; rebuild
// it with `npm run build -w @pinwheel/widget` after changing it.
import { spawn, spawnSync } from 'node:child_process';

const widget = spawnSync('npm', ['run', 'build', '-w', '@pinwheel/widget'], { stdio: 'inherit' });
if (widget.status !== 0) process.exit(widget.status ?? 1);

const server = spawn(
  'npx',
  ['tsx', 'watch', '--clear-screen=false', '--exclude', 'apps/web/**', 'apps/server/src/main.ts'],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
