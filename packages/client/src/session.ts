// The owner's session: who is signed in, sign in, sign out (the server's /api/session).
import { NONCE_SOURCE_PATH, type HttpCore } from './http.ts';

export interface Owner {
  id: string;
  email: string;
}

export interface SessionState {
  /** The signed-in owner, or null. */
  owner: Owner | null;
  /** This browser's nonce for state-changing calls (the client keeps it too). */
  nonce: string;
}

export interface SessionApi {
  get(): Promise<SessionState>;
  /**
   * Signs the owner in; the server sets the session cookie. Rejects with PinwheelApiError 401
   * `invalid_credentials`, 429 `rate_limited`, or 400 `validation_failed` for a malformed email.
   */
  signIn(email: string, password: string): Promise<Owner>;
  /** Ends the session everywhere it is used. Signing out twice is fine. */
  signOut(): Promise<void>;
}

export function createSessionApi(http: HttpCore): SessionApi {
  return {
    async get() {
      const state = await http.request<SessionState>('GET', NONCE_SOURCE_PATH);
      http.setNonce(state.nonce);
      return state;
    },
    async signIn(email, password) {
      const { owner } = await http.request<{ owner: Owner }>('POST', NONCE_SOURCE_PATH, {
        body: { email, password },
      });
      return owner;
    },
    async signOut() {
      await http.request<void>('DELETE', NONCE_SOURCE_PATH);
    },
  };
}
