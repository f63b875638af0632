// The secret that signs nonces and session cookies. Given by SECRET_KEY, or generated on first
// start and kept in the data dir so restarts (and every process sharing the dir) agree on it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MIN_SECRET_LENGTH = 32;

export class SecretKeyError extends Error {}

export function resolveSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  const existing = readKey(file);
  if (existing !== undefined) return existing;

  fs.mkdirSync(dataDir, { recursive: true });
  // Write the key to a private temp file, then link it into place: the link appears whole or
  // not at all, and fails if another process got there first, in which case theirs wins.
  const temp = path.join(dataDir, `.secret.key.${process.pid}.${randomBytes(4).toString('hex')}`);
  const generated = randomBytes(32).toString('base64url');
  fs.writeFileSync(temp, `${generated}\n`, { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readKey(file);
    if (theirs === undefined) throw new SecretKeyError(`${file} vanished while starting`);
    return theirs;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** The key in the file, undefined when there is no file; a damaged file stops the start. */
function readKey(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = text.trim();
  if (key.length < MIN_SECRET_LENGTH) {
    // An empty or short key would make every nonce forgeable: never sign with it.
    throw new SecretKeyError(
      `${file} holds no usable key (under ${MIN_SECRET_LENGTH} characters); delete it to generate a new one, or set SECRET_KEY`,
    );
  }
  return key;
}
