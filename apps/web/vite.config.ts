// The reactRouter() plugin compiles JSX and handles Fast Refresh on its own. @pinwheel/core is a
// linked workspace package (TypeScript source), which Vite bundles into the server build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * In the browser build, core's translate() reads its catalogues from the document (the page's
 * language only, written by root.tsx) instead of bundling both languages' messages: see
 * app/document-messages.ts. The server build and the dev server keep the real catalogues.
 */
function messagesFromDocument(): Plugin {
  const replacement = path.join(here, 'app/document-messages.ts');
  return {
    name: 'pinwheel-messages-from-document',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    resolveId(source, importer) {
      const fromTranslate = importer
        ?.replaceAll('\\', '/')
        .endsWith('core/src/messages/translate.ts');
      return fromTranslate && (source === './en.ts' || source === './he.ts') ? replacement : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [messagesFromDocument(), reactRouter()],
  build: {
    // Every asset ships as its own file under /assets, never as a data: URL, so the page's
    // Content-Security-Policy needs no data: source.
    assetsInlineLimit: 0,
    // The browser's files go through terser (two compress passes): about 3.5 KB gzip less than
    // esbuild's minifier on React DOM and React Router alone, which every page loads up front.
    // The server's build stays unminified, as Vite leaves it by default.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
  },
}));
