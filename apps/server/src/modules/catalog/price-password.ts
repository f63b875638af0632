// The price password (storefront spec §2 "Popups", §7 ced_hp_submit_price_passw): when the owner
// turns it on, guests see no prices and cannot buy until they enter the shop's password, which
// reveals prices for that browser's session. The password is kept as a salted scrypt hash; the
// visitor's proof is a session cookie holding an HMAC of that hash under the server's secret, so
// changing the password (or turning the setting off and on with a new one) takes the proof away
// from everyone who had it, and nobody can make one without knowing the password.
import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { SITE_CACHE_TTL_MS } from '../../server-constants.ts';
import { findPricePasswordJson, savePricePasswordJson } from './price-password-repo.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

const HASH_BYTES = 32;

const storedShape = z.object({
  enabled: z.boolean(),
  /** base64url; null until the owner first sets a password. */
  salt: z.string().nullable(),
  hash: z.string().nullable(),
});
type Stored = z.infer<typeof storedShape>;

const noPassword: Stored = { enabled: false, salt: null, hash: null };

function readStored(json: string | undefined): Stored {
  if (!json) return noPassword;
  try {
    return storedShape.parse(JSON.parse(json));
  } catch {
    return noPassword;
  }
}

/** What the owner sees of the setting: never the password or its hash. */
export interface PricePasswordSettings {
  enabled: boolean;
  /** A password has been set (it stays set while the setting is off). */
  password_set: boolean;
}

export type PricePasswordSave =
  { ok: true; settings: PricePasswordSettings } | { ok: false; reason: 'password_required' };

export class PricePassword {
  private cached: { at: number; value: Promise<Stored> } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly secretKey: string,
  ) {}

  /** The stored row, read at most once per SITE_CACHE_TTL_MS (every storefront page asks). */
  private stored(now = Date.now()): Promise<Stored> {
    const cached = this.cached;
    if (cached && now - cached.at < SITE_CACHE_TTL_MS) return cached.value;
    const value = findPricePasswordJson(this.db).then(readStored);
    this.cached = { at: now, value };
    value.catch(() => {
      if (this.cached?.value === value) this.cached = undefined;
    });
    return value;
  }

  async settings(): Promise<PricePasswordSettings> {
    const stored = await this.stored();
    return { enabled: stored.enabled, password_set: stored.hash !== null };
  }

  /**
   * Turns the setting on or off and, when given, sets a new password. On needs a password: one
   * given now or one set before.
   */
  async save(
    input: { enabled: boolean; password?: string | undefined },
    now = Date.now(),
  ): Promise<PricePasswordSave> {
    const current = await this.stored(0);
    let { salt, hash } = current;
    if (input.password !== undefined) {
      const freshSalt = randomBytes(16);
      salt = freshSalt.toString('base64url');
      hash = (await scryptAsync(input.password, freshSalt, HASH_BYTES)).toString('base64url');
    }
    if (input.enabled && hash === null) return { ok: false, reason: 'password_required' };
    const next: Stored = { enabled: input.enabled, salt, hash };
    await savePricePasswordJson(this.db, JSON.stringify(next), now);
    this.cached = undefined;
    return { ok: true, settings: { enabled: next.enabled, password_set: next.hash !== null } };
  }

  /** The proof a visitor's cookie carries for the current password (null without one). */
  private proofFor(stored: Stored): string | null {
    if (stored.hash === null) return null;
    return createHmac('sha256', this.secretKey)
      .update(`price-password:${stored.hash}`)
      .digest('base64url');
  }

  /**
   * Checks a visitor's password: the cookie value that proves it when right, else null. Always
   * hashes, so a wrong password and an unset one take the same time.
   */
  async check(password: string): Promise<string | null> {
    const stored = await this.stored();
    const salt = stored.salt === null ? randomBytes(16) : Buffer.from(stored.salt, 'base64url');
    const given = await scryptAsync(password, salt, HASH_BYTES);
    if (!stored.enabled || stored.hash === null) return null;
    const expected = Buffer.from(stored.hash, 'base64url');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return this.proofFor(stored);
  }

  /** Whether prices may be sent to a visitor whose cookie holds this (undefined: no cookie). */
  async pricesShown(proof: string | undefined): Promise<boolean> {
    const stored = await this.stored();
    if (!stored.enabled) return true;
    const expected = this.proofFor(stored);
    if (expected === null || proof === undefined) return false;
    const a = Buffer.from(expected);
    const b = Buffer.from(proof);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Forgets the kept row (tests that reset the database). */
  forget(): void {
    this.cached = undefined;
  }
}
