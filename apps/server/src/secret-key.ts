// The secret that signs nonces and session cookies. Given by SECRET_KEY, or generated on first
// start and kept in the data dir so restarts (and every process sharing the dir) agree on it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created the file first; then we read theirs.
  try {
    fs.writeFileSync(file, `${generated}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}
