// The secrets of API credentials (api-keys.ts): how they are made, hashed for lookup and, for the
// consumer secret, encrypted at rest. Everything is keyed with the server secret (SECRET_KEY or
// DATA_DIR/secret.key), each use under its own derived key, so a copy of the database alone
// neither finds a key by its hash nor reads a consumer secret.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** Letters and digits WordPress uses for application passwords (wp_generate_password, no specials). */
const PASSWORD_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const PASSWORD_LENGTH = 24;

export interface CredentialCrypto {
  /**
   * The lookup hash of a password or consumer key. A keyed HMAC-SHA256, not argon2: these are
   * random and long (24 characters of 62, or 40 hex digits), so they cannot be guessed from a
   * fast hash, while argon2 would cost ~50 ms on every API request and break the API's budget.
   */
  lookupHash(credential: string): string;
  encryptSecret(secret: string): string;
  /** The secret, or null when the stored value does not decrypt (damaged, or another secret key). */
  decryptSecret(stored: string): string | null;
}

export function credentialCrypto(serverSecret: string): CredentialCrypto {
  const hashKey = derive(serverSecret, 'api-key-lookup');
  const encryptionKey = derive(serverSecret, 'api-key-secret-encryption');
  return {
    lookupHash: (credential) => createHmac('sha256', hashKey).update(credential).digest('hex'),
    encryptSecret(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed].map(encode).join('.');
    },
    decryptSecret(stored) {
      const [version, iv, tag, sealed] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, decode(iv));
        decipher.setAuthTag(decode(tag));
        return Buffer.concat([decipher.update(decode(sealed)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

function derive(serverSecret: string, purpose: string): Buffer {
  return createHmac('sha256', serverSecret).update(`pinwheel:${purpose}`).digest();
}

function encode(part: Buffer | string): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}

function decode(part: string): Buffer {
  return Buffer.from(part, 'base64url');
}

/** An application password as WordPress shows it: 24 characters in groups of four. */
export function newApplicationPassword(): string {
  let password = '';
  for (let i = 0; i < PASSWORD_LENGTH; i++) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password.replace(/(.{4})(?!$)/g, '$1 ');
}

/**
 * What is checked of a typed application password: as WordPress does, everything but letters and
 * digits is dropped, so the password works with or without the spaces that group it.
 */
export function normalizeApplicationPassword(password: string): string {
  return password.replace(/[^a-z\d]/gi, '');
}

/** `ck_` or `cs_` and 40 hex digits, as WooCommerce makes them. */
export function newConsumerCredential(prefix: 'ck_' | 'cs_'): string {
  return prefix + randomBytes(20).toString('hex');
}

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
