// Builds the contact form's one-tag embed, dist/contact-form.js: one IIFE with the form, its
// rules and its styles, React aliased to Preact's compatibility layer (what the widget ships too),
// so a host page pays about 20 KB gzip, not React's 60 KB more.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = dirname(fileURLToPath(import.meta.url));
await mkdir(resolve(packageDir, 'dist'), { recursive: true });

await build({
  entryPoints: [resolve(packageDir, 'src/embed.tsx')],
  outfile: resolve(packageDir, 'dist/contact-form.js'),
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  jsx: 'automatic',
  jsxImportSource: 'react',
  loader: { '.css': 'text' },
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// The web form's one-tag embed: the multi-page form drawn in a Shadow DOM. Built as ES modules
// split into chunks (dist/web-form/, hashed names): the form itself, and the parts only some
// forms need — the self-hosted captcha (altcha), input masks (imask), password strength (zxcvbn)
// — each a chunk of its own that the form imports when it draws such a field. dist/web-form.js is
// the one script tag's classic script: it imports the form's entry module from the server it
// came from (a dynamic import works in a classic script; the server sends the chunks with CORS).
const webFormDir = resolve(packageDir, 'dist/web-form');
await rm(webFormDir, { recursive: true, force: true });
const webForm = await build({
  entryPoints: { 'web-form': resolve(packageDir, 'src/web-form/embed.tsx') },
  outdir: webFormDir,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  metafile: true,
  jsx: 'automatic',
  jsxImportSource: 'react',
  loader: { '.css': 'text' },
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// Which file is what, for the loader and bench/bundle-size.mjs: the entry, the chunks it imports
// statically (every form loads them) and the lazy parts by the package they hold.
const outputs = webForm.metafile.outputs;
const fileOf = (output) => output.slice(output.lastIndexOf('/') + 1);
const [entryPath, entry] = Object.entries(outputs).find(([, output]) => output.entryPoint);
const lazy = {};
for (const [output, info] of Object.entries(outputs)) {
  if (!output.endsWith('.js')) continue;
  for (const name of ['altcha', 'imask', 'zxcvbn']) {
    if (
      Object.keys(info.inputs).some(
        (input) =>
          input.includes(`node_modules/${name}`) ||
          (input.includes(`node_modules/@zxcvbn-ts`) && name === 'zxcvbn'),
      )
    ) {
      (lazy[name] ??= []).push(fileOf(output));
    }
  }
}
const manifest = {
  entry: fileOf(entryPath),
  eager: entry.imports
    .filter((one) => one.kind === 'import-statement')
    .map((one) => fileOf(one.path)),
  lazy,
};
await writeFile(resolve(webFormDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(
  resolve(packageDir, 'dist/web-form.js'),
  `(()=>{var s=document.currentScript,o=s&&s.src?new URL(s.src).origin:location.origin;import(o+"/web-form/${manifest.entry}").catch(function(e){console.error("The web form could not be loaded",e)})})();\n`,
);
