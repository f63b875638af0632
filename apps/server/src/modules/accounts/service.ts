// Owner accounts: the first owner created at start, sign-in with a per-account-and-address limit,
// and sessions stored server-side (the cookie holds a random token; the table holds its hash), so
// every process sharing the database agrees on who is signed in and sign-out takes effect at once.
import { createHash, randomBytes } from 'node:crypto';
import { randomId } from '@pinwheel/core';
import {
  OWNER_SESSION_TTL_SECONDS,
  SIGN_IN_ATTEMPTS_PER_WINDOW,
  SIGN_IN_WINDOW_SECONDS,
} from '../../server-constants.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { UsedTokens } from '../../plugins/used-tokens.ts';
import { apiAuthenticator } from './api-auth.ts';
import { apiKeys } from './api-keys.ts';
import { credentialCrypto } from './credential-crypto.ts';
import { ownersTeam } from './owners.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';

type Db = Kysely<Database>;

/** The per-owner settings there are; a closed list, so no caller invents keys. */
export type OwnerMetaKey = 'coming_soon_banner_dismissed';

export interface SignedInOwner {
  id: string;
  email: string;
}

export type SignInOutcome =
  | { ok: true; owner: SignedInOwner; sessionToken: string; expiresAt: number }
  | { ok: false; reason: 'invalid_credentials' | 'rate_limited' };

export type OwnerAtStart =
  | { created: true; email: string; generatedPassword?: string }
  | { created: false; passwordReset: false }
  | { created: false; passwordReset: true; email: string };

/**
 * Creates the owner account when there is none; answers the password to print when one was
 * generated (ADMIN_PASSWORD unset), so it is shown exactly once, at the start that created it.
 * When the owner exists and ADMIN_PASSWORD is set to another password, the owner's password
 * becomes ADMIN_PASSWORD: the way back in after a lost password.
 */
export async function ensureOwner(
  db: Db,
  input: { email: string; password: string | undefined },
  now = Date.now(),
): Promise<OwnerAtStart> {
  const email = input.email.toLowerCase();
  if ((await repo.countOwners(db)) > 0) return resetPasswordIfAsked(db, email, input.password);
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await repo.insertOwner(db, {
      id: randomId(),
      email,
      password_hash: passwordHash,
      created_at: now,
    });
  } catch (error) {
    // Another process created the owner between our count and insert: theirs stands.
    if ((await repo.countOwners(db)) > 0) return { created: false, passwordReset: false };
    throw error;
  }
  return input.password
    ? { created: true, email }
    : { created: true, email, generatedPassword: password };
}

async function resetPasswordIfAsked(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<OwnerAtStart> {
  const owner = password ? await repo.findOwnerByEmail(db, email) : undefined;
  if (!owner || !password || (await verifyPassword(owner.password_hash, password))) {
    return { created: false, passwordReset: false };
  }
  await repo.updateOwnerPassword(db, owner.id, await hashPassword(password));
  return { created: false, passwordReset: true, email };
}

/** A dummy hash to verify against when the email is unknown, so timing does not reveal accounts. */
let decoyHash: Promise<string> | undefined;

export async function signIn(
  db: Db,
  input: { email: string; password: string; ip: string },
  now = Date.now(),
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const windowStart = now - SIGN_IN_WINDOW_SECONDS * 1000;
  // Record the attempt before checking anything: a burst of parallel guesses then sees itself in
  // the count, where check-then-record let every request of the burst through.
  const attemptId = randomId();
  await repo.recordSignInAttempt(db, { id: attemptId, email, ip: input.ip, at: now });
  const attempts = await repo.countRecentAttempts(db, email, input.ip, windowStart);
  if (attempts > SIGN_IN_ATTEMPTS_PER_WINDOW) return { ok: false, reason: 'rate_limited' };

  const owner = await repo.findOwnerByEmail(db, email);
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(owner?.password_hash ?? (await decoyHash), input.password);
  if (!owner || !matches) {
    await repo.deleteAttemptsBefore(db, windowStart);
    return { ok: false, reason: 'invalid_credentials' };
  }
  // A successful sign-in is not a guess: it does not count against the limit.
  await repo.deleteAttempt(db, attemptId);

  const sessionToken = randomBytes(32).toString('base64url');
  const expiresAt = now + OWNER_SESSION_TTL_SECONDS * 1000;
  await repo.deleteExpiredSessions(db, now);
  await repo.insertSession(db, {
    id: sessionIdOf(sessionToken),
    owner_id: owner.id,
    created_at: now,
    expires_at: expiresAt,
  });
  return { ok: true, owner: { id: owner.id, email: owner.email }, sessionToken, expiresAt };
}

export async function ownerForSession(
  db: Db,
  sessionToken: string,
  now = Date.now(),
): Promise<SignedInOwner | null> {
  const owner = await repo.findOwnerBySession(db, sessionIdOf(sessionToken), now);
  return owner ?? null;
}

export async function signOut(db: Db, sessionToken: string): Promise<void> {
  await repo.deleteSession(db, sessionIdOf(sessionToken));
}

/** The table keeps only a hash of the token: a leaked database does not leak live sessions. */
function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What the API credentials need beyond the database. */
export interface ApiCredentialDeps {
  /** The server secret: keys the credentials' lookup hashes and encrypts consumer secrets. */
  secretKey: string;
  usedTokens: UsedTokens;
  publicUrl: string;
  /** Mails owner invitations when an SMTP server is set. */
  mailer: Mailer;
}

/** The service other modules and the pages reach through `app.accounts` (index.ts). */
export function accountsService(db: Db, credentials: ApiCredentialDeps) {
  const crypto = credentialCrypto(credentials.secretKey);
  const authenticator = apiAuthenticator({
    db,
    crypto,
    usedTokens: credentials.usedTokens,
    publicUrl: credentials.publicUrl,
  });
  return {
    /** The shop's owners: own account, invitations, removal (owners.ts). */
    team: ownersTeam(db, { mailer: credentials.mailer, publicUrl: credentials.publicUrl }),
    /** The owner's application passwords and consumer keys (api-keys.ts). */
    apiKeys: apiKeys(db, crypto),
    /**
     * The caller a request's API credential names (application password or consumer key), its
     * refusal, or null when it presents none (api-auth.ts); the platform API asks this.
     */
    authenticateApiRequest: authenticator.authenticate,
    ensureOwner: (input: { email: string; password: string | undefined }) => ensureOwner(db, input),
    signIn: (input: { email: string; password: string; ip: string }) => signIn(db, input),
    ownerForSession: (sessionToken: string) => ownerForSession(db, sessionToken),
    /** An owner's account (wp/v2/users answers it), or null. */
    owner: async (id: string) => {
      const row = await repo.findOwnerById(db, id);
      return row ? { id: row.id, email: row.email, createdAt: Number(row.created_at) } : null;
    },
    signOut: (sessionToken: string) => signOut(db, sessionToken),
    /** A per-owner setting (owner_meta), or undefined when never set. */
    ownerMeta: (ownerId: string, key: OwnerMetaKey) => repo.findOwnerMeta(db, ownerId, key),
    setOwnerMeta: (ownerId: string, key: OwnerMetaKey, value: string, now = Date.now()) =>
      repo.upsertOwnerMeta(db, {
        owner_id: ownerId,
        meta_key: key,
        meta_value: value,
        updated_at: now,
      }),
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
