// The shop's owners as a team: the signed-in owner's own account (email, password: the current
// password asked first), further owners invited by a single-use link that expires (mailed when an
// SMTP server is set, else shown to the inviting owner to pass on), and removing an owner, never
// the last one.
import { createHash, randomBytes } from 'node:crypto';
import { randomId, translate, type Language } from '@pinwheel/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { OWNER_INVITE_TTL_MS } from '../../server-constants.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repo.ts';
import * as owners from './owners-repo.ts';

type Db = Kysely<Database>;

/** Passwords an owner chooses: at least this long (ADMIN_PASSWORD's rule). */
export const MIN_PASSWORD_LENGTH = 8;

export interface OwnerView {
  id: string;
  email: string;
  createdAt: number;
}

export interface InviteView {
  id: string;
  email: string;
  createdAt: number;
  expiresAt: number;
  invitedByEmail: string | null;
}

/** How the invitation reached the invited person. */
export type InviteDelivery =
  | { mail: 'sent' }
  /** No SMTP server is set, or it refused: the link is for the inviting owner to pass on. */
  | { mail: 'not_configured' | 'failed'; link: string };

export type AccountChange =
  | { ok: true; owner: OwnerView }
  | { ok: false; field: 'current_password' | 'email'; reason: 'wrong_password' | 'email_taken' };

export type InviteLookup =
  | { state: 'open'; id: string; email: string }
  | { state: 'unknown' | 'used' | 'expired' | 'revoked' };

export interface OwnersDeps {
  mailer: Mailer;
  publicUrl: string;
}

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export function ownersTeam(db: Db, deps: OwnersDeps) {
  const linkOf = (token: string) =>
    `${deps.publicUrl.replace(/\/+$/, '')}/admin/invitation/${token}`;

  /** What an invitation link stands for now. */
  async function lookUpInvite(token: string, now = Date.now()): Promise<InviteLookup> {
    const invite = await owners.findInviteByTokenHash(db, tokenHashOf(token));
    if (!invite) return { state: 'unknown' };
    if (invite.accepted_at !== null) return { state: 'used' };
    if (invite.revoked_at !== null) return { state: 'revoked' };
    if (Number(invite.expires_at) <= now) return { state: 'expired' };
    return { state: 'open', id: invite.id, email: invite.email };
  }

  return {
    list: async (): Promise<OwnerView[]> =>
      (await owners.listOwners(db)).map((row) => ({
        id: row.id,
        email: row.email,
        createdAt: Number(row.created_at),
      })),

    /**
     * Changes the owner's own email and/or password; the current password is checked first.
     * A new password signs the owner out of every other session.
     */
    async changeOwnAccount(
      ownerId: string,
      input: { currentPassword: string; email?: string | undefined; password?: string | undefined },
      currentSessionToken: string | undefined,
    ): Promise<AccountChange> {
      const owner = await owners.findOwnerWithHash(db, ownerId);
      if (!owner || !(await verifyPassword(owner.password_hash, input.currentPassword))) {
        return { ok: false, field: 'current_password', reason: 'wrong_password' };
      }
      const email = input.email?.trim().toLowerCase();
      if (email && email !== owner.email) {
        const taken = await repo.findOwnerByEmail(db, email);
        if (taken) return { ok: false, field: 'email', reason: 'email_taken' };
        try {
          await owners.updateOwnerEmail(db, ownerId, email);
        } catch (error) {
          // Lost a race for the address: the unique index says so.
          if (await repo.findOwnerByEmail(db, email)) {
            return { ok: false, field: 'email', reason: 'email_taken' };
          }
          throw error;
        }
      }
      if (input.password) {
        await repo.updateOwnerPassword(db, ownerId, await hashPassword(input.password));
        // The sessions table keeps the token's hash (the same SHA-256 as the invitations').
        const keep = currentSessionToken ? tokenHashOf(currentSessionToken) : '';
        await owners.deleteOtherSessions(db, ownerId, keep);
      }
      const after = await owners.findOwnerWithHash(db, ownerId);
      return {
        ok: true,
        owner: {
          id: ownerId,
          email: after?.email ?? owner.email,
          createdAt: Number(owner.created_at),
        },
      };
    },

    remove: (id: string) => owners.removeOwnerUnlessLast(db, id),

    openInvites: async (now = Date.now()): Promise<InviteView[]> =>
      (await owners.listOpenInvites(db, now)).map((row) => ({
        id: row.id,
        email: row.email,
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
        invitedByEmail: row.invited_by_email ?? null,
      })),

    /**
     * Invites an address to become an owner: any open invitation to it is replaced. Mails the
     * link when an SMTP server is set; otherwise, or when sending failed, answers the link for
     * the inviting owner to pass on (and says which).
     */
    async invite(
      input: { email: string; invitedBy: { id: string; email: string }; lang: Language },
      now = Date.now(),
    ): Promise<
      | { ok: true; invite: InviteView; delivery: InviteDelivery }
      | { ok: false; reason: 'already_owner' }
    > {
      const email = input.email.trim().toLowerCase();
      if (await repo.findOwnerByEmail(db, email)) return { ok: false, reason: 'already_owner' };
      const token = randomBytes(32).toString('base64url');
      const invite = {
        id: randomId(),
        email,
        token_hash: tokenHashOf(token),
        invited_by: input.invitedBy.id,
        created_at: now,
        expires_at: now + OWNER_INVITE_TTL_MS,
        accepted_at: null,
        revoked_at: null,
      };
      await owners.revokeOpenInvitesTo(db, email, now);
      await owners.insertInvite(db, invite);
      const view: InviteView = {
        id: invite.id,
        email,
        createdAt: now,
        expiresAt: invite.expires_at,
        invitedByEmail: input.invitedBy.email,
      };
      const link = linkOf(token);
      if (!deps.mailer.configured) {
        return { ok: true, invite: view, delivery: { mail: 'not_configured', link } };
      }
      try {
        await deps.mailer.send({
          to: email,
          subject: translate(input.lang, 'owners.mailSubject'),
          text: translate(input.lang, 'owners.mailBody', {
            inviter: input.invitedBy.email,
            link,
            days: Math.round(OWNER_INVITE_TTL_MS / 86_400_000),
          }),
        });
        return { ok: true, invite: view, delivery: { mail: 'sent' } };
      } catch {
        return { ok: true, invite: view, delivery: { mail: 'failed', link } };
      }
    },

    revokeInvite: (id: string, now = Date.now()) => owners.revokeInvite(db, id, now),

    lookUpInvite,

    /**
     * Accepts an invitation with the new owner's password: the owner is created and the link is
     * used up, once. Answers the new owner's email, or why the link no longer works.
     */
    async acceptInvite(
      token: string,
      password: string,
      now = Date.now(),
    ): Promise<{ ok: true; email: string } | { ok: false; state: InviteLookup['state'] }> {
      const found = await lookUpInvite(token, now);
      if (found.state !== 'open') return { ok: false, state: found.state };
      if (await repo.findOwnerByEmail(db, found.email)) return { ok: false, state: 'used' };
      const accepted = await owners.acceptInvite(
        db,
        { id: found.id, now },
        { id: randomId(), email: found.email, password_hash: await hashPassword(password) },
      );
      return accepted ? { ok: true, email: found.email } : { ok: false, state: 'used' };
    },
  };
}

export type OwnersTeam = ReturnType<typeof ownersTeam>;
