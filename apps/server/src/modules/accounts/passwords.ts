// Owner passwords, hashed with argon2id (the library's default algorithm; the test pins it).
// Parameters follow OWASP's argon2id recommendation: 19 MiB memory, 2 passes, 1 lane.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { GENERATED_PASSWORD_LENGTH } from '../../server-constants.ts';

const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500.
    return false;
  }
}

/** A password for the first owner when ADMIN_PASSWORD is not set; printed once at start. */
export function generatePassword(): string {
  return randomBytes(GENERATED_PASSWORD_LENGTH)
    .toString('base64url')
    .slice(0, GENERATED_PASSWORD_LENGTH);
}
