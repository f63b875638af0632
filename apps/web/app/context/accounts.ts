// The owner's account as pages use it (modules/accounts/pages.ts): who is signed in, sign-in and
// sign-out. Admin pages do not ask who is signed in: the /admin layout's guard has (admin-guard.ts).
export interface Owner {
  id: string;
  email: string;
}

export type SignInResult =
  { ok: true; setCookie: string } | { ok: false; reason: 'invalid_credentials' | 'rate_limited' };

/** What an invitation link stands for now (modules/accounts/owners.ts). */
export type InvitationState =
  { state: 'open'; email: string } | { state: 'unknown' | 'used' | 'expired' | 'revoked' };

export interface AccountsPages {
  /** The signed-in owner, or null for everyone else (looked up once per request). */
  currentOwner(): Promise<Owner | null>;
  /** Whether the signed-in owner dismissed the coming-soon banner (false for no owner). */
  comingSoonBannerDismissed(): Promise<boolean>;
  signIn(input: { email: string; password: string }): Promise<SignInResult>;
  /** Ends the current session; answers the Set-Cookie value that clears the cookie. */
  signOut(): Promise<string>;
  /** The invitation a link's token stands for. */
  invitation(token: string): Promise<InvitationState>;
  /** Makes the invited owner with this password (once) and signs them in. */
  acceptInvitation(
    token: string,
    password: string,
  ): Promise<
    | { ok: true; setCookie: string }
    | { ok: false; state: Exclude<InvitationState['state'], 'open'> }
  >;
}
