// Customer accounts: shoppers who register on the storefront (username, email, argon2id password),
// sign in by username or email, keep a server-side session (the cookie holds a random token, the
// table its hash) and a cart between visits, and reset a forgotten password by a link good once
// for an hour (mailed when SMTP is set, else kept encrypted for the owner to pass on). The owner
// lists them, and closes or reopens an account. Throttling is the routes' (customer-sign-in-limits.ts).
import { createHash, randomBytes } from 'node:crypto';
import {
  randomId,
  translate,
  type ErasurePart,
  type Language,
  type PersonalDataPart,
} from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { UsedTokens } from '../../plugins/used-tokens.ts';
import {
  altchaPuzzles,
  siteVerify,
  SITE_VERIFY_URLS,
  WIDGET_SCRIPT_URLS,
  type CaptchaProvider,
  type CaptchaWidget,
} from './captcha.ts';
import type { CredentialCrypto } from './credential-crypto.ts';
import * as repo from './customers-repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type Db = Kysely<Database>;

/** Spec §9: a customer's password has at least 5 characters. */
export const CUSTOMER_MIN_PASSWORD_LENGTH = 5;
export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Letters (any script), digits, dot, dash, underscore; 3 to 60 of them. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]{3,60}$/u;

export interface SignedInCustomer {
  id: string;
  username: string;
  email: string;
}

export interface CustomerSession {
  customer: SignedInCustomer;
  /** The cart kept for them between visits, or null. */
  cartId: string | null;
  sessionToken: string;
  expiresAt: number;
}

export type RegisterOutcome =
  { ok: true; session: CustomerSession } | { ok: false; reason: 'username_taken' | 'email_taken' };

export type CustomerSignInOutcome =
  | { ok: true; session: CustomerSession }
  | { ok: false; reason: 'invalid_credentials' | 'disabled' };

/**
 * What the visitor is told, the same whether or not an account uses the email: a link went out
 * ("if an account uses it"), or no mail could be sent and any link was kept for the owner.
 */
export type ResetRequestOutcome = 'sent' | 'kept';

export interface CustomerListItem {
  id: string;
  username: string;
  email: string;
  createdAt: number;
  disabled: boolean;
  /** A reset link no mail carried, for the owner to pass on. */
  waitingResetLink: { link: string; expiresAt: number } | null;
}

export interface CaptchaSettingsView {
  provider: CaptchaProvider;
  siteKey: string | null;
  secretKeySaved: boolean;
}

export interface CustomersDeps {
  mailer: Mailer;
  publicUrl: string;
  secretKey: string;
  usedTokens: UsedTokens;
  crypto: CredentialCrypto;
  /** The shop's name, for the reset mail. */
  shopName: () => string;
  /** Tests point reCAPTCHA and Turnstile at a local server speaking their protocol. */
  siteVerifyUrls?: Partial<Record<'recaptcha' | 'turnstile', string>>;
  /** The operator's widget script addresses (TURNSTILE_SCRIPT_URL, RECAPTCHA_SCRIPT_URL). */
  captchaScriptUrls?: Partial<Record<'recaptcha' | 'turnstile', string>>;
}

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Verified when the login is unknown, so the answer takes as long as a wrong password's. */
let decoyHash: Promise<string> | undefined;

export function customerAccounts(db: Db, deps: CustomersDeps) {
  const puzzles = altchaPuzzles(deps.secretKey, deps.usedTokens);
  const verifyUrls = { ...SITE_VERIFY_URLS, ...deps.siteVerifyUrls };
  const scriptUrls = { ...WIDGET_SCRIPT_URLS, ...deps.captchaScriptUrls };
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function startSession(
    row: { id: string; username: string; email: string; cart_id: string | null },
    now: number,
  ): Promise<CustomerSession> {
    const sessionToken = randomBytes(32).toString('base64url');
    const expiresAt = now + CUSTOMER_SESSION_TTL_MS;
    await repo.deleteExpiredSessions(db, now);
    await repo.insertSession(db, {
      id: tokenHashOf(sessionToken),
      customer_id: row.id,
      created_at: now,
      expires_at: expiresAt,
    });
    return {
      customer: { id: row.id, username: row.username, email: row.email },
      cartId: row.cart_id,
      sessionToken,
      expiresAt,
    };
  }

  async function captchaSettings() {
    const stored = await repo.readSettings(db);
    const provider = (['recaptcha', 'turnstile'] as const).find(
      (p) => p === stored.captcha_provider,
    );
    const secret = stored.captcha_secret ? deps.crypto.decryptSecret(stored.captcha_secret) : null;
    // Keys that no longer decrypt (another SECRET_KEY) fall back to our own puzzle, never to none.
    if (provider && stored.captcha_site_key && secret) {
      return { provider, siteKey: stored.captcha_site_key, secret } as const;
    }
    return { provider: 'altcha' as const };
  }

  // The provider pages must allow in their script policy, known without a query per page: read
  // at most every 30 s (another process may have saved) and at once after a save here.
  let hostedProvider: 'recaptcha' | 'turnstile' | null = null;
  let providerReadAt = 0;
  const refreshProvider = async () => {
    providerReadAt = Date.now();
    const settings = await captchaSettings();
    hostedProvider = settings.provider === 'altcha' ? null : settings.provider;
  };

  return {
    /** The third-party check the pages load (for their script policy), or null for our own. */
    hostedCaptcha(): 'recaptcha' | 'turnstile' | null {
      if (Date.now() - providerReadAt > 30_000) void refreshProvider().catch(() => {});
      return hostedProvider;
    },

    /** Where the pages load a hosted provider's widget script from. */
    captchaScriptUrl(provider: 'recaptcha' | 'turnstile'): string {
      return scriptUrls[provider];
    },

    async register(
      input: { username: string; email: string; password: string },
      now = Date.now(),
    ): Promise<RegisterOutcome> {
      const usernameKey = input.username.toLowerCase();
      const email = input.email.trim().toLowerCase();
      const taken = await repo.takenBy(db, usernameKey, email);
      if (taken.username) return { ok: false, reason: 'username_taken' };
      if (taken.email) return { ok: false, reason: 'email_taken' };
      const row = {
        id: randomId(),
        username: input.username,
        username_key: usernameKey,
        email,
        password_hash: await hashPassword(input.password),
        created_at: now,
      };
      try {
        await repo.insertCustomer(db, row);
      } catch (error) {
        // Two registrations raced for the same name or email: the unique index kept one.
        const after = await repo.takenBy(db, usernameKey, email);
        if (after.username) return { ok: false, reason: 'username_taken' };
        if (after.email) return { ok: false, reason: 'email_taken' };
        throw error;
      }
      return { ok: true, session: await startSession({ ...row, cart_id: null }, now) };
    },

    async signIn(
      input: { login: string; password: string },
      now = Date.now(),
    ): Promise<CustomerSignInOutcome> {
      const row = await repo.findCustomerByLogin(db, input.login.trim().toLowerCase());
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
      const matches = await verifyPassword(row?.password_hash ?? (await decoyHash), input.password);
      if (!row || !matches) return { ok: false, reason: 'invalid_credentials' };
      if (row.disabled_at !== null) return { ok: false, reason: 'disabled' };
      return { ok: true, session: await startSession(row, now) };
    },

    async customerForSession(token: string, now = Date.now()): Promise<SignedInCustomer | null> {
      return (await repo.findCustomerBySession(db, tokenHashOf(token), now)) ?? null;
    },

    signOut: (token: string) => repo.deleteSession(db, tokenHashOf(token)),

    /** Keeps the customer's cart between visits (the cart module tells which one it is). */
    rememberCart: (customerId: string, cartId: string | null) =>
      repo.setCartId(db, customerId, cartId),

    async requestPasswordReset(
      input: { email: string; lang: Language },
      now = Date.now(),
    ): Promise<ResetRequestOutcome> {
      const row = await repo.findCustomerByEmail(db, input.email.trim().toLowerCase());
      if (!row || row.disabled_at !== null) return deps.mailer.configured ? 'sent' : 'kept';
      const token = randomBytes(32).toString('base64url');
      const link = `${base}/account/reset/${token}`;
      await repo.closeOpenResets(db, row.id, now);
      let mailed = false;
      if (deps.mailer.configured) {
        const shop = deps.shopName();
        try {
          await deps.mailer.send({
            to: row.email,
            subject: translate(input.lang, 'customer.resetMailSubject', { shop }),
            text: translate(input.lang, 'customer.resetMailBody', { shop, link }),
          });
          mailed = true;
        } catch {
          mailed = false;
        }
      }
      await repo.insertReset(db, {
        id: randomId(),
        customer_id: row.id,
        token_hash: tokenHashOf(token),
        link_for_owner: mailed ? null : deps.crypto.encryptSecret(link),
        created_at: now,
        expires_at: now + PASSWORD_RESET_TTL_MS,
      });
      return mailed ? 'sent' : 'kept';
    },

    /** Whether a reset link can still be used (the page asks before showing its form). */
    async resetLinkOpen(token: string, now = Date.now()): Promise<boolean> {
      const reset = await repo.findReset(db, tokenHashOf(token));
      return !!reset && reset.used_at === null && Number(reset.expires_at) > now;
    },

    /** Sets the new password through a link, once; signs the customer in everywhere anew. */
    async resetPassword(
      input: { token: string; password: string },
      now = Date.now(),
    ): Promise<CustomerSession | null> {
      const reset = await repo.findReset(db, tokenHashOf(input.token));
      if (!reset || !(await repo.claimReset(db, reset.id, now))) return null;
      const row = await repo.findCustomerById(db, reset.customer_id);
      if (!row || row.disabled_at !== null) return null;
      await repo.setPassword(db, row.id, await hashPassword(input.password));
      await repo.closeOpenResets(db, row.id, now);
      // Whoever knew the old password is signed out.
      await repo.deleteSessionsOf(db, row.id);
      return startSession(row, now);
    },

    /** The check the dialogs show: our own puzzle unless the owner set another's keys. */
    async captchaWidget(): Promise<CaptchaWidget> {
      const settings = await captchaSettings();
      return settings.provider === 'altcha'
        ? { provider: 'altcha', challengeUrl: '/api/customer/captcha' }
        : {
            provider: settings.provider,
            siteKey: settings.siteKey,
            scriptUrl: scriptUrls[settings.provider],
          };
    },

    altchaChallenge: () => puzzles.challenge(),

    /** Whether the visitor passed the check the dialogs showed. */
    async verifyCaptcha(response: string, remoteIp: string): Promise<boolean> {
      const settings = await captchaSettings();
      if (settings.provider === 'altcha') return puzzles.verify(response);
      return siteVerify(verifyUrls[settings.provider], {
        secret: settings.secret,
        response,
        remoteIp,
      });
    },

    /** The page a new customer goes to after registering (a path on this site), or null. */
    async registrationRedirect(): Promise<string | null> {
      return (await repo.readSettings(db)).registration_redirect || null;
    },

    owner: {
      async list(options: {
        search: string | undefined;
        offset: number;
        limit: number;
        now?: number;
      }) {
        const { rows, total } = await repo.listCustomers(db, options);
        const links = await repo.openOwnerLinks(
          db,
          rows.map((row) => row.id),
          options.now ?? Date.now(),
        );
        const items: CustomerListItem[] = rows.map((row) => {
          const waiting = links.find((link) => link.customer_id === row.id);
          const link = waiting?.link_for_owner
            ? deps.crypto.decryptSecret(waiting.link_for_owner)
            : null;
          return {
            id: row.id,
            username: row.username,
            email: row.email,
            createdAt: Number(row.created_at),
            disabled: row.disabled_at !== null,
            waitingResetLink:
              link && waiting ? { link, expiresAt: Number(waiting.expires_at) } : null,
          };
        });
        return { items, total };
      },

      async customer(id: string) {
        const row = await repo.findCustomerById(db, id);
        return row
          ? {
              id: row.id,
              username: row.username,
              email: row.email,
              createdAt: Number(row.created_at),
              disabled: row.disabled_at !== null,
            }
          : null;
      },

      /**
       * The account registered with a (lower-case) address, for privacy requests: its id (the
       * orders module finds the orders it placed) and what the export carries (never the hash).
       */
      async personalData(email: string): Promise<{ part: PersonalDataPart; id: string | null }> {
        const row = await repo.findCustomerByEmail(db, email);
        const records = row
          ? [
              {
                id: row.id,
                username: row.username,
                email: row.email,
                created_at: new Date(Number(row.created_at)).toISOString(),
                closed_at:
                  row.disabled_at === null ? null : new Date(Number(row.disabled_at)).toISOString(),
              },
            ]
          : [];
        return { part: { kind: 'customer', records }, id: row?.id ?? null };
      },

      /** Deletes the account, its sessions (signed out at once) and its reset links. */
      async erasePersonalData(email: string): Promise<ErasurePart> {
        const row = await repo.findCustomerByEmail(db, email);
        const removed = row && (await repo.deleteCustomer(db, row.id)) ? 1 : 0;
        return { kind: 'customer', removed, anonymised: 0 };
      },

      /** Closes (signing them out at once) or reopens an account; false for an unknown id. */
      async setDisabled(id: string, disabled: boolean, now = Date.now()): Promise<boolean> {
        const found = await repo.setDisabled(db, id, disabled ? now : null);
        if (found && disabled) await repo.deleteSessionsOf(db, id);
        return found;
      },

      async captchaSettings(): Promise<CaptchaSettingsView> {
        const stored = await repo.readSettings(db);
        const provider =
          stored.captcha_provider === 'recaptcha' || stored.captcha_provider === 'turnstile'
            ? stored.captcha_provider
            : 'altcha';
        return {
          provider,
          siteKey: stored.captcha_site_key || null,
          secretKeySaved: !!stored.captcha_secret,
        };
      },

      /**
       * Saves the check and the page after registration; a third party's check needs both keys
       * (an empty secret keeps the saved one).
       */
      async saveSettings(
        input: {
          provider: CaptchaProvider;
          siteKey: string;
          secretKey: string;
          registrationRedirect: string;
        },
        now = Date.now(),
      ): Promise<{ ok: true } | { ok: false; field: 'site_key' | 'secret_key' }> {
        const values: Record<string, string> = {
          captcha_provider: input.provider,
          registration_redirect: input.registrationRedirect,
        };
        if (input.provider !== 'altcha') {
          const stored = await repo.readSettings(db);
          if (!input.siteKey) return { ok: false, field: 'site_key' };
          if (!input.secretKey && !stored.captcha_secret) return { ok: false, field: 'secret_key' };
          values.captcha_site_key = input.siteKey;
          if (input.secretKey) values.captcha_secret = deps.crypto.encryptSecret(input.secretKey);
        }
        await repo.writeSettings(db, values, now);
        await refreshProvider();
        return { ok: true };
      },
    },
  };
}

export type CustomerAccounts = ReturnType<typeof customerAccounts>;
