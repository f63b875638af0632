// The owner's account as pages use it (modules/accounts/pages.ts): who is signed in, sign-in and
// sign-out. Admin pages do not ask who is signed in: the /admin layout's guard has (admin-guard.ts).
export interface Owner {
  id: string;
  email: string;
}

export type SignInResult =
  { ok: true; setCookie: string } | { ok: false; reason: 'invalid_credentials' | 'rate_limited' };

export interface AccountsPages {
  /** The signed-in owner, or null for everyone else (looked up once per request). */
  currentOwner(): Promise<Owner | null>;
  /** Whether the signed-in owner dismissed the coming-soon banner (false for no owner). */
  comingSoonBannerDismissed(): Promise<boolean>;
  signIn(input: { email: string; password: string }): Promise<SignInResult>;
  /** Ends the current session; answers the Set-Cookie value that clears the cookie. */
  signOut(): Promise<string>;
}
