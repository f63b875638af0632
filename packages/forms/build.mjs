// Builds the contact form's one-tag embed, dist/contact-form.js: one IIFE with the form, its
// rules and its styles, React aliased to Preact's compatibility layer (what the widget ships too),
// so a host page pays about 20 KB gzip, not React's 60 KB more.
import { mkdir } from 'node:fs/promises';
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

// The web form's one-tag embed, dist/web-form.js: the multi-page form drawn in a Shadow DOM.
await build({
  entryPoints: [resolve(packageDir, 'src/web-form/embed.tsx')],
  outfile: resolve(packageDir, 'dist/web-form.js'),
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
