// Builds the embed: the renderer as an ES module with a hashed name, then the loader as a classic
// IIFE that knows that name. Two builds because Vite cannot code-split an IIFE: a dynamic import
// would be inlined into embed.js and every host page would pay for the renderer.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const packageDir = dirname(fileURLToPath(import.meta.url));
const outDir = resolve(packageDir, 'dist');
const { version } = JSON.parse(await readFile(resolve(packageDir, 'package.json'), 'utf8'));

// Old enough for host pages' visitors, new enough for import() and optional chaining.
const target = 'es2020';

/** Settings both builds share: no config file, no public dir, output into dist/ without wiping it. */
const common = {
  configFile: false,
  envDir: false,
  root: packageDir,
  publicDir: false,
  logLevel: 'warn',
};

// The stylesheets' comments (`/* … */` in the *-styles.ts template strings) explain the rules to
// whoever reads the source, and their line breaks and indents lay the rules out for that reader:
// every visitor's download would carry both otherwise. A stylesheet is the template string of an
// `export const …Styles = \`…\``; a line break there, with the spaces around it, is one space.
const stripStyleComments = {
  name: 'strip-style-comments',
  transform(code, id) {
    if (!/-styles\.ts$/.test(id)) return null;
    return code
      .replace(/\/\*[^]*?\*\//g, '')
      .replace(
        /(Styles = `)([^`]*)`/g,
        (_, head, body) => `${head}${body.replace(/\s*\n\s*/g, ' ')}\``,
      );
  },
};

async function buildRenderer() {
  const output = await build({
    ...common,
    base: './',
    plugins: [stripStyleComments],
    resolve: {
      // The source is React; what ships is Preact's compatibility layer (about 60 KB gzip less).
      alias: [
        { find: /^react$/, replacement: 'preact/compat' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      ],
    },
    esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
    // Library code reads process.env.NODE_ENV; nothing replaces it in a browser.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      target,
      // Terser, as for the loader (below), with its safe options: about 5% smaller gzipped than
      // esbuild's, room the renderer needed when the loader's after-a-trigger work moved in.
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 2 } },
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: resolve(packageDir, 'src/renderer/index.tsx'),
        // Keep the entry's exports: this is a module that the loader imports, not an app.
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: 'embed/renderer-[hash].js',
          chunkFileNames: 'embed/[name]-[hash].js',
          assetFileNames: 'embed/[name]-[hash][extname]',
        },
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const entry = outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('The renderer build produced no entry chunk');
  return entry.fileName;
}

/** The recent-purchase notices chunk: plain DOM, no Preact; the loader imports it when idle. */
async function buildNotices() {
  const output = await build({
    ...common,
    base: './',
    build: {
      outDir,
      emptyOutDir: false,
      target,
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 2 } },
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: resolve(packageDir, 'src/notices/index.ts'),
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: 'embed/notices-[hash].js',
          chunkFileNames: 'embed/notices-[name]-[hash].js',
        },
      },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  const entry = outputs
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('The notices build produced no entry chunk');
  return entry.fileName;
}

async function buildLoader(rendererFile, noticesFile) {
  await build({
    ...common,
    define: {
      __PINWHEEL_VERSION__: JSON.stringify(version),
      __PINWHEEL_RENDERER_FILE__: JSON.stringify(rendererFile),
      __PINWHEEL_NOTICES_FILE__: JSON.stringify(noticesFile),
    },
    build: {
      outDir,
      emptyOutDir: false,
      target,
      // Terser, not esbuild: every host page downloads the loader, and terser's output is smaller
      // (measured on this loader: 10,258 against 9,782 bytes gzip), room the 10 KB budget needs.
      // A third pass and pure_getters (reading a property has no side effect, so an unused read
      // goes; none of ours is read for an effect) took 28 bytes gzip more. The unsafe options
      // (methods and functions become arrows where `this` is unused, builtins are the standard
      // ones) took 43 more; a host page that redefines Array or Object breaks far more than us.
      minify: 'terser',
      terserOptions: {
        ecma: 2020,
        compress: {
          passes: 3,
          pure_getters: true,
          unsafe: true,
          unsafe_arrows: true,
          unsafe_methods: true,
        },
      },
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: {
        entry: resolve(packageDir, 'src/loader/index.ts'),
        formats: ['iife'],
        name: 'PinwheelLoader',
        fileName: () => 'embed.js',
      },
    },
  });
  return 'embed.js';
}

const started = performance.now();
await rm(outDir, { recursive: true, force: true });
const renderer = await buildRenderer();
const notices = await buildNotices();
const loader = await buildLoader(renderer, notices);
await writeFile(
  resolve(outDir, 'manifest.json'),
  `${JSON.stringify({ loader, renderer, notices }, null, 2)}\n`,
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `@pinwheel/widget: dist/${loader}, dist/${renderer} and dist/${notices} built in ${seconds} s`,
);
