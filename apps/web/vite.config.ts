// The reactRouter() plugin compiles JSX and handles Fast Refresh on its own. @pinwheel/core is a
// linked workspace package (TypeScript source), which Vite bundles into the server build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

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

const ourCode = [path.join(here, 'app'), path.join(here, '../../packages')].map((dir) =>
  path.normalize(dir + path.sep),
);
/** The layouts every page loads: root (header, footer, cart) and the pages' error boundary. */
const EVERY_PAGE = /[\\/]app[\\/](root|routes[\\/]page-boundary)\.tsx\?/;

/**
 * Our own code that every page loads (what the root layout and the page boundary import, with
 * what those import in turn) goes in one file, `shell-*.js`, instead of the dozen small shared
 * files Rollup makes by default, each with a request and a gzip dictionary of its own. Followed
 * only through code that is in the build (a re-export barrel such as `@pinwheel/core`'s index is
 * not), so nothing that only another page or a lazy part needs moves into it; with
 * `onlyExplicitManualChunks` Rollup adds nothing to it by itself. Libraries keep their own files.
 */
function shellChunk(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= shellModules([...getModuleIds()], getModuleInfo);
    return shell.has(id) ? 'shell' : undefined;
  };
}

function shellModules(ids: string[], info: Rollup.GetModuleInfo): Set<string> {
  const ours = (id: string) => ourCode.some((dir) => path.normalize(id).startsWith(dir));
  const walk = (from: Iterable<string>, next: (id: string) => readonly string[]) => {
    const reached = new Set(from);
    for (const id of reached) for (const other of next(id)) reached.add(other);
    return reached;
  };
  const imports = (id: string) => info(id)?.importedIds ?? [];
  const importers = (id: string) => info(id)?.importers ?? [];
  // Vite's helper for lazy imports too: the shell's lazy parts use it, and in a file of its own it
  // would import the shell back.
  const inShell = (id: string) =>
    (ours(id) || id.includes('vite/preload-helper')) &&
    info(id)?.isIncluded === true &&
    !info(id)?.isEntry;
  // What the two layouts import, through code that is in the build.
  const layouts = ids.filter((id) => info(id)?.isEntry && EVERY_PAGE.test(id));
  const shell = new Set(
    [...walk(layouts, (id) => imports(id).filter((next) => info(next)?.isIncluded))].filter(
      inShell,
    ),
  );
  // A module the shell imports through a barrel that imports the shell back in turn (core's
  // translate.ts reads the document's messages) goes in too: left in a file of its own, the two
  // files would import each other and one would run before the other's bindings exist.
  const fromShell = walk(shell, imports);
  const toShell = walk(shell, importers);
  for (const id of fromShell) if (toShell.has(id) && inShell(id)) shell.add(id);
  return shell;
}

/**
 * Stylesheets are named by their content alone. The server's build and the browser's each name a
 * stylesheet after the first chunk that imports it, which need not be the same chunk in both (the
 * web form's styles came out as live-form-preview-….css on the server and web-form-….css in the
 * browser): the href the server wrote then differed from the one the browser rendered, and React
 * gave up hydrating the page's head (error #418 on /form/<id>). The content hash is the same in
 * both builds.
 */
const assetFileNames: Rollup.OutputOptions['assetFileNames'] = (asset) =>
  asset.names.some((name) => name.endsWith('.css'))
    ? 'assets/styles-[hash][extname]'
    : 'assets/[name]-[hash][extname]';

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
    // WEB_SOURCEMAP=1 writes the browser files' source maps, to see what a chunk is made of.
    sourcemap: process.env.WEB_SOURCEMAP === '1' && !isSsrBuild,
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: isSsrBuild
      ? { output: { assetFileNames } }
      : {
          output: { assetFileNames, manualChunks: shellChunk(), onlyExplicitManualChunks: true },
        },
  },
}));
