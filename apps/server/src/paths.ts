// Where the other parts of the tree live, from this file's place (src/ in development, dist/ built;
// both one level below apps/server).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const repoRoot = path.resolve(here, '../../..');
export const webRoot = path.join(repoRoot, 'apps/web');
export const webServerBuild = path.join(webRoot, 'build/server/index.js');
export const webClientDir = path.join(webRoot, 'build/client');
export const widgetDir = path.join(repoRoot, 'packages/widget/dist');
export const formsDir = path.join(repoRoot, 'packages/forms/dist');
