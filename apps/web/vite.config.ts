// The reactRouter() plugin compiles JSX and handles Fast Refresh on its own. @pinwheel/core is a
// linked workspace package (TypeScript source), which Vite bundles into the server build.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Every asset ships as its own file under /assets, never as a data: URL, so the page's
    // Content-Security-Policy needs no data: source.
    assetsInlineLimit: 0,
  },
});
