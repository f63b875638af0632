// A storefront page's browser gets its catalogue without the owner's message groups (core's
// owner-messages.ts), and translate() has nothing to fall back on there: no file a storefront page
// can run may name a key of those groups. Owner files are the /admin routes and the settings
// components they alone use.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en, OWNER_MESSAGE_GROUPS } from '@pinwheel/core';
import { describe, expect, it } from 'vitest';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const coreDir = path.resolve(appDir, '../../../packages/core/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ownerFile = (file: string) =>
  /[\\/]routes[\\/]admin[^\\/]*\.tsx$/.test(file) ||
  // The dashboard's parts: the kit (components/admin/) and each section's (admin-products/ …).
  /[\\/]components[\\/](settings|admin(-[\w-]+)?)[\\/]/.test(file);

/** A quoted or template key of an owner group: 'settings.flatRate', `orderStatus.${status}`. */
const ownerKey = new RegExp(`['"\`](${[...OWNER_MESSAGE_GROUPS].join('|')})\\.[\\w$]`);

describe("the owner's message groups", () => {
  it('are named by no file a storefront page runs', () => {
    const offenders = sourceFiles(appDir)
      .filter((file) => !ownerFile(file))
      .filter((file) => ownerKey.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(appDir, file));
    expect(offenders).toEqual([]);
  });

  it('are named by no core module the browser may run for a storefront page', () => {
    // Core's catalogue files excepted.
    const offenders = sourceFiles(coreDir)
      .filter((file) => !/[\\/]messages[\\/]/.test(file))
      .filter((file) => ownerKey.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(coreDir, file));
    expect(offenders).toEqual([]);
  });

  it('are groups the catalogue has, each used by an owner page', () => {
    const groups = new Set(Object.keys(en).map((key) => key.slice(0, key.indexOf('.'))));
    const ownerSources = sourceFiles(appDir)
      .filter(ownerFile)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    for (const group of OWNER_MESSAGE_GROUPS) {
      expect(groups.has(group), group).toBe(true);
      expect(new RegExp(`['"\`]${group}\\.[\\w$]`).test(ownerSources), group).toBe(true);
    }
  });
});
